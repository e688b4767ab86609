import { z } from 'zod';
import { errorReplySchema } from '../errors.js';
import { wholeNumberParamSchema } from './primitives.js';

/**
 * The car-maker's supplier file (psa_accounts, decision 180): a CSV with this header line, in any
 * column order, names compared without case and surrounding blanks. Separator `;` or `,` (read
 * from the header line), fields may be quoted ("..." with "" for a quote), a UTF-8 byte-order mark
 * is skipped, UTF-8 or Windows-1252 (decision 181).
 */
export const SUPPLIER_FILE_COLUMNS = [
  'cofor6',
  'cofor10',
  'name',
  'street',
  'postal_code',
  'city',
  'country_code',
  'company_group',
  'restricted',
] as const;
export type SupplierFileColumn = (typeof SUPPLIER_FILE_COLUMNS)[number];

/** Values of the restricted flag, compared without case (decision 182); an empty cell is "no". */
export const SUPPLIER_FILE_TRUE_VALUES = ['1', 'true', 'yes', 'y', 'x'] as const;
export const SUPPLIER_FILE_FALSE_VALUES = ['0', 'false', 'no', 'n', ''] as const;

/** Longest name, street and city kept from the file; postal codes are shorter. */
export const SUPPLIER_FILE_TEXT_MAX = 200;
export const SUPPLIER_FILE_POSTAL_CODE_MAX = 20;

/** The largest file an upload may carry by default (setting psa_accounts.max_supplier_file_bytes). */
export const SUPPLIER_FILE_MAX_BYTES_DEFAULT = 32 * 1024 * 1024;

/** At most this many problems are listed in a report (the count tells them all, decision 183). */
export const SUPPLIER_FILE_REPORT_MAX = 1000;

/** One upload of the history. */
export const supplierFileSchema = z
  .object({
    id: z.number().int(),
    filename: z.string(),
    uploaded_at: z.string(),
    /** Who uploaded it: name and e-mail, or null when the user was deleted (or the demo seed). */
    uploaded_by: z.string().nullable(),
    row_count: z.number().int(),
    restricted_count: z.number().int(),
    /** The latest load: the one the registration lookup and the download use. */
    is_current: z.boolean(),
  })
  .meta({ id: 'SupplierFile' });
export type SupplierFile = z.infer<typeof supplierFileSchema>;

export const supplierFileListQuerySchema = z.object({
  before: wholeNumberParamSchema({ min: 1, max: 2_147_483_647 }).optional(),
  limit: wholeNumberParamSchema({ min: 1, max: 200 }).default(50),
});

export const supplierFileListSchema = z
  .object({
    results: z.array(supplierFileSchema),
    /** The `before` of the next page; null on the last one. */
    next_before: z.number().int().nullable(),
    max_bytes: z.number().int(),
    columns: z.array(z.string()),
  })
  .meta({ id: 'SupplierFileList' });
export type SupplierFileList = z.infer<typeof supplierFileListSchema>;

/** One problem of a refused file: the line of the file (1 is the header), the column, why. */
export const supplierFileProblemSchema = z
  .object({ line: z.number().int(), column: z.string().nullable(), message: z.string() })
  .meta({ id: 'SupplierFileProblem' });
export type SupplierFileProblem = z.infer<typeof supplierFileProblemSchema>;

export const supplierFileReportSchema = z
  .object({
    /** Data lines read (the header not counted). */
    row_count: z.number().int(),
    rejected_lines: z.number().int(),
    problem_count: z.number().int(),
    /** The first SUPPLIER_FILE_REPORT_MAX problems, in file order. */
    problems: z.array(supplierFileProblemSchema),
  })
  .meta({ id: 'SupplierFileReport' });
export type SupplierFileReport = z.infer<typeof supplierFileReportSchema>;

/** A refused upload: the usual error reply, and the report of a file that was read. */
export const supplierFileRefusalSchema = errorReplySchema
  .extend({ report: supplierFileReportSchema.optional() })
  .meta({ id: 'SupplierFileRefusal' });
export type SupplierFileRefusal = z.infer<typeof supplierFileRefusalSchema>;

export const supplierDataFileSchema = z
  .string()
  .meta({ id: 'SupplierDataFile', format: 'binary', description: 'The latest supplier file as CSV' });
