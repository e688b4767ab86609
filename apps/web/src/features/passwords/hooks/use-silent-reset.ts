import { useEffect, useRef } from 'react';
import { useRequestReset } from './use-request-reset';

/**
 * Asks for a reset link once when the page opens, without a notice (suppress_notification): the
 * expired-password page. Once per page, not twice under React's StrictMode.
 */
export function useSilentReset(email: string, accountId: string) {
  const mutation = useRequestReset();
  const sentFor = useRef<string | null>(null);
  const { mutate } = mutation;
  useEffect(() => {
    const key = `${email}|${accountId}`;
    if (sentFor.current === key) return;
    sentFor.current = key;
    mutate({ email, account_id: accountId, suppress_notification: true });
  }, [email, accountId, mutate]);
  return mutation;
}
