import {
  type ResetPasswordBody,
  type ResetPasswordReply,
  resetPasswordEndpoint,
} from '@label-portal/contract';
import { callEndpoint } from '../../../lib/api-client';

/** POST /accounts/api/reset_password/: mails a reset link when the account matches; the same answer either way. */
export function requestReset(body: ResetPasswordBody): Promise<ResetPasswordReply> {
  return callEndpoint(resetPasswordEndpoint, { body, noRedirect: true });
}
