import { usersDisableEndpoint, usersEnableEndpoint } from '@label-portal/contract';
import { callEndpoint } from '../../../lib/api-client';

/** POST /accounts/api/users/enable/ or /disable/ with the ticked users. */
export function changeUsersState(users: number[], isActive: boolean) {
  return callEndpoint(isActive ? usersEnableEndpoint : usersDisableEndpoint, { body: { users } });
}
