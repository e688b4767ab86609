import { type MailStatus, mailboxEndpoint, mailboxResendEndpoint } from '@label-portal/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Mails per page of the mailbox. */
export const MAILBOX_PAGE_SIZE = 25;

/** GET /backoffice/api/mailbox/?recipient=…&before=…: newest first, "load more" follows next_before. */
export function mailboxQueryOptions(recipient: string, status?: MailStatus) {
  return infiniteQueryOptions({
    queryKey: ['backoffice', 'mailbox', recipient, status ?? ''] as const,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(mailboxEndpoint, {
        query: {
          limit: String(MAILBOX_PAGE_SIZE),
          ...(recipient ? { recipient } : {}),
          ...(status ? { status } : {}),
          ...(pageParam !== undefined ? { before: String(pageParam) } : {}),
        },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}

/** POST /backoffice/api/mailbox/:pk/resend/: a failed mail queued again (decision 213). */
export function resendMail(pk: number) {
  return callEndpoint(mailboxResendEndpoint, { params: { pk } });
}
