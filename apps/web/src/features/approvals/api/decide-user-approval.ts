import { type ApprovalResult, decideClientConfirmationEndpoint } from '@label-portal/contract';
import { callEndpoint } from '../../../lib/api-client';

/** POST accounts:api_client_confirmation: approve, or reject with the feedback. */
export function decideUserApproval(decision: {
  token: string;
  approved: boolean;
  feedback: string;
}): Promise<ApprovalResult> {
  return callEndpoint(decideClientConfirmationEndpoint, { body: decision });
}
