import { BLOCKED_REASONS, type BlockedReason, MESSAGE } from '@label-portal/contract';

/** The specification's texts of the blocked reasons (statistics.md section 8), as message keys. */
const BLOCKED_REASON_MESSAGES: Record<BlockedReason, string> = {
  UNPAID_BILLS: MESSAGE.blockedUnpaidBills,
  INACTIVITY: MESSAGE.blockedInactivity,
  NON_ACTIVATED_ORDERS: MESSAGE.blockedNonActivated,
};

/** The message keys of a company's blocked reasons, in the catalogue's order. */
export function blockedReasonKeys(reasons: readonly BlockedReason[]): string[] {
  return BLOCKED_REASONS.filter((reason) => reasons.includes(reason)).map(
    (reason) => BLOCKED_REASON_MESSAGES[reason],
  );
}
