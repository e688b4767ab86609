import { Alert, List, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AlertMessage {
  key: string;
  text: string;
}

/**
 * A titled light alert listing messages (the notes of a placed order, the refusals of a send).
 * `children` (a closing remark) follow the list.
 */
export function MessageListAlert({
  color,
  icon,
  title,
  messages,
  role,
  children,
}: {
  color: string;
  icon: ReactNode;
  title: string;
  messages: readonly AlertMessage[];
  role?: 'alert' | undefined;
  children?: ReactNode;
}) {
  const list = (
    <List size="sm">
      {messages.map((message) => (
        <List.Item key={message.key}>{message.text}</List.Item>
      ))}
    </List>
  );
  return (
    <Alert color={color} variant="light" icon={icon} title={title} role={role}>
      {children ? (
        <Stack gap="xs">
          {list}
          {children}
        </Stack>
      ) : (
        list
      )}
    </Alert>
  );
}
