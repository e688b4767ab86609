import {
  isObjectIdInput,
  LABEL_ID_LENGTH,
  normalizeLabelId,
  normalizeObjectId,
} from '@label-portal/contract';

/** Digits an object id holds at most (the label info's path parameter, decision 255). */
export const OBJECT_ID_MAX_DIGITS = 18;
/** An object id is looked up once it is longer than this, `#` included (statistics.md sections 5 and 9). */
export const OBJECT_ID_LOOKUP_AFTER = 3;

/**
 * What the label-or-object-id field holds after each keystroke (statistics.md section 5):
 * - a label id: uppercased, only consonants and digits kept, at most 12; ready at exactly 12;
 * - an object id: `#` then digits only; ready once longer than 3 characters with the `#`, which is
 *   not sent (`lookupId` holds the digits).
 */
export type LookupInput = {
  kind: 'label' | 'object';
  /** The text the field shows. */
  value: string;
  /** What the label info is asked for, or '' while the input is not complete. */
  lookupId: string;
};

export function readLookupInput(raw: string, { allowObjectId = true } = {}): LookupInput {
  if (allowObjectId && isObjectIdInput(raw)) {
    const value = normalizeObjectId(raw).slice(0, OBJECT_ID_MAX_DIGITS + 1);
    return { kind: 'object', value, lookupId: value.length > OBJECT_ID_LOOKUP_AFTER ? value.slice(1) : '' };
  }
  const value = normalizeLabelId(raw).slice(0, LABEL_ID_LENGTH);
  return { kind: 'label', value, lookupId: value.length === LABEL_ID_LENGTH ? value : '' };
}
