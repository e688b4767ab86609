import { confirmationEndpoint } from '@label-portal/contract';
import { callEndpoint } from '../../../lib/api-client';

/** POST /accounts/api/confirmation/: confirms the e-mail address with the mailed code. */
export function confirmEmail(token: string) {
  return callEndpoint(confirmationEndpoint, { body: { token }, noRedirect: true });
}
