import { ownAddressDeleteEndpoint } from '@label-portal/contract';
import { callEndpoint } from '../../../lib/api-client';

/** DELETE /accounts/api/address/{pk}/: one of the company's distribution addresses. */
export function deleteAddress(pk: number) {
  return callEndpoint(ownAddressDeleteEndpoint, { params: { pk } });
}
