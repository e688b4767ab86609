import {
  type ConfirmPasswordBody,
  confirmPasswordEndpoint,
  type PermissionsReply,
} from '@label-portal/contract';
import { callEndpoint } from '../../../lib/api-client';

/** POST /accounts/api/confirm_password/: sets the new password with the mailed code and signs in. */
export function confirmPassword(body: ConfirmPasswordBody): Promise<PermissionsReply> {
  return callEndpoint(confirmPasswordEndpoint, { body, noRedirect: true });
}
