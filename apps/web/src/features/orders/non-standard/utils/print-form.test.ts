import { code39Errors, MESSAGE } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import { emptyRow, nsRowsReducer, parseLabels } from './ns-rows';
import {
  initialPrintForm,
  printFormErrors,
  printFormReducer,
  printStatusOf,
  sortedFields,
} from './print-form';
import { FIELDS } from './test-fields';

const BARCODES = ['product_code', 'quantity'];
const reduce = (state: ReturnType<typeof initialPrintForm>, action: Parameters<typeof printFormReducer>[3]) =>
  printFormReducer(FIELDS, BARCODES, state, action);

describe('print form state machine', () => {
  it('goes none → unconfirmed → confirmed → unconfirmed, and clear goes back to none', () => {
    let state = initialPrintForm(FIELDS);
    expect(printStatusOf(state)).toBe('none');
    expect(printStatusOf(null)).toBe('none');
    state = reduce(state, { type: 'change', name: 'product_code', value: '9812345680' });
    expect(printStatusOf(state)).toBe('unconfirmed');
    state = reduce(state, { type: 'confirm' });
    expect(printStatusOf(state)).toBe('confirmed');
    state = reduce(state, { type: 'unconfirm' });
    expect(printStatusOf(state)).toBe('unconfirmed');
    state = reduce(reduce(state, { type: 'confirm' }), { type: 'clear' });
    expect(printStatusOf(state)).toBe('none');
    expect(state.values.product_code).toBe('');
  });

  it('refuses to confirm a form with errors and drops a confirmation on change', () => {
    let state = reduce(initialPrintForm(FIELDS), { type: 'change', name: 'quantity', value: '0' });
    expect(reduce(state, { type: 'confirm' })).toBe(state);
    state = reduce(state, { type: 'change', name: 'product_code', value: '9812345680' });
    state = reduce(reduce(state, { type: 'change', name: 'quantity', value: '5' }), { type: 'confirm' });
    expect(state.confirmed).toBe(true);
    expect(reduce(state, { type: 'change', name: 'quantity', value: '6' }).confirmed).toBe(false);
  });

  it('confirms a form whose defaults are already valid without an edit', () => {
    const fields = FIELDS.filter((field) => field.name !== 'product_code');
    const state = printFormReducer(fields, BARCODES, initialPrintForm(fields), { type: 'confirm' });
    expect(printStatusOf(state)).toBe('confirmed');
  });

  it('copies linked fields and resets dependent fields when their source changes', () => {
    let state = reduce(initialPrintForm(FIELDS), { type: 'change', name: 'made_in', value: 'MA' });
    expect(state.values.xf_made_in).toBe('MA');
    state = reduce(state, { type: 'change', name: 'made_in_arabic', value: true });
    state = reduce(state, { type: 'change', name: 'made_in', value: 'FR' });
    expect(state.values.made_in_arabic).toBe(false);
  });

  it('sorts the fields by index', () => {
    expect(sortedFields(FIELDS).map((field) => field.index)).toEqual([1, 2, 4, 6, 7, 12]);
  });
});

describe('CODE39 errors', () => {
  it('marks barcode values CODE39 cannot encode, not other fields or empty values', () => {
    const values = { product_code: '98123abc', quantity: '', made_in: 'fr' };
    expect(code39Errors(FIELDS, values, BARCODES)).toEqual({ product_code: MESSAGE.code39 });
    expect(code39Errors(FIELDS, { product_code: '98 123 456 80' }, BARCODES)).toEqual({});
  });

  it('puts the CODE39 error before the field rule in the form errors', () => {
    const errors = printFormErrors(
      FIELDS,
      { ...initialPrintForm(FIELDS).values, product_code: '98123abc' },
      BARCODES,
    );
    expect(errors.product_code).toBe(MESSAGE.code39);
  });
});

describe('non-standard rows', () => {
  it('drops labels and print data when the product changes', () => {
    let rows = nsRowsReducer([], { type: 'add', rowId: 'a' });
    rows = nsRowsReducer(rows, { type: 'setProduct', rowId: 'a', product: 3, printFields: FIELDS });
    rows = nsRowsReducer(rows, { type: 'setLabels', rowId: 'a', labels: '3000' });
    rows = nsRowsReducer(rows, {
      type: 'print',
      rowId: 'a',
      action: { type: 'change', name: 'product_code', value: 'X' },
      fields: FIELDS,
      barcodeFields: BARCODES,
    });
    rows = nsRowsReducer(rows, { type: 'setProduct', rowId: 'a', product: 8, printFields: null });
    expect(rows).toEqual([{ ...emptyRow('a'), product: 8 }]);
    expect(nsRowsReducer(rows, { type: 'remove', rowId: 'a' })).toEqual([]);
  });

  it('reads the number of labels as a whole number of 0 or more', () => {
    expect(parseLabels('3000')).toBe(3000);
    expect(parseLabels('')).toBe(0);
    expect(parseLabels('-3')).toBe(0);
    expect(parseLabels('1.5')).toBe(0);
  });
});
