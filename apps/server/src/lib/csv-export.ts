import { Readable } from 'node:stream';
import { businessDate } from '@label-portal/contract';
import { stringify } from 'csv-stringify';

/**
 * Shared rules of the statistics CSV exports (statistics.md section 7; decision 216): semicolons,
 * CRLF, UTF-8 with a byte-order mark (Excel then reads accents right), RFC 4180 quoting by
 * csv-stringify (a cell holding `;`, `"`, CR or LF is quoted, quotes doubled), and every text cell
 * that a spreadsheet would read as a formula protected by `protectCsvCell`.
 */

/** First characters that make a spreadsheet evaluate a cell (OWASP "CSV injection"). */
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * A cell as text that no spreadsheet evaluates: a value starting with = + - @ TAB or CR gets a
 * leading apostrophe (`=1+1` → `'=1+1`); anything else is kept as it is. Pure; numbers the export
 * writes itself (quantities, amounts, never negative) are passed as they are.
 */
export function protectCsvCell(value: string): string {
  return value.length > 0 && FORMULA_STARTS.has(value[0]!) ? `'${value}` : value;
}

/** `<yyyy-MM-dd>_<name>.csv`, the statistics' download names: today in the business time zone. */
export function csvFileName(now: Date, name: string): string {
  return `${businessDate(now)}_${name}.csv`;
}

/** Headers of a CSV attachment. */
export function csvAttachmentHeaders(fileName: string): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName}"`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  };
}

type Cell = string | number;

/** The stringifier of the exports' format; rows written to it (objects keyed by `columns`) stream out. */
export function createCsvWriter(columns: readonly string[]) {
  return stringify({
    delimiter: ';',
    record_delimiter: 'windows',
    bom: true,
    header: true,
    columns: [...columns],
    cast: { string: protectCsvCell },
  });
}

/**
 * The CSV as a byte stream: the header line, then the records of `batches` as they come (each
 * batch a few thousand records read by keyset), with backpressure, so the server holds one batch at
 * a time whatever the size of the export.
 */
export function streamCsv(columns: readonly string[], batches: AsyncIterable<readonly Cell[][]>): Readable {
  const stringifier = stringify({
    delimiter: ';',
    record_delimiter: 'windows',
    bom: true,
    cast: { string: protectCsvCell },
  });
  async function* records(): AsyncIterable<readonly Cell[]> {
    yield columns;
    for await (const batch of batches) yield* batch;
  }
  const source = Readable.from(records());
  source.on('error', (error) => stringifier.destroy(error));
  return source.pipe(stringifier);
}
