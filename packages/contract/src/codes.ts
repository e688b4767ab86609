/**
 * Company codes. COFOR6 is the six-character supplier code, COFOR10 the ten-character account id.
 */
export const COFOR6_LENGTH = 6;
export const COFOR10_LENGTH = 10;

export function normalizeCofor6(input: string): string {
  return input.trim().toUpperCase().slice(0, COFOR6_LENGTH);
}

export function normalizeCofor10(input: string): string {
  return input.trim().toUpperCase().slice(0, COFOR10_LENGTH);
}

/** A COFOR6 is compliant when it has six characters holding at least one digit and one letter. */
export function isCompliantCofor6(input: string): boolean {
  if (input.length < COFOR6_LENGTH) return false;
  const head = input.slice(0, COFOR6_LENGTH);
  return /[0-9]/.test(head) && /[A-Za-z]/.test(head);
}

/** Label ids: twelve characters from the consonants B-Z (no vowels) and the digits. */
export const LABEL_ID_LENGTH = 12;
const LABEL_ID_STRIP = /[^BCDFGHJKLMNPQRSTVWXYZ0-9]/g;

export function normalizeLabelId(input: string): string {
  return input.toUpperCase().replace(LABEL_ID_STRIP, '');
}

export function isValidLabelId(input: string): boolean {
  return normalizeLabelId(input) === input && input.length === LABEL_ID_LENGTH;
}

/** Object ids (holospot ids): `#` followed by digits; the `#` is not sent in calls. */
export function normalizeObjectId(input: string): string {
  const digits = input.replace(/[^0-9]/g, '');
  return `#${digits}`;
}

export function isObjectIdInput(input: string): boolean {
  return input.trimStart().startsWith('#');
}
