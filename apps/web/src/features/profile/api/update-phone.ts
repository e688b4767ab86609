import { userUpdateEndpoint } from '@label-portal/contract';
import { callEndpoint } from '../../../lib/api-client';

/** PATCH /accounts/api/users/{pk}/ with the phone, the one field a user changes. */
export function updatePhone(pk: number, phone: string) {
  return callEndpoint(userUpdateEndpoint, { params: { pk }, body: { phone } });
}
