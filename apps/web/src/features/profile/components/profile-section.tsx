import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of the profile screen. */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
