import type { Spool } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import {
  countPendingRolls,
  EMPTY_PENDING,
  type PendingAction,
  type PendingRecipient,
  type PendingState,
  pendingReducer,
  pendingRollOf,
  pendingRollPks,
  refusalOfAdd,
  sendBodyOf,
} from './pending-distributions';

function recipient(pk: number): PendingRecipient {
  return {
    pk,
    company_name: `Recipient ${pk}`,
    street_address: '1 Rue',
    address_details: '',
    postal_code: '25000',
    city: 'Besançon',
    country: 'France',
    country_code: 'FR',
  };
}

function spool(pk: number): Spool {
  return {
    pk,
    spool_no: `S${String(pk).padStart(7, '0')}`,
    comment: '',
    product: {
      product_group: { name: 'Original Part' },
      customer_reference: 'SL-OP-1001',
      winding_direction: 'outside',
      labels_per_unit: 2000,
    },
  };
}

const rolls = (...pks: number[]) => pks.map((pk) => pendingRollOf(spool(pk)));

function add(state: PendingState, to: number, pks: number[], comment = '', id = `e${to}`): PendingState {
  return pendingReducer(state, {
    type: 'add',
    entryId: id,
    recipient: recipient(to),
    comment,
    rolls: rolls(...pks),
    key: `key-${to}-${pks.join('-')}`,
  });
}

const owned: PendingState = { ...EMPTY_PENDING, owner: 7 };

describe('the pending distributions', () => {
  it('adds a distribution: its rolls leave the available list and a new Idempotency-Key is made', () => {
    const state = add(owned, 1, [10, 11], ' Line 4 ');
    expect(state.entries).toEqual([
      { id: 'e1', recipient: recipient(1), comment: 'Line 4', rolls: rolls(10, 11) },
    ]);
    expect(pendingRollPks(state.entries)).toEqual(new Set([10, 11]));
    expect(state.idempotencyKey).toBe('key-1-10-11');
    expect(rolls(10)[0]).toEqual({
      pk: 10,
      spool_no: 'S0000010',
      product_group: 'Original Part',
      customer_reference: 'SL-OP-1001',
    });
  });

  it('merges the rolls of a recipient added again into its distribution; a new comment replaces the old', () => {
    let state = add(owned, 1, [10], 'first');
    state = add(state, 2, [20]);
    state = add(state, 1, [11, 12], '', 'other-id');
    expect(
      state.entries.map((entry) => [entry.id, entry.rolls.map((roll) => roll.pk), entry.comment]),
    ).toEqual([
      ['e1', [10, 11, 12], 'first'],
      ['e2', [20], ''],
    ]);
    state = add(state, 1, [13], 'second');
    expect(state.entries[0]!.comment).toBe('second');
    expect(countPendingRolls(state.entries)).toBe(5);
  });

  it('never takes a roll twice', () => {
    const state = add(owned, 1, [10]);
    expect(add(state, 2, [10])).toBe(state);
    expect(add(state, 2, [10, 11]).entries[1]!.rolls.map((roll) => roll.pk)).toEqual([11]);
  });

  it('removes a distribution (its rolls come back) and a single roll (an empty distribution goes)', () => {
    let state = add(add(owned, 1, [10, 11]), 2, [20]);
    state = pendingReducer(state, { type: 'remove', entryId: 'e1', key: 'k2' });
    expect(state.entries.map((entry) => entry.id)).toEqual(['e2']);
    expect(pendingRollPks(state.entries)).toEqual(new Set([20]));
    expect(state.idempotencyKey).toBe('k2');
    state = pendingReducer(state, { type: 'removeRoll', entryId: 'e2', rollPk: 20, key: 'k3' });
    expect(state.entries).toEqual([]);
    expect(state.idempotencyKey).toBeNull();
    const unchanged = add(owned, 1, [10]);
    expect(pendingReducer(unchanged, { type: 'remove', entryId: 'nope', key: 'k' })).toBe(unchanged);
  });

  it('is emptied by a successful SEND and by signing out', () => {
    const state = add(owned, 1, [10]);
    expect(pendingReducer(state, { type: 'sent' })).toEqual({ ...owned, entries: [], idempotencyKey: null });
    expect(pendingReducer(state, { type: 'signOut' })).toEqual(EMPTY_PENDING);
  });

  it('belongs to one account: another account claiming it gets an empty list, the owner keeps it', () => {
    const state = add(owned, 1, [10]);
    expect(pendingReducer(state, { type: 'claim', owner: 7 })).toBe(state);
    expect(pendingReducer(state, { type: 'claim', owner: 8 })).toEqual({ ...EMPTY_PENDING, owner: 8 });
    const unowned = { ...state, owner: null };
    expect(pendingReducer(unowned, { type: 'claim', owner: 9 })).toEqual({ ...state, owner: 9 });
  });

  it('says why ADD cannot add: no recipient, no roll, 50 distributions, 1,000 rolls', () => {
    expect(refusalOfAdd([], null, 1)).toBe('noRecipient');
    expect(refusalOfAdd([], 1, 0)).toBe('noRolls');
    let fifty = owned;
    for (let pk = 1; pk <= 50; pk += 1) fifty = add(fifty, pk, [1000 + pk]);
    expect(fifty.entries).toHaveLength(50);
    expect(refusalOfAdd(fifty.entries, 51, 1)).toBe('tooManyDistributions');
    expect(add(fifty, 51, [2000])).toBe(fifty);
    // A recipient already listed merges: no 51st distribution.
    expect(refusalOfAdd(fifty.entries, 50, 1)).toBeNull();

    const pks = Array.from({ length: 999 }, (_, index) => index + 1);
    const many = add(owned, 1, pks);
    expect(refusalOfAdd(many.entries, 2, 1)).toBeNull();
    expect(refusalOfAdd(many.entries, 2, 2)).toBe('tooManyRolls');
    expect(countPendingRolls(add(many, 2, [5000]).entries)).toBe(1000);
  });

  it('makes the body of SEND in the order of the list', () => {
    const state = add(add(owned, 2, [20], 'x'), 1, [10, 11]);
    expect(sendBodyOf(state.entries)).toEqual({
      distribution_entries: [
        { distribution_address: 2, comment: 'x', spool_entries: [{ spool_no: 'S0000020', comment: '' }] },
        {
          distribution_address: 1,
          comment: '',
          spool_entries: [
            { spool_no: 'S0000010', comment: '' },
            { spool_no: 'S0000011', comment: '' },
          ],
        },
      ],
    });
  });

  it('leaves the state as it is for an action that changes nothing', () => {
    const action: PendingAction = {
      type: 'add',
      entryId: 'x',
      recipient: recipient(1),
      comment: '',
      rolls: [],
      key: 'k',
    };
    expect(pendingReducer(owned, action)).toBe(owned);
  });
});
