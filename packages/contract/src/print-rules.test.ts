import { describe, expect, it } from 'vitest';
import { MESSAGE } from './messages.js';
import {
  changePrintValue,
  checkPrintData,
  checkPrintField,
  defaultPrintValues,
  isCode39Encodable,
  isPrintFieldVisible,
  spacePartNumber,
  toPrintingFields,
} from './print-rules.js';
import type { PrintField } from './schemas/catalogue.js';

function field(overrides: Partial<PrintField> & Pick<PrintField, 'name' | 'field_type'>): PrintField {
  return {
    pk: Math.floor(Math.random() * 1e6),
    index: 1,
    label: overrides.name,
    description: '',
    type: 'text',
    validation: { blank: true },
    validation_message: `bad ${overrides.name}`,
    default_value: '',
    read_only: false,
    dependencies: {},
    linked: [],
    options: [],
    format: '',
    ...overrides,
  };
}

const productCode = field({
  name: 'product_code',
  field_type: 'PRODUCT_CODE',
  validation: { blank: false, regexp: '^[0-9A-Z]{8,12}$' },
});
const quantity = field({
  name: 'quantity',
  field_type: 'INTEGER',
  type: 'number',
  validation: { min: 1, max: 99999, blank: false },
  default_value: '1',
  linked: ['xf_quantity_ee'],
});
const xfQuantity = field({
  name: 'xf_quantity_ee',
  field_type: 'INTEGER',
  type: 'number',
  validation: { min: 1, max: 99999, blank: false },
});
const madeIn = field({
  name: 'made_in',
  field_type: 'COUNTRY_CODE',
  type: 'select',
  default_value: 'FR',
  validation: { blank: false },
  options: [
    { value: 'FR', label: 'France' },
    { value: 'MA', label: 'Morocco' },
  ],
  linked: ['made_in_arabic'],
});
const madeInArabic = field({
  name: 'made_in_arabic',
  field_type: 'BOOLEAN',
  type: 'checkbox',
  default_value: 'false',
  dependencies: { field: 'made_in', value: 'MA' },
});
const packagingDate = field({
  name: 'xf_packaging_date',
  field_type: 'DATE',
  type: 'date',
  format: 'yyyy/MM/dd',
  validation: { blank: false },
});
const optional = field({
  name: 'supplier_information',
  field_type: 'STRING',
  validation: { blank: true, regexp: '^.{0,30}$' },
});
const fields = [productCode, quantity, xfQuantity, madeIn, madeInArabic, packagingDate, optional];

describe('print data rules', () => {
  it('starts from the defaults, checkboxes as booleans', () => {
    expect(defaultPrintValues(fields)).toMatchObject({ quantity: '1', made_in: 'FR', made_in_arabic: false });
  });

  it('checks integers against min and max, and blank only where allowed', () => {
    expect(checkPrintField(quantity, '0')).toBe('bad quantity');
    expect(checkPrintField(quantity, '100000')).toBe('bad quantity');
    expect(checkPrintField(quantity, '2.5')).toBe('bad quantity');
    expect(checkPrintField(quantity, '42')).toBeNull();
    expect(checkPrintField(quantity, '')).toBe('bad quantity');
    expect(checkPrintField(optional, '')).toBeNull();
  });

  it('tests strings, selects and dates against their rules', () => {
    expect(checkPrintField(productCode, '98123456 80')).toBe('bad product_code');
    expect(checkPrintField(productCode, '9812345680')).toBeNull();
    expect(checkPrintField(madeIn, 'XX')).toBe('bad made_in');
    expect(checkPrintField(packagingDate, '2026/02/30')).toBe('bad xf_packaging_date');
    expect(checkPrintField(packagingDate, '2026-02-10')).toBe('bad xf_packaging_date');
    expect(checkPrintField(packagingDate, '2026/02/10')).toBeNull();
    expect(checkPrintField(optional, 'x'.repeat(31))).toBe('bad supplier_information');
    expect(checkPrintField(optional, 'x'.repeat(101))).toBe('validation.maxLength');
    expect(checkPrintField(optional, 'a\u0000b')).toBe('validation.controlCharacters');
  });

  it('runs a catastrophic pattern in linear time and refuses a look-around it cannot run', () => {
    // ^([A-Za-z]+)+$ against 99 letters and '!' takes the JavaScript engine ~2^99 steps.
    const nested = field({ name: 'nested', field_type: 'STRING', validation: { regexp: '^([A-Za-z]+)+$' } });
    expect(checkPrintField(nested, `${'a'.repeat(99)}!`)).toBe('bad nested');
    expect(checkPrintField(nested, 'abc')).toBeNull();
    // Found anywhere in the text, as RegExp.test: anchors are the pattern's own.
    const part = field({ name: 'part', field_type: 'STRING', validation: { regexp: '[0-9]{3}' } });
    expect(checkPrintField(part, 'AB123')).toBeNull();
    expect(checkPrintField(part, 'AB12')).toBe('bad part');
    const lookahead = field({ name: 'ahead', field_type: 'STRING', validation: { regexp: '^(?=A)' } });
    expect(checkPrintField(lookahead, 'ABC')).toBe('bad ahead');
    // JavaScript's \u escapes keep their meaning; an escaped backslash before u stays a backslash.
    const accented = field({
      name: 'accent',
      field_type: 'STRING',
      validation: { regexp: '^[\\u00C0-\\u017F]+$' },
    });
    expect(checkPrintField(accented, 'éà')).toBeNull();
    expect(checkPrintField(accented, 'ea')).toBe('bad accent');
    const backslash = field({ name: 'slash', field_type: 'STRING', validation: { regexp: '^\\\\u0041$' } });
    expect(checkPrintField(backslash, '\\u0041')).toBeNull();
    expect(checkPrintField(backslash, 'A')).toBe('bad slash');
  });

  it('refuses line breaks in a one-line print value, which RE2 would match with "."', () => {
    const designation = field({ name: 'd', field_type: 'STRING', validation: { regexp: '^.{1,40}$' } });
    expect(checkPrintField(designation, 'A B')).toBeNull();
    for (const value of ['A\rB', 'A\nB', 'A\u2028B', 'A\u2029B']) {
      expect(checkPrintField(designation, value)).toBe(MESSAGE.controlCharacters);
    }
  });

  it('shows a dependent field only when its source matches, and skips hidden fields', () => {
    const values = defaultPrintValues(fields);
    expect(isPrintFieldVisible(madeInArabic, values)).toBe(false);
    expect(isPrintFieldVisible(madeInArabic, { ...values, made_in: 'MA' })).toBe(true);
    expect(checkPrintData([madeInArabic], { made_in: 'FR', made_in_arabic: 'yes' })).toEqual({});
  });

  it('resets dependent fields and copies linked ones when a source changes', () => {
    let values = changePrintValue(fields, defaultPrintValues(fields), 'made_in', 'MA');
    values = changePrintValue(fields, values, 'made_in_arabic', true);
    expect(values.made_in_arabic).toBe(true);
    values = changePrintValue(fields, values, 'made_in', 'FR');
    expect(values.made_in_arabic).toBe(false);
    values = changePrintValue(fields, values, 'quantity', '250');
    expect(values.xf_quantity_ee).toBe('250');
  });

  it('carries only visible fields into the position', () => {
    const values = { ...defaultPrintValues(fields), product_code: ' 9812345680 ' };
    const carried = toPrintingFields(fields, values);
    expect(carried.map((entry) => entry.name)).not.toContain('made_in_arabic');
    expect(carried.find((entry) => entry.name === 'product_code')?.value).toBe('9812345680');
  });

  it('spaces part numbers and knows what CODE39 can encode', () => {
    expect(spacePartNumber('9812345680')).toBe('98 123 456 80');
    expect(spacePartNumber('981234568')).toBe('98 123 4568');
    expect(spacePartNumber('ABCDEFGHIJKL')).toBe('AB CDE FGH IJKL');
    expect(isCode39Encodable('P9812345680')).toBe(true);
    expect(isCode39Encodable('p98é')).toBe(false);
  });
});
