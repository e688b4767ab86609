import { type OwnAddressBody, ownAddressSaveEndpoint } from '@label-portal/contract';
import { callEndpoint } from '../../../lib/api-client';

/** POST /accounts/api/address/: a new or changed address, sent for approval. */
export function saveAddress(body: OwnAddressBody) {
  return callEndpoint(ownAddressSaveEndpoint, { body });
}
