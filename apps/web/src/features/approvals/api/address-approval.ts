import { clientAddressConfirmationEndpoint, type Language } from '@label-portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { isRefusal } from '../utils/refusal';
import { APPROVALS_KEY } from './user-approval';

/** GET accounts:api_client_address_confirmation?token=: the address waiting for the approver. */
export function addressApprovalQueryOptions(token: string, language: Language) {
  return queryOptions({
    queryKey: [...APPROVALS_KEY, 'address', token, language] as const,
    queryFn: ({ signal }) => callEndpoint(clientAddressConfirmationEndpoint, { query: { token }, signal }),
    retry: (count, error) => !isRefusal(error) && count < 2,
  });
}
