import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { csvCellSql, csvLineSql } from '../src/db/csv-sql.js';
import { createCsvWriter, streamCsvLines } from '../src/lib/csv-export.js';
import { queryRows } from './helpers/database.js';
import { openTestDatabase } from './helpers/test-app.js';

/**
 * The orders CSV writes its cells in the database (decision 245): each cell must come out exactly
 * as the JavaScript writer of the other exports (csv-stringify with protectCsvCell) writes it.
 */
const STARTS = ['=', '+', '-', '@', '\t', '\r', '\n', ' ', "'", '"', ';', 'a', 'é', '1'];
const PIECES = [
  'cmd|',
  "' /C calc'!A0",
  'SUM(1;2)',
  ';',
  '"',
  '""',
  '\n',
  '\r\n',
  '\r',
  ',',
  ' ',
  'é',
  '=',
  '\t',
];

function hostile(): string {
  let text = STARTS[randomInt(STARTS.length)]!;
  for (let i = randomInt(0, 6); i > 0; i--) text += PIECES[randomInt(PIECES.length)];
  return text;
}

async function writeWithStringify(values: readonly string[]): Promise<string[]> {
  const writer = createCsvWriter(['a', 'b']);
  const chunks: Buffer[] = [];
  writer.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  const done = new Promise((resolve) => writer.on('end', resolve));
  for (const value of values) writer.write({ a: value, b: 'x' });
  writer.end();
  await done;
  // Each record is "<cell>;x\r\n" after the BOM and the header: the cell is what precedes ";x\r\n".
  const body = Buffer.concat(chunks).toString('utf8').slice('\ufeffa;b\r\n'.length);
  return body.split(';x\r\n').slice(0, values.length);
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('csvCellSql', () => {
  it('writes every cell as csv-stringify with the formula apostrophe does (generated hostile strings)', async () => {
    const values = ['', 'Demo Parts', '1-2', "'=already", ...Array.from({ length: 400 }, hostile)];
    const expected = await writeWithStringify(values);
    const rows = await queryRows<{ cell: string }>(
      database,
      sql`select ${csvCellSql(sql`v.value`)} as cell
        from unnest(${`{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[])
          with ordinality as v(value, position)
        order by v.position`,
    );
    expect(rows.map((row) => row.cell)).toEqual(expected);
  });

  it('writes a null as an empty cell, so a line keeps its columns', async () => {
    const [row] = await queryRows<{ line: string }>(
      database,
      sql`select ${csvLineSql([csvCellSql(sql`null::text`), sql`'x'`, csvCellSql(sql`'=1'`)])} as line`,
    );
    expect(row!.line).toBe(";x;'=1");
  });
});

describe('streamCsvLines', () => {
  it('writes the BOM, the header and each batch of lines with CRLF ends', async () => {
    async function* batches() {
      yield ['a;1', 'b;2'];
      yield [];
      yield ['c;3'];
    }
    const chunks: Buffer[] = [];
    for await (const chunk of streamCsvLines(['name', 'n'], batches())) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe('\ufeffname;n\r\na;1\r\nb;2\r\nc;3\r\n');
  });
});
