import { clientConfirmationEndpoint, type Language } from '@label-portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { isRefusal } from '../utils/refusal';

/** Every approval query starts with this key. */
export const APPROVALS_KEY = ['approvals'] as const;

/** GET accounts:api_client_confirmation?token=: the registration waiting for the approver. */
export function userApprovalQueryOptions(token: string, language: Language) {
  return queryOptions({
    queryKey: [...APPROVALS_KEY, 'user', token, language] as const,
    queryFn: ({ signal }) => callEndpoint(clientConfirmationEndpoint, { query: { token }, signal }),
    retry: (count, error) => !isRefusal(error) && count < 2,
  });
}
