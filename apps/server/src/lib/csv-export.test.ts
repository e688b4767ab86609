import { randomInt } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { writeRowsWithStringify } from '../../test/helpers/csv.js';
import { createCsvWriter, csvCell, protectCsvCell } from './csv-export.js';

const STARTS = ['=', '+', '-', '@', '\t', '\r'];
const PIECES = [
  'cmd|',
  "' /C calc'!A0",
  'SUM(1,2)',
  ';',
  '"',
  '""',
  '\n',
  '\r\n',
  ',',
  ' ',
  'é',
  'x',
  '=',
  'HYPERLINK("http://x")',
];

function hostile(): string {
  let text = STARTS[randomInt(STARTS.length)]!;
  for (let i = randomInt(1, 6); i > 0; i--) text += PIECES[randomInt(PIECES.length)];
  return text;
}

/** What the exports' writer (`createCsvWriter`, cells by `csvCell`) writes for these rows. */
async function writeCsv(rows: Record<string, string | number>[]): Promise<string> {
  const writer = createCsvWriter(['a', 'b']);
  const chunks: Buffer[] = [];
  writer.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  const done = new Promise((resolve) => writer.on('end', resolve));
  for (const row of rows) writer.write(row);
  writer.end();
  await done;
  return Buffer.concat(chunks).toString('utf8');
}

describe('protectCsvCell', () => {
  it('prefixes an apostrophe to a cell starting with = + - @ tab or CR, and only to those', () => {
    for (const start of STARTS) expect(protectCsvCell(`${start}1+1`)).toBe(`'${start}1+1`);
    for (const safe of ['', 'Demo Parts', '1-2', "'=already", ' =spaced', 'a=b', '42']) {
      expect(protectCsvCell(safe)).toBe(safe);
    }
  });
});

describe('createCsvWriter', () => {
  it('writes ; separated CRLF lines with a BOM that parse back to the escaped cells (generated hostile strings)', async () => {
    const rows = Array.from({ length: 300 }, () => ({
      a: hostile(),
      b: `${PIECES[randomInt(PIECES.length)]}${hostile()}`,
    }));
    const text = await writeCsv(rows);
    expect(text.startsWith('\ufeffa;b\r\n')).toBe(true);
    const parsed = parse(text, { delimiter: ';', bom: true, columns: true }) as { a: string; b: string }[];
    expect(parsed).toEqual(rows.map((row) => ({ a: protectCsvCell(row.a), b: protectCsvCell(row.b) })));
    // No parsed cell can start a formula any more.
    for (const row of parsed) for (const cell of [row.a, row.b]) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('leaves numbers as numbers', async () => {
    const text = await writeCsv([{ a: 12, b: 'x' }]);
    expect(text).toBe('\ufeffa;b\r\n12;x\r\n');
  });
});

describe('csvCell', () => {
  it('writes every cell exactly as csv-stringify with the formula apostrophe does (generated hostile strings)', async () => {
    const rows = Array.from({ length: 300 }, () => ({
      a: hostile(),
      b: `${PIECES[randomInt(PIECES.length)]}${hostile()}`,
    }));
    rows.push({ a: '', b: 'x' }, { a: 'a\rb', b: 'c\nd' }, { a: '-12', b: 'é;"' });
    expect(await writeCsv(rows)).toBe(await writeRowsWithStringify(['a', 'b'], rows));
  });

  it('writes nothing for a missing cell and a number as it is', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('-3')).toBe("'-3");
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('=1;"x"')).toBe('"\'=1;""x"""');
  });
});
