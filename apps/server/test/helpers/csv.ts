import { stringify } from 'csv-stringify';
import { protectCsvCell } from '../../src/lib/csv-export.js';

/**
 * What csv-stringify with the exports' options writes for these rows (BOM, header, CRLF): the
 * independent oracle the exports' own writers (`csvCell`, `csvCellSql`) are checked against.
 */
export async function writeRowsWithStringify(
  columns: string[],
  rows: Record<string, string | number>[],
): Promise<string> {
  const writer = stringify({
    delimiter: ';',
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    bom: true,
    cast: { string: protectCsvCell },
    header: true,
    columns,
  });
  const chunks: Buffer[] = [];
  writer.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  const done = new Promise((resolve) => writer.on('end', resolve));
  for (const row of rows) writer.write(row);
  writer.end();
  await done;
  return Buffer.concat(chunks).toString('utf8');
}
