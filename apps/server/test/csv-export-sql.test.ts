import { randomInt } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { copyCsvOut } from '../src/db/client.js';
import { csvCellSql, csvFormulaGuardSql, csvLineSql } from '../src/db/csv-sql.js';
import {
  createCsvWriter,
  protectCsvCell,
  quoteCsvCell,
  streamCopyCsv,
  streamCsvLines,
} from '../src/lib/csv-export.js';
import { writeRowsWithStringify } from './helpers/csv.js';
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
        from unnest(${textArray(values)}::text[])
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

/** A text array literal of PostgreSQL holding any strings. */
function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Rows of three text cells and a number: clean, hostile, formula starts, empty. */
function mixedRows(): { a: string; b: string; c: string; n: number }[] {
  const clean = ['Demo Parts', 'ABC123', '', 'Société', "'=already", '1-2'];
  const pick = (list: readonly string[]) => list[randomInt(list.length)]!;
  return Array.from({ length: 300 }, (_, index) => {
    const cells = [pick(clean), pick(clean), pick(clean)];
    if (index % 3 === 1) cells[randomInt(3)] = hostile();
    if (index % 3 === 2) cells[randomInt(3)] = `${pick(['=', '+', '-', '@', '\t'])}${pick(clean)}`;
    // The number as a number: csv-stringify, like the database, writes its minus as a sign.
    return { a: cells[0]!, b: cells[1]!, c: cells[2]!, n: index - 150 };
  });
}

describe('COPY in CSV format with csvFormulaGuardSql (the verifications download, decision 257)', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    'writes exactly what csv-stringify with the formula apostrophe writes, CRLF ends, quoted line breaks kept',
    async () => {
      const rows = mixedRows();
      rows.push({ a: 'two\nlines', b: 'a "quote"', c: 'cr\r\nlf', n: 0 });
      const expected = await writeRowsWithStringify(['a', 'b', 'c', 'n'], rows);
      const copy = await copyCsvOut(
        database.db,
        sql`select ${csvFormulaGuardSql(sql`v.a`)}, ${csvFormulaGuardSql(sql`v.b`)}, ${csvFormulaGuardSql(sql`v.c`)}, v.n
          from unnest(${textArray(rows.map((row) => row.a))}::text[], ${textArray(rows.map((row) => row.b))}::text[],
            ${textArray(rows.map((row) => row.c))}::text[], ${textArray(rows.map((row) => String(row.n)))}::int[])
            with ordinality as v(a, b, c, n, position)
          where v.position > ${0} and v.a is distinct from ${'never; \'it\' \\ "is"'}
          order by v.position`,
      );
      expect(copy).toBeDefined();
      const written = await readAll(streamCopyCsv(['a', 'b', 'c', 'n'], copy!.stream, copy!.cancel));
      expect(written).toBe(expected);
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'stops the statement when the reader goes away, and the connection serves the next query',
    async () => {
      const copy = await copyCsvOut(
        database.db,
        // 100 million lines (20 GB): never over within the wait below unless stopped.
        sql`select a.g, repeat('x', 200) from generate_series(1, 10000) a(g), generate_series(1, 10000) b(g)`,
      );
      const stream = streamCopyCsv(['g', 'x'], copy!.stream, copy!.cancel);
      await new Promise((resolve) => stream.once('data', resolve));
      stream.destroy();
      const [row] = await queryRows<{ one: number }>(database, sql`select 1 as one`);
      expect(row!.one).toBe(1);
      // The cancelled statement ends: nothing of it runs any more.
      await expect
        .poll(
          async () =>
            (
              await queryRows<{ n: number }>(
                database,
                sql`select count(*)::int as n from pg_stat_activity
                  where state = 'active' and query like '%copy (select a.g, repeat%' and pid <> pg_backend_pid()`,
              )
            )[0]!.n,
          { timeout: 10_000 },
        )
        .toBe(0);
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'runs each COPY on a connection of its own, closed with the stream, so the pool answers after many (postgres.js#499)',
    async () => {
      const copyBackends = async () =>
        (
          await queryRows<{ n: number }>(
            database,
            sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and application_name like '% copy'`,
          )
        )[0]!.n;
      for (let round = 0; round < 25; round += 1) {
        // Lines enough to fill the stream past its high-water mark, as a download does.
        const copy = await copyCsvOut(
          database.db,
          sql`select g, repeat('x', 90) from generate_series(1, 3000) g`,
        );
        if (round === 0) expect(await copyBackends()).toBe(1);
        expect((await readAll(copy!.stream)).length).toBeGreaterThan(3000 * 90);
        // Every pooled connection answers at once (the stuck one used to wait for ever).
        const answers = await Promise.race([
          Promise.all(
            Array.from({ length: 4 }, () => queryRows<{ one: number }>(database, sql`select 1 as one`)),
          ),
          new Promise<'stuck'>((resolve) => setTimeout(() => resolve('stuck'), 5_000)),
        ]);
        expect(answers, `round ${round}`).not.toBe('stuck');
      }
      await expect.poll(copyBackends, { timeout: 10_000 }).toBe(0);
    },
  );

  it('streams the lines on PostgreSQL and answers undefined on PGlite, whose driver has no COPY to a stream', async () => {
    const copy = await copyCsvOut(database.db, sql`select 1, ${'a;b'}`);
    if (process.env.DATABASE_URL) expect(await readAll(copy!.stream)).toBe('1;"a;b"\n');
    else expect(copy).toBeUndefined();
  });
});

describe('quoteCsvCell', () => {
  it('quotes as csv-stringify does (generated hostile strings, after the formula apostrophe)', async () => {
    const values = ['', 'Demo Parts', '1-2', "'=already", ...Array.from({ length: 400 }, hostile)];
    const expected = await writeWithStringify(values);
    expect(values.map((value) => quoteCsvCell(protectCsvCell(value)))).toEqual(expected);
  });
});

describe('streamCopyCsv', () => {
  it('ends lines with CRLF, keeps line breaks and quotes inside quoted cells, across any chunk split', async () => {
    const body = 'a;"x\ny";1\n"q""\n";b;2\nplain;;3\n';
    for (let split = 1; split < body.length; split++) {
      const copy = Readable.from([Buffer.from(body.slice(0, split)), Buffer.from(body.slice(split))]);
      const written = await readAll(streamCopyCsv(['h1', 'h2', 'h3'], copy, () => {}));
      expect(written).toBe('\ufeffh1;h2;h3\r\na;"x\ny";1\r\n"q""\n";b;2\r\nplain;;3\r\n');
    }
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
