import {
  EMPTY_PENDING,
  type PendingEntry,
  type PendingRecipient,
  type PendingRoll,
  type PendingState,
} from './pending-distributions';

/**
 * sessionStorage key of the pending distributions (decision 153): a reload keeps them, another tab
 * or a new session starts empty; they name their owner, and signing out empties them.
 */
export const PENDING_STORAGE_KEY = 'label-portal.distributions';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isPk = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isText = (value: unknown): value is string => typeof value === 'string';

const RECIPIENT_TEXTS = [
  'company_name',
  'street_address',
  'address_details',
  'postal_code',
  'city',
  'country',
  'country_code',
] as const;

function readRecipient(value: unknown): PendingRecipient | null {
  if (!isRecord(value) || !isPk(value.pk)) return null;
  if (!RECIPIENT_TEXTS.every((key) => isText(value[key]))) return null;
  return value as unknown as PendingRecipient;
}

function readRoll(value: unknown): PendingRoll | null {
  if (!isRecord(value) || !isPk(value.pk) || !isText(value.spool_no)) return null;
  if (!isText(value.product_group) || !isText(value.customer_reference)) return null;
  return {
    pk: value.pk,
    spool_no: value.spool_no,
    product_group: value.product_group,
    customer_reference: value.customer_reference,
  };
}

function readEntry(value: unknown): PendingEntry | null {
  if (!isRecord(value) || !isText(value.id) || !isText(value.comment) || !Array.isArray(value.rolls)) {
    return null;
  }
  const recipient = readRecipient(value.recipient);
  const rolls = value.rolls.map(readRoll);
  if (!recipient || rolls.length === 0 || rolls.some((roll) => roll === null)) return null;
  return { id: value.id, recipient, comment: value.comment, rolls: rolls as PendingRoll[] };
}

/** Reads the stored pending distributions; anything unreadable gives the empty list. */
export function parseStoredPending(text: string | null): PendingState {
  if (!text) return EMPTY_PENDING;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return EMPTY_PENDING;
  }
  if (!isRecord(value) || !Array.isArray(value.entries)) return EMPTY_PENDING;
  const entries = value.entries.map(readEntry);
  if (entries.some((entry) => entry === null)) return EMPTY_PENDING;
  return {
    owner: isPk(value.owner) ? value.owner : null,
    entries: entries as PendingEntry[],
    idempotencyKey: isText(value.idempotencyKey) && entries.length > 0 ? value.idempotencyKey : null,
  };
}
