import { stringify } from 'csv-stringify';

/** First characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell made safe against formula injection: a cell starting with = + - @ tab or CR gets a
 * leading apostrophe, which Excel and LibreOffice show as text and do not evaluate (decision 222).
 * Numbers written by the portal itself (quantities) are not passed through it.
 */
export function escapeFormulaCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * A CSV writer for Excel: `;` separated, CRLF, UTF-8 with a byte-order mark, quotes where a cell
 * needs them; every text cell escaped against formula injection. Rows written to it stream out.
 */
export function createCsvWriter(columns: readonly string[]) {
  return stringify({
    delimiter: ';',
    record_delimiter: 'windows',
    bom: true,
    header: true,
    columns: [...columns],
    cast: { string: escapeFormulaCell },
  });
}
