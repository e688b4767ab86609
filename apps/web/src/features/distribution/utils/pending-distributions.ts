import {
  DISTRIBUTION_MAX_ENTRIES,
  DISTRIBUTION_MAX_SPOOLS,
  type DistributionListBody,
  type Spool,
} from '@label-portal/contract';

/** The recipient of a pending distribution, as the list shows it. */
export interface PendingRecipient {
  pk: number;
  company_name: string;
  street_address: string;
  address_details: string;
  postal_code: string;
  city: string;
  country: string;
  country_code: string;
}

/** A roll of a pending distribution: what the list shows of it. */
export interface PendingRoll {
  pk: number;
  spool_no: string;
  product_group: string;
  customer_reference: string;
}

export interface PendingEntry {
  id: string;
  recipient: PendingRecipient;
  comment: string;
  rolls: PendingRoll[];
}

/**
 * The distributions added but not yet sent (decision 153): kept in the tab's sessionStorage, owned
 * by one account, with the Idempotency-Key of the next SEND (a new one whenever the list changes,
 * the same one for a retry of an unchanged list).
 */
export interface PendingState {
  owner: number | null;
  entries: PendingEntry[];
  idempotencyKey: string | null;
}

export const EMPTY_PENDING: PendingState = { owner: null, entries: [], idempotencyKey: null };

export type PendingAction =
  | { type: 'claim'; owner: number }
  | {
      type: 'add';
      entryId: string;
      recipient: PendingRecipient;
      comment: string;
      rolls: PendingRoll[];
      key: string;
    }
  | { type: 'remove'; entryId: string; key: string }
  | { type: 'removeRoll'; entryId: string; rollPk: number; key: string }
  | { type: 'sent' }
  | { type: 'signOut' };

export function pendingRollOf(spool: Spool): PendingRoll {
  return {
    pk: spool.pk,
    spool_no: spool.spool_no,
    product_group: spool.product.product_group.name,
    customer_reference: spool.product.customer_reference,
  };
}

/** How many rolls the pending distributions hold. */
export function countPendingRolls(entries: readonly PendingEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.rolls.length, 0);
}

/** The rolls in pending distributions: they leave the available list. */
export function pendingRollPks(entries: readonly PendingEntry[]): Set<number> {
  return new Set(entries.flatMap((entry) => entry.rolls.map((roll) => roll.pk)));
}

export type AddRefusal = 'noRecipient' | 'noRolls' | 'tooManyDistributions' | 'tooManyRolls';

/**
 * Why ADD DISTRIBUTION cannot add (the send's limits: 50 distributions, 1,000 rolls), or null.
 * Adding for a recipient already listed merges, so it never adds a distribution.
 */
export function refusalOfAdd(
  entries: readonly PendingEntry[],
  recipientPk: number | null,
  rollCount: number,
): AddRefusal | null {
  if (recipientPk === null) return 'noRecipient';
  if (rollCount === 0) return 'noRolls';
  const isMerge = entries.some((entry) => entry.recipient.pk === recipientPk);
  if (!isMerge && entries.length >= DISTRIBUTION_MAX_ENTRIES) return 'tooManyDistributions';
  if (countPendingRolls(entries) + rollCount > DISTRIBUTION_MAX_SPOOLS) return 'tooManyRolls';
  return null;
}

function withRolls(rolls: readonly PendingRoll[], added: readonly PendingRoll[]): PendingRoll[] {
  const known = new Set(rolls.map((roll) => roll.pk));
  return [...rolls, ...added.filter((roll) => !known.has(roll.pk))];
}

function add(state: PendingState, action: Extract<PendingAction, { type: 'add' }>): PendingState {
  if (refusalOfAdd(state.entries, action.recipient.pk, action.rolls.length)) return state;
  const inUse = pendingRollPks(state.entries);
  const rolls = action.rolls.filter((roll) => !inUse.has(roll.pk));
  if (rolls.length === 0) return state;
  const comment = action.comment.trim();
  const existing = state.entries.find((entry) => entry.recipient.pk === action.recipient.pk);
  const entries = existing
    ? state.entries.map((entry) =>
        entry === existing
          ? { ...entry, comment: comment || entry.comment, rolls: withRolls(entry.rolls, rolls) }
          : entry,
      )
    : [...state.entries, { id: action.entryId, recipient: action.recipient, comment, rolls }];
  return { ...state, entries, idempotencyKey: action.key };
}

/**
 * The pending list's changes: ADD (a recipient already listed gets the rolls merged into its
 * distribution, a non-empty comment replaces its comment), REMOVE (the rolls come back), a roll
 * removed (an empty distribution goes), SEND done (empty), and the owner's claim (another account's
 * list is dropped).
 */
export function pendingReducer(state: PendingState, action: PendingAction): PendingState {
  switch (action.type) {
    case 'claim':
      if (state.owner === action.owner) return state;
      return state.owner === null
        ? { ...state, owner: action.owner }
        : { ...EMPTY_PENDING, owner: action.owner };
    case 'add':
      return add(state, action);
    case 'remove': {
      const entries = state.entries.filter((entry) => entry.id !== action.entryId);
      if (entries.length === state.entries.length) return state;
      return { ...state, entries, idempotencyKey: entries.length > 0 ? action.key : null };
    }
    case 'removeRoll': {
      const entries = state.entries
        .map((entry) =>
          entry.id === action.entryId
            ? { ...entry, rolls: entry.rolls.filter((roll) => roll.pk !== action.rollPk) }
            : entry,
        )
        .filter((entry) => entry.rolls.length > 0);
      return { ...state, entries, idempotencyKey: entries.length > 0 ? action.key : null };
    }
    case 'sent':
      return { ...state, entries: [], idempotencyKey: null };
    case 'signOut':
      return EMPTY_PENDING;
  }
}

/** The body of SEND: one distribution per pending entry, in the list's order. */
export function sendBodyOf(entries: readonly PendingEntry[]): DistributionListBody {
  return {
    distribution_entries: entries.map((entry) => ({
      distribution_address: entry.recipient.pk,
      comment: entry.comment,
      spool_entries: entry.rolls.map((roll) => ({ spool_no: roll.spool_no, comment: '' })),
    })),
  };
}
