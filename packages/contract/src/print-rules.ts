/**
 * The print data form's rules (ordering.md sections 3–5), shared by the web form and the server's
 * check of drafted and sent orders. Checkbox values are booleans, every other value a string.
 */
import { DEFAULT_INPUT_MAX_LENGTH } from './constants.js';
import { isCalendarDay } from './dates.js';
import { MESSAGE } from './messages.js';
import { getOwn, setOwn } from './own-keys.js';
import { compilePrintPattern } from './print-pattern.js';
import type { PrintField } from './schemas/catalogue.js';
import { hasControlCharacters } from './schemas/primitives.js';

export type PrintValue = string | boolean;
export type PrintValues = Record<string, PrintValue>;
export type PrintErrors = Record<string, string>;

type Dependency = { field?: unknown; value?: unknown };

export function isCheckboxField(field: Pick<PrintField, 'type' | 'field_type'>): boolean {
  return field.type === 'checkbox' || field.field_type === 'BOOLEAN';
}

export function isIntegerField(field: Pick<PrintField, 'field_type'>): boolean {
  return field.field_type === 'INTEGER';
}

/** PRODUCT_CODE, PRODUCT_CODE_EE… are part numbers, handled as strings. */
export function isProductCodeField(field: Pick<PrintField, 'field_type'>): boolean {
  return field.field_type.startsWith('PRODUCT_CODE');
}

function asText(value: PrintValue | undefined): string {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return value ?? '';
}

/** The form's starting values: each field's default (checkboxes as booleans). */
export function defaultPrintValues(fields: readonly PrintField[]): PrintValues {
  const values: PrintValues = {};
  for (const field of fields) {
    setOwn(values, field.name, isCheckboxField(field) ? field.default_value === 'true' : field.default_value);
  }
  return values;
}

/** A field shows only when its dependency's source has the expected value. */
export function isPrintFieldVisible(field: PrintField, values: PrintValues): boolean {
  const dependency = field.dependencies as Dependency;
  if (typeof dependency.field !== 'string' || dependency.field === '') return true;
  return asText(getOwn(values, dependency.field)) === String(dependency.value ?? '');
}

function isRealDate(value: string, format: string): boolean {
  const match =
    format === 'yyyy/MM/dd'
      ? /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(value)
      : /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return isCalendarDay(year, month, day);
}

/** The message of a field's value, or null when the value is fine. */
export function checkPrintField(field: PrintField, value: PrintValue | undefined): string | null {
  const message = field.validation_message || MESSAGE.invalid;
  if (isCheckboxField(field)) return value === undefined || typeof value === 'boolean' ? null : message;
  if (typeof value === 'boolean') return message;
  const text = (value ?? '').trim();
  if (text === '')
    return field.validation.blank === true ? null : field.validation_message || MESSAGE.required;
  if (text.length > DEFAULT_INPUT_MAX_LENGTH) return MESSAGE.maxLength;
  // Also a carriage return or a line or paragraph separator: a print value is one line, and RE2's `.`
  // (unlike JavaScript's) would let them through a pattern such as ^.{1,40}$.
  if (hasControlCharacters(text) || /[\r\n\u2028\u2029]/.test(text)) return MESSAGE.controlCharacters;
  if (isIntegerField(field)) {
    if (!/^-?\d+$/.test(text)) return message;
    const number = Number(text);
    if (field.validation.min !== undefined && number < field.validation.min) return message;
    if (field.validation.max !== undefined && number > field.validation.max) return message;
    return null;
  }
  if (field.options.length > 0 && !field.options.some((option) => option.value === text)) return message;
  if (field.field_type === 'DATE' && !isRealDate(text, field.format || 'yyyy/MM/dd')) return message;
  if (field.validation.regexp) {
    const isMatch = compilePrintPattern(field.validation.regexp);
    if (!isMatch?.(text)) return message;
  }
  return null;
}

/** Errors of every visible field, by field name; empty when the form may be confirmed. */
export function checkPrintData(fields: readonly PrintField[], values: PrintValues): PrintErrors {
  const errors: PrintErrors = {};
  for (const field of fields) {
    if (!isPrintFieldVisible(field, values)) continue;
    const problem = checkPrintField(field, getOwn(values, field.name));
    if (problem) setOwn(errors, field.name, problem);
  }
  return errors;
}

/**
 * Applies a change of one field: linked fields of the same kind take the new value over, fields
 * that depend on it go back to their defaults (ordering.md section 4).
 */
export function changePrintValue(
  fields: readonly PrintField[],
  values: PrintValues,
  name: string,
  value: PrintValue,
): PrintValues {
  const next: PrintValues = { ...values };
  setOwn(next, name, value);
  const source = fields.find((field) => field.name === name);
  if (!source) return next;
  const defaults = defaultPrintValues(fields);
  for (const field of fields) {
    const dependency = field.dependencies as Dependency;
    if (dependency.field === name) setOwn(next, field.name, getOwn(defaults, field.name) ?? '');
  }
  for (const target of source.linked) {
    const field = fields.find((candidate) => candidate.name === target);
    if (field && isCheckboxField(field) === isCheckboxField(source)) setOwn(next, target, value);
  }
  return next;
}

/** The fields as an order position carries them: visible fields only. */
export function toPrintingFields(fields: readonly PrintField[], values: PrintValues) {
  return fields
    .filter((field) => isPrintFieldVisible(field, values))
    .map((field) => {
      const value = getOwn(values, field.name) ?? (isCheckboxField(field) ? false : '');
      return { pk: field.pk, name: field.name, value: typeof value === 'string' ? value.trim() : value };
    });
}

/** Spaces in part numbers are computed: 9812345680 → "98 123 456 80" (2, then groups of 3). */
export function spacePartNumber(value: string): string {
  const compact = value.replace(/\s+/g, '');
  if (compact.length <= 4) return compact;
  const groups = [compact.slice(0, 2)];
  for (let index = 2; index < compact.length; index += 3) groups.push(compact.slice(index, index + 3));
  const last = groups.at(-1)!;
  if (groups.length > 2 && last.length === 1) {
    groups.pop();
    groups[groups.length - 1] += last;
  }
  return groups.join(' ');
}

/** CODE39 encodes digits, capital letters, space and - . $ / + %. */
export function isCode39Encodable(value: string): boolean {
  return /^[0-9A-Z \-.$/+%]*$/.test(value);
}
