import { type LoginBody, type PermissionsReply, permissionsReplySchema } from '@label-portal/contract';
import { api } from '../../../lib/api-client';
import { LOGIN_PATH } from './auth-status';

/** POST /accounts/api/login/: signs in and answers the rights. */
export function login(body: LoginBody): Promise<PermissionsReply> {
  return api.post(LOGIN_PATH, body, {
    noRedirect: true,
    parse: (data) => permissionsReplySchema.parse(data),
  });
}
