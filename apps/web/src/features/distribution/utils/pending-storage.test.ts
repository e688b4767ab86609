import { describe, expect, it } from 'vitest';
import { EMPTY_PENDING, type PendingState } from './pending-distributions';
import { parseStoredPending } from './pending-storage';

const stored: PendingState = {
  owner: 3,
  idempotencyKey: 'key-1',
  entries: [
    {
      id: 'e1',
      comment: 'c',
      recipient: {
        pk: 4,
        company_name: 'R',
        street_address: 's',
        address_details: '',
        postal_code: 'p',
        city: 'c',
        country: 'France',
        country_code: 'FR',
      },
      rolls: [{ pk: 9, spool_no: 'S1', product_group: 'Original Part', customer_reference: 'SL' }],
    },
  ],
};

describe('the stored pending distributions', () => {
  it('reads back what was stored', () => {
    expect(parseStoredPending(JSON.stringify(stored))).toEqual(stored);
  });

  it('gives the empty list for anything unreadable', () => {
    expect(parseStoredPending(null)).toEqual(EMPTY_PENDING);
    expect(parseStoredPending('{')).toEqual(EMPTY_PENDING);
    expect(parseStoredPending('[]')).toEqual(EMPTY_PENDING);
    const badRoll = { ...stored, entries: [{ ...stored.entries[0], rolls: [{ pk: 'x' }] }] };
    expect(parseStoredPending(JSON.stringify(badRoll))).toEqual(EMPTY_PENDING);
    const noRolls = { ...stored, entries: [{ ...stored.entries[0], rolls: [] }] };
    expect(parseStoredPending(JSON.stringify(noRolls))).toEqual(EMPTY_PENDING);
  });

  it('drops a key without entries and an owner that is not an id', () => {
    expect(parseStoredPending(JSON.stringify({ ...stored, entries: [], owner: 'me' }))).toEqual(
      EMPTY_PENDING,
    );
  });
});
