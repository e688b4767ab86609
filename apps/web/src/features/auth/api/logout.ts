import { logoutEndpoint } from '@label-portal/contract';
import { callEndpoint } from '../../../lib/api-client';

/** POST /accounts/api/logout/: ends the session. */
export async function logout(): Promise<void> {
  await callEndpoint(logoutEndpoint, { noRedirect: true });
}
