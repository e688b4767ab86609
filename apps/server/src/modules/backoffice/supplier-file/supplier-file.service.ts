import type { Readable } from 'node:stream';
import {
  formatFileSize,
  type Language,
  MESSAGE,
  SUPPLIER_FILE_COLUMNS,
  type SupplierFile,
  type SupplierFileList,
  type SupplierFileReport,
  translateMessage,
} from '@label-portal/contract';
import { AppError } from '../../../lib/app-error.js';
import { streamCsv } from '../../../lib/csv-export.js';
import { splitKeysetPage } from '../../../lib/keyset-page.js';
import { recordAudit } from '../../platform/audit/index.js';
import {
  deleteOtherSupplierEntries,
  findCurrentSupplierFile,
  findSupplierEntryBatch,
  findSupplierFilePage,
  insertSupplierEntries,
  insertSupplierFile,
  lockSupplierFileLoads,
  type SupplierFileRecord,
} from './supplier-file.repository.js';
import { keepCellApostrophes } from './supplier-file-cells.js';
import type { SupplierFileDeps } from './supplier-file-deps.js';
import { decodeSupplierFile, parseSupplierFile } from './supplier-file-parse.js';

/** The uploaded file as the route read it: its name and bytes, or truncated past the limit. */
export type SupplierFileUpload = { filename: string; bytes: Buffer; isTruncated: boolean };

/** What a load answers: the file loaded, or the report of a refused one. */

const DOWNLOAD_BATCH = 5000;

export async function readMaxSupplierFileBytes(deps: SupplierFileDeps): Promise<number> {
  return deps.settings.getNumber('psa_accounts.max_supplier_file_bytes');
}

function toFile(
  record: SupplierFileRecord,
  uploadedBy: string | null,
  currentId: number | undefined,
): SupplierFile {
  return {
    id: record.id,
    filename: record.filename,
    uploaded_at: record.uploadedAt.toISOString(),
    uploaded_by: uploadedBy,
    row_count: record.rowCount,
    restricted_count: record.restrictedCount,
    is_current: record.id === currentId,
  };
}

/** GET /backoffice/api/supplier_files/: the uploads, newest first, by keyset. */
export async function listSupplierFiles(
  deps: SupplierFileDeps,
  query: { before?: number | undefined; limit: number },
): Promise<SupplierFileList> {
  const maxBytes = await readMaxSupplierFileBytes(deps);
  const current = await findCurrentSupplierFile(deps.db);
  const rows = await findSupplierFilePage(deps.db, query.before, query.limit + 1);
  const { page, next } = splitKeysetPage(rows, query.limit, (last) => last.id);
  return {
    results: page.map((row) => {
      const name = `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
      const who = row.email === null ? null : name ? `${name} <${row.email}>` : row.email;
      return toFile(row, who, current?.id);
    }),
    next_before: next,
    max_bytes: maxBytes,
    columns: [...SUPPLIER_FILE_COLUMNS],
  };
}

/** "The file is too large: at most 32 MB are accepted." (413). */
export function tooLargeError(maxBytes: number, language: Language): AppError {
  const error = new AppError('VALIDATION_FAILED', {
    fields: { file: [MESSAGE.documentTooLarge] },
    params: { max: formatFileSize(maxBytes, language) },
  });
  return Object.assign(error, { statusCode: 413 });
}

/**
 * POST /backoffice/api/supplier_files/: parses and checks the whole file first; a file with any
 * problem loads nothing and answers its report (decision 183). A clean file replaces the current
 * one in one transaction: the upload row, the entries in batches, the audit row (decision 184).
 */
export async function loadSupplierFile(
  deps: SupplierFileDeps,
  actorId: number,
  upload: SupplierFileUpload,
  maxBytes: number,
  language: Language,
): Promise<SupplierFile> {
  if (upload.isTruncated || upload.bytes.length > maxBytes) throw tooLargeError(maxBytes, language);
  const text = decodeSupplierFile(upload.bytes);
  const parsed = text === undefined ? undefined : await parseSupplierFile(text);
  if (!parsed || parsed.issueCount > 0) {
    const issues = parsed?.issues ?? [{ line: 1, column: null, message: MESSAGE.supplierFileEncoding }];
    const report: SupplierFileReport = {
      row_count: parsed?.rowCount ?? 0,
      rejected_lines: parsed?.rejectedLines ?? 0,
      problem_count: parsed?.issueCount ?? 1,
      problems: issues.map((issue) => ({
        line: issue.line,
        column: issue.column,
        message: translateMessage(issue.message, language, issue.params),
      })),
    };
    const count = new Intl.NumberFormat(language);
    // A refusal like any other (decision 316): the message with its key, the report beside it.
    throw new AppError('VALIDATION_FAILED', {
      detail: MESSAGE.supplierFileRefused,
      fields: { file: [MESSAGE.supplierFileRefused] },
      params: {
        lines: count.format(report.rejected_lines),
        problems: count.format(report.problem_count),
      },
      body: { report },
    });
  }
  const at = deps.now();
  const record = await deps.db.transaction(async (tx) => {
    await lockSupplierFileLoads(tx);
    const previous = await findCurrentSupplierFile(tx);
    const file = await insertSupplierFile(tx, {
      filename: upload.filename,
      uploadedBy: actorId,
      uploadedAt: at,
      rowCount: parsed.rows.length,
      restrictedCount: parsed.rows.filter((row) => row.restricted).length,
    });
    await deleteOtherSupplierEntries(tx, file.id);
    await insertSupplierEntries(tx, file.id, parsed.rows);
    await recordAudit(tx, { kind: 'user', userId: actorId }, at, {
      entityType: 'supplier_file',
      entityId: file.id,
      action: 'supplier_file.load',
      before: previous ? summaryOf(previous) : null,
      after: summaryOf(file),
    });
    return file;
  });
  return toFile(record, null, record.id);
}

function summaryOf(file: SupplierFileRecord) {
  return {
    id: file.id,
    filename: file.filename,
    row_count: file.rowCount,
    restricted_count: file.restrictedCount,
  };
}

/**
 * GET /psa_accounts/supplier_data/ (decisions 185, 166): the current file as CSV, in the upload's
 * format (so it loads again as it is): UTF-8 with a byte-order mark, `;`, CRLF, the header line,
 * restricted as 1 or 0, quoted by csv-stringify, every text cell guarded against spreadsheet
 * formulas (`protectCsvCell`; the upload undoes it). Streamed in batches read by keyset, never the
 * whole file in memory.
 */
export async function openSupplierData(deps: SupplierFileDeps): Promise<{ filename: string; csv: Readable }> {
  const current = await findCurrentSupplierFile(deps.db);
  if (!current) throw new AppError('NOT_FOUND', { detail: MESSAGE.supplierFileMissing });
  const date = current.uploadedAt.toISOString().slice(0, 10);
  async function* batches(): AsyncIterable<string[][]> {
    let after = 0;
    for (;;) {
      const batch = await findSupplierEntryBatch(deps.db, current!.id, after, DOWNLOAD_BATCH);
      if (batch.length === 0) return;
      yield batch.map((entry) => [
        ...[entry.cofor6, entry.cofor10, entry.name, entry.streetAddress, entry.postalCode, entry.city].map(
          keepCellApostrophes,
        ),
        entry.countryCode,
        entry.companyGroup,
        entry.restricted ? '1' : '0',
      ]);
      after = batch[batch.length - 1]!.id;
      if (batch.length < DOWNLOAD_BATCH) return;
    }
  }
  return { filename: `${date}_suppliers_file.csv`, csv: streamCsv(SUPPLIER_FILE_COLUMNS, batches()) };
}
