import { randomInt } from 'node:crypto';
import http from 'node:http';
import { parse } from 'csv-parse/sync';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { writeRowsWithStringify } from '../../test/helpers/csv.js';
import {
  CsvReaderGoneError,
  createCsvWriter,
  csvCell,
  protectCsvCell,
  streamCsvBatches,
} from './csv-export.js';

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

describe('streamCsvBatches', () => {
  /** A Fastify app whose one route streams `produce`'s batches; its log lines kept in `logs`. */
  async function serve(produce: Parameters<typeof streamCsvBatches>[1]) {
    const logs: { level: number; msg: string; err?: { message: string } }[] = [];
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => logs.push(JSON.parse(line)) } },
    });
    app.get('/file', (_request, reply) => reply.send(streamCsvBatches(['a', 'b'], produce)));
    app.get('/ping', () => 'pong');
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, url, logs };
  }

  /** Every byte of a reply and how it ended: `end` when complete, `cut` when the connection broke. */
  function download(url: string): Promise<{ text: string; ending: 'end' | 'cut' }> {
    return new Promise((resolve) => {
      http.get(url, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        const finish = (ending: 'end' | 'cut') =>
          resolve({ text: Buffer.concat(chunks).toString('utf8'), ending });
        response.on('end', () => finish(response.complete ? 'end' : 'cut'));
        response.on('error', () => finish('cut'));
      });
    });
  }

  it('writes BOM, header and every batch in order, each line ended by CRLF', async () => {
    const sent: number[] = [];
    const { app, url } = await serve(async (send) => {
      for (let batch = 0; batch < 40; batch++) {
        await send(Array.from({ length: 1_000 }, (_, line) => `${batch};${line}`));
        sent.push(batch);
      }
    });
    try {
      const { text, ending } = await download(`${url}/file`);
      expect(ending).toBe('end');
      const expected = Array.from(
        { length: 40_000 },
        (_, index) => `${Math.floor(index / 1_000)};${index % 1_000}`,
      );
      expect(text).toBe(`\ufeffa;b\r\n${expected.join('\r\n')}\r\n`);
      expect(sent).toHaveLength(40);
    } finally {
      await app.close();
    }
  });

  it('stops the producer when the reader has gone: send throws, no more batch is read', async () => {
    let batches = 0;
    let reportStop: (error: unknown) => void = () => {};
    const stopped = new Promise<unknown>((resolve) => {
      reportStop = resolve;
    });
    const { app, url } = await serve(async (send) => {
      try {
        for (;;) {
          await send([`${batches};${'x'.repeat(10_000)}`]);
          batches++;
        }
      } catch (error) {
        reportStop(error);
        throw error;
      }
    });
    try {
      const request = http.get(`${url}/file`, (response) => {
        response.once('data', () => request.destroy());
      });
      request.on('error', () => {});
      const stop = await stopped;
      expect(stop).toBeInstanceOf(CsvReaderGoneError);
      expect((stop as Error).message).toBe('The CSV reader has gone: the download was cancelled or cut.');
      // Backpressure: the producer ran only as far as the socket's buffers took its batches.
      expect(batches).toBeLessThan(1_000);
    } finally {
      await app.close();
    }
  });

  it('cuts the reply on an error after the first batch, logs it, and the server goes on answering', async () => {
    const { app, url, logs } = await serve(async (send) => {
      await send(['1;first']);
      throw new Error('connection to the database lost mid-file');
    });
    try {
      const { text, ending } = await download(`${url}/file`);
      expect(ending).toBe('cut');
      expect(text.startsWith('\ufeffa;b\r\n')).toBe(true);
      const ping = await fetch(`${url}/ping`);
      expect(await ping.text()).toBe('pong');
      expect(logs.some((line) => line.err?.message === 'connection to the database lost mid-file')).toBe(
        true,
      );
    } finally {
      await app.close();
    }
  });

  it('ends a complete file normally, nothing logged', async () => {
    const { app, url, logs } = await serve(async (send) => {
      await send(['1;only']);
    });
    try {
      const { text, ending } = await download(`${url}/file`);
      expect(ending).toBe('end');
      expect(text).toBe('\ufeffa;b\r\n1;only\r\n');
      expect(logs).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
