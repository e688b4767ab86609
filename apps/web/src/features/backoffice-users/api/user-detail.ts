import {
  type BackofficeUserChange,
  backofficeResendConfirmationEndpoint,
  backofficeUserChangeEndpoint,
  backofficeUserDetailEndpoint,
} from '@label-portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const userDetailKey = (pk: number) => ['backoffice', 'user', pk] as const;

/** GET backoffice:api_user_detail: the user with groups, active flag and version. */
export function userDetailQueryOptions(pk: number) {
  return queryOptions({
    queryKey: userDetailKey(pk),
    queryFn: ({ signal }) => callEndpoint(backofficeUserDetailEndpoint, { params: { pk }, signal }),
  });
}

/** PATCH backoffice:api_user_change at the version read (409 when someone saved first). */
export function changeUser(pk: number, change: BackofficeUserChange) {
  return callEndpoint(backofficeUserChangeEndpoint, { params: { pk }, body: change });
}

/** POST backoffice:api_user_resend_confirmation: a new confirmation link by mail. */
export function resendConfirmation(pk: number) {
  return callEndpoint(backofficeResendConfirmationEndpoint, { params: { pk } });
}
