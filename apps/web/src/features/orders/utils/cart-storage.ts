import type { NsRow } from '../non-standard/utils/ns-rows';
import type { PrintFormState } from '../non-standard/utils/print-form';
import { type CartRow, type CartState, EMPTY_CART, type PlacedOrder, type RepeatEntry } from './cart';

/**
 * sessionStorage key of the cart (decision 040): a reload keeps it, another tab or a new session
 * starts empty; it names its owner, and signing out empties it.
 */
export const CART_STORAGE_KEY = 'label-portal.cart';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

function isRow(value: unknown): value is CartRow {
  return (
    isRecord(value) && typeof value.rowId === 'string' && isCount(value.product) && isCount(value.quantity)
  );
}

const isPrintValue = (value: unknown) => typeof value === 'string' || typeof value === 'boolean';

function readPrintForm(value: unknown): PrintFormState | null {
  if (!isRecord(value) || !isRecord(value.values)) return null;
  if (!Object.values(value.values).every(isPrintValue)) return null;
  return {
    values: value.values as PrintFormState['values'],
    pristine: value.pristine !== false,
    confirmed: value.confirmed === true,
  };
}

function readNsRow(value: unknown): NsRow | null {
  if (!isRecord(value) || typeof value.rowId !== 'string' || typeof value.labels !== 'string') return null;
  const product = isCount(value.product) ? value.product : null;
  return { rowId: value.rowId, product, labels: value.labels, print: readPrintForm(value.print) };
}

function isRepeatEntry(value: unknown): value is RepeatEntry {
  return isRecord(value) && isCount(value.product) && isCount(value.quantity);
}

function readPlaced(value: unknown): PlacedOrder | null {
  if (!isRecord(value) || typeof value.orderId !== 'string' || !isCount(value.pk)) return null;
  const warnings = Array.isArray(value.warnings)
    ? value.warnings.filter(
        (warning): warning is PlacedOrder['warnings'][number] =>
          isRecord(warning) && typeof warning.code === 'string' && typeof warning.message === 'string',
      )
    : [];
  return { pk: value.pk, orderId: value.orderId, warnings };
}

/** Reads a stored cart; anything unreadable gives the empty cart. */
export function parseStoredCart(text: string | null): CartState {
  if (!text) return EMPTY_CART;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return EMPTY_CART;
  }
  if (!isRecord(value)) return EMPTY_CART;
  const attempt = value.attempt;
  return {
    owner: isCount(value.owner) ? value.owner : null,
    tab: value.tab === 'nonStandard' ? 'nonStandard' : 'standard',
    rows: Array.isArray(value.rows) ? value.rows.filter(isRow) : [],
    nsRows: Array.isArray(value.nsRows)
      ? value.nsRows.map(readNsRow).filter((row): row is NsRow => row !== null)
      : [],
    partialAcknowledged: value.partialAcknowledged === true,
    customerTransportation: value.customerTransportation === true,
    customerOrderNo: typeof value.customerOrderNo === 'string' ? value.customerOrderNo : '',
    deliveryDate: typeof value.deliveryDate === 'string' ? value.deliveryDate : '',
    repeat: Array.isArray(value.repeat) ? value.repeat.filter(isRepeatEntry) : [],
    attempt:
      isRecord(attempt) && typeof attempt.key === 'string' && typeof attempt.fingerprint === 'string'
        ? { key: attempt.key, fingerprint: attempt.fingerprint }
        : null,
    placed: readPlaced(value.placed),
  };
}
