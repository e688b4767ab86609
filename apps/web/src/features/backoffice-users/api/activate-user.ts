import { backofficeUserActivateEndpoint } from '@label-portal/contract';
import { callEndpoint } from '../../../lib/api-client';

/** POST backoffice:api_user_activate: CS_APPROVAL_REQUESTED to APPROVED. */
export function activateUser(pk: number) {
  return callEndpoint(backofficeUserActivateEndpoint, { params: { pk } });
}
