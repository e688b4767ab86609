import { BLOCKED_REASONS, type BlockedReason, type CompanyProfile, MESSAGE } from '@label-portal/contract';

const REASON_MESSAGES: Record<BlockedReason, string> = {
  UNPAID_BILLS: MESSAGE.blockedUnpaidBills,
  INACTIVITY: MESSAGE.blockedInactivity,
  NON_ACTIVATED_ORDERS: MESSAGE.blockedNonActivated,
};

const isReason = (value: string): value is BlockedReason =>
  (BLOCKED_REASONS as readonly string[]).includes(value);

type CompanyBlocking = Pick<
  CompanyProfile,
  'blocked_reasons' | 'blocked_for_ordering' | 'blocked_completely'
>;

/** The company's blocking reasons in the catalogue's order: its stated reasons and its two flags. */
function blockedReasonsOf(company: CompanyBlocking): BlockedReason[] {
  const reasons = new Set<BlockedReason>(company.blocked_reasons.filter(isReason));
  if (company.blocked_for_ordering) reasons.add('UNPAID_BILLS');
  if (company.blocked_completely) reasons.add('INACTIVITY');
  return BLOCKED_REASONS.filter((reason) => reasons.has(reason));
}

/**
 * The texts (message keys) of the reasons that block ordering (ordering.md sections 4 and 8): the
 * company's reasons, its two flags, and — when products are blocked without a stated reason — the
 * general "Ordering is blocked for your company." Empty when ordering is open.
 */
export function blockedReasonKeys(company: CompanyBlocking, anyProductBlocked: boolean): string[] {
  const keys = blockedReasonsOf(company).map((reason) => REASON_MESSAGES[reason]);
  if (keys.length === 0 && anyProductBlocked) keys.push(MESSAGE.orderingBlocked);
  return keys;
}

/**
 * The short labels of the blocking reasons (ordering.md section 8: "Has not paid due bills" …), for
 * the marks on blocked products; the general "Blocked for ordering" without a stated reason.
 */
export function blockedShortKeys(company: CompanyBlocking): string[] {
  const keys = blockedReasonsOf(company).map((reason) => `ordering.blockedShort.${reason}`);
  return keys.length > 0 ? keys : ['ordering.table.blocked'];
}

/** Where ordering stands for the company's delivery address (ordering.md section 2). */
export function deliveryAddressStatus(
  company: Pick<CompanyProfile, 'delivery_address'> | null | undefined,
): 'approved' | 'pending' | 'missing' {
  const address = company?.delivery_address;
  if (!address) return 'missing';
  return address.state === 'APPROVED' ? 'approved' : 'pending';
}
