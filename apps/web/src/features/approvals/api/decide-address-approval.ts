import { type ApprovalResult, decideClientAddressConfirmationEndpoint } from '@label-portal/contract';
import { callEndpoint } from '../../../lib/api-client';

/** POST accounts:api_client_address_confirmation: approve, or reject with the feedback. */
export function decideAddressApproval(decision: {
  token: string;
  approved: boolean;
  feedback: string;
}): Promise<ApprovalResult> {
  return callEndpoint(decideClientAddressConfirmationEndpoint, { body: decision });
}
