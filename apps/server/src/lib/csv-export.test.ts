import { randomInt } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { writeRowsWithStringify } from '../../test/helpers/csv.js';
import { protectCsvCell } from './csv-export.js';

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

function writeCsv(rows: Record<string, string | number>[]): Promise<string> {
  return writeRowsWithStringify(['a', 'b'], rows);
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
