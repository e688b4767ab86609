/**
 * The download's formula guard and its undoing on upload (decision 166). The download passes its
 * text cells through `protectCsvCell` (a cell starting with = + - @ TAB or CR gets a leading
 * apostrophe); the upload strips that apostrophe again, so a downloaded file loads back unchanged.
 * A value that already starts with apostrophes before such a character gets one more on the way
 * out, so stripping one on the way in gives every value back exactly.
 */
const ESCAPED_START = /^'+[=+\-@\t\r]/;

/** Before `protectCsvCell`: `'=x` → `''=x` (protectCsvCell leaves a cell starting with ' as it is). */
export function keepCellApostrophes(value: string): string {
  return ESCAPED_START.test(value) ? `'${value}` : value;
}

/** On upload: `'=x` → `=x`, `''=x` → `'=x`; anything else as it is. */
export function unprotectCell(value: string): string {
  return ESCAPED_START.test(value) ? value.slice(1) : value;
}
