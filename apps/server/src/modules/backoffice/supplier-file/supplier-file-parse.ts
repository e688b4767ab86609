import {
  COMPANY_GROUPS,
  hasControlCharacters,
  isCompliantCofor6,
  MESSAGE,
  SUPPLIER_FILE_COLUMNS,
  SUPPLIER_FILE_FALSE_VALUES,
  SUPPLIER_FILE_POSTAL_CODE_MAX,
  SUPPLIER_FILE_REPORT_MAX,
  SUPPLIER_FILE_TEXT_MAX,
  SUPPLIER_FILE_TRUE_VALUES,
  type SupplierFileColumn,
} from '@label-portal/contract';
import { CsvError, parse } from 'csv-parse';
import { listCountries } from '../../../lib/countries.js';
import { unprotectCell } from './supplier-file-cells.js';

type CompanyGroup = (typeof COMPANY_GROUPS)[number];

/** One entry of the file, checked. */
export type SupplierRow = {
  cofor6: string;
  cofor10: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  countryCode: string;
  companyGroup: CompanyGroup;
  restricted: boolean;
};

/** One problem: the line (1 is the header), the column, a message key and its parameters. */
export type SupplierFileIssue = {
  line: number;
  column: string | null;
  message: string;
  params?: Record<string, string | number>;
};

export type SupplierFileParse = {
  rows: SupplierRow[];
  /** Data lines read. */
  rowCount: number;
  /** The first SUPPLIER_FILE_REPORT_MAX problems. */
  issues: SupplierFileIssue[];
  issueCount: number;
  rejectedLines: number;
};

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
const WINDOWS_1252 = new TextDecoder('windows-1252');
const CHUNK = 64 * 1024;
const COFOR_CHARACTERS = /^[A-Z0-9]+$/;
const TRUE_VALUES = new Set<string>(SUPPLIER_FILE_TRUE_VALUES);
const FALSE_VALUES = new Set<string>(SUPPLIER_FILE_FALSE_VALUES);
const GROUPS = new Set<string>(COMPANY_GROUPS);
let countryCodes: Set<string> | undefined;

function isCountryCode(code: string): boolean {
  countryCodes ??= new Set(listCountries('en').map((country) => country.code));
  return countryCodes.has(code);
}

/**
 * The text of the file (decision 181): UTF-8 (its byte-order mark dropped), else Windows-1252;
 * undefined for what is not text (UTF-16, NUL bytes).
 */
export function decodeSupplierFile(bytes: Uint8Array): string | undefined {
  if (
    bytes.length >= 2 &&
    ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
  )
    return undefined;
  if (bytes.includes(0)) return undefined;
  try {
    return UTF8.decode(bytes);
  } catch {
    return WINDOWS_1252.decode(bytes);
  }
}

/** The separator: `;` or `,`, whichever the header line (outside quotes) holds more of; `;` on a tie. */
export function detectDelimiter(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let isQuoted = false;
  for (const character of text) {
    if (character === '"') isQuoted = !isQuoted;
    else if (!isQuoted && (character === '\n' || character === '\r')) break;
    else if (!isQuoted && character === ';') semicolons++;
    else if (!isQuoted && character === ',') commas++;
  }
  return commas > semicolons ? ',' : ';';
}

/** A header cell as a column name: no case, blanks and hyphens as underscores. */
function columnNameOf(cell: string): string {
  return cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

type Header = { indexes: Record<SupplierFileColumn, number>; width: number };

function readHeader(cells: string[], report: (issue: SupplierFileIssue) => void): Header | undefined {
  const indexes: Partial<Record<SupplierFileColumn, number>> = {};
  const columns = SUPPLIER_FILE_COLUMNS.join(', ');
  let isValid = true;
  cells.forEach((cell, index) => {
    const name = columnNameOf(cell);
    if (
      (SUPPLIER_FILE_COLUMNS as readonly string[]).includes(name) &&
      indexes[name as SupplierFileColumn] === undefined
    ) {
      indexes[name as SupplierFileColumn] = index;
    } else {
      isValid = false;
      report({
        line: 1,
        column: cell.trim(),
        message: MESSAGE.supplierFileUnknownColumn,
        params: { column: cell.trim(), columns },
      });
    }
  });
  const missing = SUPPLIER_FILE_COLUMNS.filter((column) => indexes[column] === undefined);
  if (missing.length > 0) {
    isValid = false;
    report({
      line: 1,
      column: null,
      message: MESSAGE.supplierFileHeader,
      params: { columns, missing: missing.join(', ') },
    });
  }
  return isValid
    ? { indexes: indexes as Record<SupplierFileColumn, number>, width: cells.length }
    : undefined;
}

type Check = (column: SupplierFileColumn, message: string, params?: Record<string, string | number>) => void;

function checkText(
  value: string,
  column: SupplierFileColumn,
  max: number,
  isRequired: boolean,
  fail: Check,
): void {
  if (isRequired && value === '') fail(column, MESSAGE.supplierFileRequired);
  else if (value.length > max) fail(column, MESSAGE.supplierFileTooLong, { max });
}

/** Checks one data line; answers the entry, or undefined when a problem was reported. */
function readRow(
  cells: string[],
  header: Header,
  line: number,
  firstLineOf: Map<string, number>,
  report: (issue: SupplierFileIssue) => void,
): SupplierRow | undefined {
  if (cells.length !== header.width) {
    report({
      line,
      column: null,
      message: MESSAGE.supplierFileFieldCount,
      params: { count: cells.length, expected: header.width },
    });
    return undefined;
  }
  let isValid = true;
  const fail: Check = (column, message, params) => {
    isValid = false;
    report({ line, column, message, ...(params && { params }) });
  };
  const value = (column: SupplierFileColumn) => {
    const cell = cells[header.indexes[column]]!.trim();
    if (hasControlCharacters(cell)) fail(column, MESSAGE.supplierFileControl);
    return cell;
  };
  const cofor6 = value('cofor6').toUpperCase();
  const cofor10 = value('cofor10').toUpperCase();
  // A downloaded file's text cells carry the formula guard's apostrophe: taken off here (decision 166).
  const name = unprotectCell(value('name'));
  const street = unprotectCell(value('street'));
  const postalCode = unprotectCell(value('postal_code'));
  const city = unprotectCell(value('city'));
  const countryCode = value('country_code').toUpperCase();
  const companyGroup = value('company_group').toUpperCase();
  const restrictedCell = value('restricted').toLowerCase();

  const isCofor6Valid = cofor6.length === 6 && COFOR_CHARACTERS.test(cofor6) && isCompliantCofor6(cofor6);
  if (!isCofor6Valid)
    fail('cofor6', cofor6 === '' ? MESSAGE.supplierFileRequired : MESSAGE.supplierFileCofor6);
  if (cofor10 === '') fail('cofor10', MESSAGE.supplierFileRequired);
  else if (cofor10.length !== 10 || !COFOR_CHARACTERS.test(cofor10))
    fail('cofor10', MESSAGE.supplierFileCofor10);
  else if (isCofor6Valid && !cofor10.startsWith(cofor6))
    fail('cofor10', MESSAGE.supplierFileCofor10Prefix, { cofor6 });
  else {
    const first = firstLineOf.get(cofor10);
    if (first !== undefined) fail('cofor10', MESSAGE.supplierFileDuplicate, { cofor10, line: first });
    else firstLineOf.set(cofor10, line);
  }
  checkText(name, 'name', SUPPLIER_FILE_TEXT_MAX, true, fail);
  // A registrant picks the address the file gives: a line without one cannot be offered (decision 299).
  checkText(street, 'street', SUPPLIER_FILE_TEXT_MAX, true, fail);
  checkText(postalCode, 'postal_code', SUPPLIER_FILE_POSTAL_CODE_MAX, true, fail);
  checkText(city, 'city', SUPPLIER_FILE_TEXT_MAX, true, fail);
  if (countryCode === '') fail('country_code', MESSAGE.supplierFileRequired);
  else if (!isCountryCode(countryCode))
    fail('country_code', MESSAGE.supplierFileCountry, { value: countryCode });
  if (!GROUPS.has(companyGroup)) fail('company_group', MESSAGE.supplierFileCompanyGroup);
  const restricted = TRUE_VALUES.has(restrictedCell);
  if (!restricted && !FALSE_VALUES.has(restrictedCell)) fail('restricted', MESSAGE.supplierFileRestricted);
  if (!isValid) return undefined;
  return {
    cofor6,
    cofor10,
    name,
    street,
    postalCode,
    city,
    countryCode,
    companyGroup: companyGroup as CompanyGroup,
    restricted,
  };
}

/** The line a record starts on, from the line it ends on and the line breaks inside its fields. */
function startLineOf(cells: string[], endLine: number): number {
  let breaks = 0;
  for (const cell of cells) {
    for (let at = cell.indexOf('\n'); at !== -1; at = cell.indexOf('\n', at + 1)) breaks++;
  }
  return endLine - breaks;
}

/**
 * Parses and checks a supplier file as a stream through csv-parse (decisions 180-183): the header
 * line first, then every data line; problems are reported with their line and column, and only
 * a file without any is meant to be loaded.
 */
export async function parseSupplierFile(text: string): Promise<SupplierFileParse> {
  const result: SupplierFileParse = { rows: [], rowCount: 0, issues: [], issueCount: 0, rejectedLines: 0 };
  const rejected = new Set<number>();
  const report = (issue: SupplierFileIssue) => {
    result.issueCount++;
    if (result.issues.length < SUPPLIER_FILE_REPORT_MAX) result.issues.push(issue);
    if (!rejected.has(issue.line)) {
      rejected.add(issue.line);
      if (issue.line > 1) result.rejectedLines++;
    }
  };
  const firstLineOf = new Map<string, number>();
  let header: Header | undefined;
  let isHeaderRead = false;
  const parser = parse({
    delimiter: detectDelimiter(text),
    bom: true,
    info: true,
    // Lines may end in CRLF, LF or CR within one file (a file edited on two systems); csv-parse
    // otherwise keeps the first ending it meets and reads the others as part of a field.
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    trim: true,
  });
  const done = new Promise<void>((resolve) => {
    parser.on('data', ({ record, info }: { record: string[]; info: { lines: number } }) => {
      const line = startLineOf(record, info.lines);
      if (!isHeaderRead) {
        isHeaderRead = true;
        header = readHeader(record, report);
        return;
      }
      if (!header) return;
      result.rowCount++;
      const row = readRow(record, header, line, firstLineOf, report);
      if (row && result.issueCount === 0) result.rows.push(row);
    });
    parser.on('error', (error: unknown) => {
      const csvError = error instanceof CsvError ? error : undefined;
      const line = (csvError as { lines?: number } | undefined)?.lines ?? 1;
      report({
        line,
        column: null,
        message: MESSAGE.supplierFileSyntax,
        params: { reason: csvError?.code ?? 'CSV' },
      });
      resolve();
    });
    parser.on('end', () => resolve());
  });
  for (let start = 0; start < text.length && !parser.destroyed; start += CHUNK) {
    if (!parser.write(text.slice(start, start + CHUNK)))
      await Promise.race([new Promise((resolve) => parser.once('drain', resolve)), done]);
  }
  if (!parser.destroyed) parser.end();
  await done;
  if (!isHeaderRead || (header && result.rowCount === 0 && result.issueCount === 0))
    report({ line: 1, column: null, message: MESSAGE.supplierFileEmpty });
  if (result.issueCount > 0) result.rows = [];
  return result;
}
