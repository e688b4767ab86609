import { api } from '../../../lib/api-client';

/** POST /accounts/api/logout/: ends the session. */
export async function logout(): Promise<void> {
  await api.post('/accounts/api/logout/', {}, { noRedirect: true });
}
