import { type LoginBody, loginEndpoint, type PermissionsReply } from '@label-portal/contract';
import { callEndpoint } from '../../../lib/api-client';

/** POST /accounts/api/login/: signs in and answers the rights. */
export function login(body: LoginBody): Promise<PermissionsReply> {
  return callEndpoint(loginEndpoint, { body, noRedirect: true });
}
