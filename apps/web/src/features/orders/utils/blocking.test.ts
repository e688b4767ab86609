import { describe, expect, it } from 'vitest';
import { blockedReasonKeys, blockedShortKeys, deliveryAddressStatus } from './blocking';

const open = { blocked_reasons: [], blocked_for_ordering: false, blocked_completely: false };

describe('blockedShortKeys', () => {
  it('gives the short label of each reason, or the general mark without a stated reason', () => {
    expect(
      blockedShortKeys({ ...open, blocked_for_ordering: true, blocked_reasons: ['NON_ACTIVATED_ORDERS'] }),
    ).toEqual(['ordering.blockedShort.NON_ACTIVATED_ORDERS', 'ordering.blockedShort.UNPAID_BILLS']);
    expect(blockedShortKeys(open)).toEqual(['ordering.table.blocked']);
  });
});

describe('blockedReasonKeys', () => {
  it('is empty when ordering is open', () => {
    expect(blockedReasonKeys(open, false)).toEqual([]);
  });

  it('names each reason once, in the order of the specification', () => {
    expect(
      blockedReasonKeys(
        {
          blocked_reasons: ['INACTIVITY', 'UNPAID_BILLS'],
          blocked_for_ordering: true,
          blocked_completely: false,
        },
        true,
      ),
    ).toEqual(['errors.blockedUnpaidBills', 'errors.blockedInactivity']);
    expect(blockedReasonKeys({ ...open, blocked_reasons: ['NON_ACTIVATED_ORDERS'] }, true)).toEqual([
      'errors.blockedNonActivated',
    ]);
    expect(blockedReasonKeys({ ...open, blocked_completely: true }, false)).toEqual([
      'errors.blockedInactivity',
    ]);
  });

  it('falls back to the general text when only products are blocked', () => {
    expect(blockedReasonKeys(open, true)).toEqual(['errors.orderingBlocked']);
  });
});

describe('deliveryAddressStatus', () => {
  it('needs an approved delivery address', () => {
    expect(deliveryAddressStatus(null)).toBe('missing');
    expect(deliveryAddressStatus({ delivery_address: null })).toBe('missing');
    const address = (state: 'APPROVED' | 'CLIENT_APPROVAL_REQUESTED') =>
      ({ delivery_address: { state } }) as unknown as Parameters<typeof deliveryAddressStatus>[0];
    expect(deliveryAddressStatus(address('APPROVED'))).toBe('approved');
    expect(deliveryAddressStatus(address('CLIENT_APPROVAL_REQUESTED'))).toBe('pending');
  });
});
