import { type PasswordChangeBody, passwordChangeEndpoint } from '@label-portal/contract';
import { callEndpoint } from '../../../lib/api-client';

/** POST /accounts/api/password_change/: the profile's password change. */
export function changePassword(body: PasswordChangeBody) {
  return callEndpoint(passwordChangeEndpoint, { body });
}
