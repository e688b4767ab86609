import {
  type DistributionListBody,
  type DistributionSent,
  sendDistributionsEndpoint,
} from '@label-portal/contract';
import { callEndpoint } from '../../../lib/api-client';

/**
 * POST /distribution/api/distribution_list/ with the list's Idempotency-Key: a retry of the same
 * list answers the same distributions, never a second write.
 */
export function sendDistributions(
  body: DistributionListBody,
  idempotencyKey: string,
): Promise<DistributionSent> {
  return callEndpoint(sendDistributionsEndpoint, { body, headers: { 'idempotency-key': idempotencyKey } });
}
