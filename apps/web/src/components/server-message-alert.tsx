import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type ServerMessage, useServerMessage } from '../lib/server-messages';

/** A form's refusal by the server (its message translated) under the submit button; nothing without one. */
export function ServerMessageAlert({
  message,
  children,
}: {
  message: ServerMessage | undefined;
  children?: ReactNode;
}) {
  const showServerMessage = useServerMessage();
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
      {showServerMessage(message)}
      {children}
    </Alert>
  );
}
