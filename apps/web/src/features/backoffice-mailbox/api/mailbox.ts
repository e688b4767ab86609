import { mailboxEndpoint } from '@label-portal/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Mails per page of the mailbox. */
export const MAILBOX_PAGE_SIZE = 25;

/** GET /backoffice/api/mailbox/?recipient=…&before=…: newest first, "load more" follows next_before. */
export function mailboxQueryOptions(recipient: string) {
  return infiniteQueryOptions({
    queryKey: ['backoffice', 'mailbox', recipient] as const,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(mailboxEndpoint, {
        query: {
          limit: String(MAILBOX_PAGE_SIZE),
          ...(recipient ? { recipient } : {}),
          ...(pageParam !== undefined ? { before: String(pageParam) } : {}),
        },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}
