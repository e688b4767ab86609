import { createCsvWriter } from '../../src/lib/csv-export.js';

/** What csv-stringify with the exports' options writes for these rows (BOM, header, CRLF). */
export async function writeRowsWithStringify(
  columns: string[],
  rows: Record<string, string | number>[],
): Promise<string> {
  const writer = createCsvWriter(columns);
  const chunks: Buffer[] = [];
  writer.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  const done = new Promise((resolve) => writer.on('end', resolve));
  for (const row of rows) writer.write(row);
  writer.end();
  await done;
  return Buffer.concat(chunks).toString('utf8');
}
