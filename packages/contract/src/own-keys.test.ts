import { describe, expect, it } from 'vitest';
import { getOwn, isSpecialKey, setOwn } from './own-keys.js';
import { changePrintValue, checkPrintData, defaultPrintValues, toPrintingFields } from './print-rules.js';
import type { PrintField } from './schemas/catalogue.js';

function field(name: string, overrides: Partial<PrintField> = {}): PrintField {
  return {
    pk: 1,
    index: 1,
    name,
    label: name,
    description: '',
    type: 'text',
    field_type: 'STRING',
    validation: { blank: false },
    validation_message: `bad ${name}`,
    default_value: '',
    read_only: false,
    dependencies: {},
    linked: [],
    options: [],
    format: '',
    ...overrides,
  };
}

describe('own keys', () => {
  it('names the keys that reach Object.prototype', () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) expect(isSpecialKey(key)).toBe(true);
    expect(isSpecialKey('designation')).toBe(false);
  });

  it('sets __proto__ as an own key and never reads inherited ones', () => {
    const record: Record<string, string> = {};
    setOwn(record, '__proto__', 'a');
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(Object.keys(record)).toEqual(['__proto__']);
    expect(getOwn(record, '__proto__')).toBe('a');
    expect(getOwn(record, 'constructor')).toBeUndefined();
    expect(JSON.parse(JSON.stringify(record))).toEqual(JSON.parse('{"__proto__":"a"}'));
  });
});

describe('print rules with special field names', () => {
  const names = ['__proto__', 'constructor', 'prototype'];

  it.each(names)('check a required field named %s like any other', (name) => {
    const fields = [field(name)];
    expect(Object.entries(checkPrintData(fields, {}))).toEqual([[name, `bad ${name}`]]);
    const values = defaultPrintValues([field(name, { default_value: 'x' })]);
    expect(Object.keys(values)).toEqual([name]);
    expect(checkPrintData(fields, values)).toEqual({});
    expect(toPrintingFields(fields, values)).toEqual([{ pk: 1, name, value: 'x' }]);
  });

  it('never take an inherited value for a missing field, nor for a dependency', () => {
    const dependent = field('extra', { dependencies: { field: 'constructor', value: '' } });
    // `constructor` is not among the values: the dependency's source is empty, so the field shows.
    expect(Object.keys(checkPrintData([dependent], {}))).toEqual(['extra']);
    const changed = changePrintValue([field('__proto__')], {}, '__proto__', 'y');
    expect(Object.getPrototypeOf(changed)).toBe(Object.prototype);
    expect(getOwn(changed, '__proto__')).toBe('y');
  });
});
