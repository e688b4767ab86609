import { type RegistrationBody, registrationEndpoint } from '@label-portal/contract';
import { callEndpoint } from '../../../lib/api-client';

/** POST /accounts/api/registration/: registers; the server mails the confirmation link. */
export function registerUser(body: RegistrationBody) {
  return callEndpoint(registrationEndpoint, { body, noRedirect: true });
}
