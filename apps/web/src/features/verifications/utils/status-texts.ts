import type { SpoolDisplayStatus, VerificationStatus } from '@label-portal/contract';

/*
 * Translation keys of the verification statuses (locales/areas/verifications.*.json), by
 * the contract's codes: the name (statistics.md section 3), the description (section 8) and the
 * merged display statuses of the spool analysis (section 4).
 */

export function statusNameKey(status: VerificationStatus): string {
  return `verifications.status.names.${status}`;
}

export function statusDescriptionKey(status: VerificationStatus): string {
  return `verifications.status.descriptions.${status}`;
}

export function spoolDisplayStatusKey(display: SpoolDisplayStatus): string {
  return `verifications.status.display.${display}`;
}
