import { Stack, Text, Title } from '@mantine/core';

/** A page's heading (its `titleId` names the page's form) with the dimmed intro below it. */
export function PageHeading({ titleId, title, intro }: { titleId: string; title: string; intro?: string }) {
  return (
    <Stack gap={4}>
      <Title order={1} id={titleId}>
        {title}
      </Title>
      {intro && (
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
      )}
    </Stack>
  );
}
