import { type MantineSpacing, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One block of what the approver decides on: its heading, then its content. */
export function DetailBlock({
  title,
  gap = 4,
  children,
}: {
  title: ReactNode;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Stack gap={gap}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
