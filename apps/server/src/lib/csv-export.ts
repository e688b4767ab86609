import { Readable, Transform } from 'node:stream';
import { businessDate } from '@label-portal/contract';
import { attachmentHeaders } from './attachment.js';

/**
 * Shared rules of the statistics CSV exports (statistics.md section 7; decision 216): semicolons,
 * CRLF, UTF-8 with a byte-order mark (Excel then reads accents right), RFC 4180 quoting (a cell
 * holding `;`, `"`, CR or LF is quoted, quotes doubled), and every text cell that a spreadsheet would
 * read as a formula protected by `protectCsvCell`. `csvCell` is the one writer of a cell in Node;
 * `db/csv-sql.ts` writes the same cell in the database where the lines are built there (decision 245).
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

/** Headers of a CSV attachment: `attachmentHeaders` with the exports' type. */
export function csvAttachmentHeaders(fileName: string): Record<string, string> {
  return attachmentHeaders(fileName, 'text/csv; charset=utf-8');
}

type Cell = string | number | null | undefined;

/**
 * The one CSV cell of the exports: nothing for null, a number as it is, a text with the formula
 * apostrophe (`protectCsvCell`), then quoted when it holds `;`, `"`, CR or LF (`quoteCsvCell`). A
 * lone CR or LF is quoted too, so that no spreadsheet reads it as a line break (decision 245).
 */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  return quoteCsvCell(typeof value === 'string' ? protectCsvCell(value) : String(value));
}

/** One CSV line of the exports, without its CRLF. */
function csvLine(cells: readonly Cell[]): string {
  return cells.map(csvCell).join(';');
}

/** BOM and header line: every export starts with them. */
const csvHead = (columns: readonly string[]) => `\ufeff${csvLine(columns)}\r\n`;

/** A writable of rows (objects keyed by `columns`) whose CSV bytes stream out: BOM and header first. */
export function createCsvWriter(columns: readonly string[]) {
  const writer = new Transform({
    writableObjectMode: true,
    transform(row: Record<string, Cell>, _encoding, done) {
      done(null, Buffer.from(`${csvLine(columns.map((column) => row[column]))}\r\n`));
    },
  });
  writer.push(Buffer.from(csvHead(columns)));
  return writer;
}

/**
 * The CSV as a byte stream from batches of finished lines (the verifications download on PGlite):
 * BOM and header first, then each batch of lines as one chunk, each line ended by CRLF. The next
 * batch is read only when the consumer asks for more (backpressure), so the server holds one batch
 * whatever the export's size. A producer that must keep a transaction open around its reads uses
 * `streamCsvBatches`.
 */
export function streamCsvLines(
  columns: readonly string[],
  batches: AsyncIterable<readonly string[]>,
): Readable {
  async function* chunks(): AsyncIterable<Buffer> {
    yield Buffer.from(csvHead(columns));
    for await (const lines of batches) {
      if (lines.length > 0) yield Buffer.from(`${lines.join('\r\n')}\r\n`);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** The error a CSV producer's `send` throws once the reader has gone (a cancelled download). */
export class CsvReaderGoneError extends Error {
  constructor() {
    super('The CSV reader has gone: the download was cancelled or cut.');
  }
}

/**
 * The CSV as a byte stream that `produce` writes in batches of lines built by the database
 * (decision 326): BOM and header first, then each batch handed to `send` as one chunk, each line
 * ended by CRLF. `produce` starts when the reply first reads (Fastify listens for the stream's
 * errors by then). `send` resolves when the reader wants more (backpressure): the
 * producer holds one batch whatever the export's size, and may keep a transaction open around its
 * reads. Once the reader has gone, `send` throws `CsvReaderGoneError` so the producer stops and
 * its transaction ends. An error of `produce` destroys the stream with it: the BOM and header are
 * on their way by then, so Fastify logs the error and cuts the reply (the client gets an incomplete
 * file, never a complete-looking one); the process goes on.
 */
export function streamCsvBatches(
  columns: readonly string[],
  produce: (send: (lines: readonly string[]) => Promise<void>) => Promise<void>,
): Readable {
  let isStarted = false;
  let resumeProducer: (() => void) | undefined;
  const wakeProducer = () => {
    const resume = resumeProducer;
    resumeProducer = undefined;
    resume?.();
  };
  const output = new Readable({
    read() {
      if (isStarted) {
        wakeProducer();
        return;
      }
      isStarted = true;
      this.push(Buffer.from(csvHead(columns)));
      produce(send).then(
        () => {
          if (!output.destroyed) output.push(null);
        },
        (error: unknown) => {
          if (!output.destroyed) output.destroy(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
    destroy(error, done) {
      wakeProducer();
      done(error);
    },
  });
  async function send(lines: readonly string[]): Promise<void> {
    if (output.destroyed) throw new CsvReaderGoneError();
    if (lines.length === 0) return;
    if (output.push(Buffer.from(`${lines.join('\r\n')}\r\n`))) return;
    await new Promise<void>((resolve) => {
      resumeProducer = resolve;
    });
    if (output.destroyed) throw new CsvReaderGoneError();
  }
  return output;
}

/**
 * The CSV as a byte stream from batches of rows made in Node (the supplier file's download,
 * decision 166): BOM, header, CRLF, each cell by `csvCell`. The next batch is read only when the
 * consumer asks for more.
 */
export function streamCsv(columns: readonly string[], batches: AsyncIterable<readonly Cell[][]>): Readable {
  async function* chunks(): AsyncIterable<Buffer> {
    yield Buffer.from(csvHead(columns));
    for await (const batch of batches) {
      for (const row of batch) yield Buffer.from(`${csvLine(row)}\r\n`);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** A cell quoted by RFC 4180 with the exports' options: when it holds `;`, `"`, CR or LF (quotes doubled). */
export function quoteCsvCell(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const QUOTE = 0x22;
const LF = 0x0a;
const CRLF = Buffer.from('\r\n');
/** Bytes gathered before they go on: COPY sends one message a line. */
const CHUNK_BYTES = 64 * 1024;

/**
 * The CSV as a byte stream from PostgreSQL's COPY … TO STDOUT in CSV format with `;` (decision 257):
 * BOM and header first, then COPY's lines with CRLF ends (COPY ends them with LF; a line break
 * inside a quoted cell is kept as it is), gathered in chunks of 64 KiB. COPY quotes as csv-stringify
 * does (a cell holding the delimiter, a quote, CR or LF); the formula apostrophe comes from the
 * statement. Backpressure reaches the database (the driver pauses its socket). When the consumer
 * goes away early (a cancelled download), `cancel` stops the statement and the rest is drained so
 * the connection goes back to the pool.
 */
export function streamCopyCsv(columns: readonly string[], copy: Readable, cancel: () => void): Readable {
  let isQuoted = false;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const keep = (bytes: Buffer) => {
    pending.push(bytes);
    pendingBytes += bytes.length;
  };
  const takePending = () => {
    const chunk = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    return chunk;
  };
  const output = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let from = 0;
      while (from < chunk.length) {
        const quote = chunk.indexOf(QUOTE, from);
        if (isQuoted) {
          const end = quote < 0 ? chunk.length : quote + 1;
          keep(chunk.subarray(from, end));
          if (quote >= 0) isQuoted = false;
          from = end;
          continue;
        }
        const lineEnd = chunk.indexOf(LF, from);
        if (lineEnd >= 0 && (quote < 0 || lineEnd < quote)) {
          keep(chunk.subarray(from, lineEnd));
          keep(CRLF);
          from = lineEnd + 1;
        } else if (quote >= 0) {
          keep(chunk.subarray(from, quote + 1));
          isQuoted = true;
          from = quote + 1;
        } else {
          keep(chunk.subarray(from));
          from = chunk.length;
        }
      }
      if (pendingBytes >= CHUNK_BYTES) this.push(takePending());
      done();
    },
    flush(done) {
      if (pendingBytes > 0) this.push(takePending());
      done();
    },
  });
  output.push(Buffer.from(csvHead(columns)));
  // Once COPY has ended (before the output's flush), there is nothing to stop or drain.
  let isCopyOver = false;
  copy.once('end', () => {
    isCopyOver = true;
  });
  copy.on('error', (error) => output.destroy(error));
  output.on('close', () => {
    if (isCopyOver) return;
    copy.unpipe(output);
    copy.on('data', () => {});
    copy.resume();
    cancel();
  });
  copy.pipe(output);
  return output;
}
