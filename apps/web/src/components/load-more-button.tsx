import { Button, Group } from '@mantine/core';

/** What a keyset-paged list query offers (TanStack Query's infinite query). */
export type PagedList = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** The centred "load more" button of a keyset-paged list; nothing once the last page is in. */
export function LoadMoreButton({ list, label }: { list: PagedList; label: string }) {
  if (!list.hasNextPage) return null;
  return (
    <Group justify="center">
      <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
        {label}
      </Button>
    </Group>
  );
}
