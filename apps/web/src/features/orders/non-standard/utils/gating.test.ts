import { describe, expect, it } from 'vitest';
import { canCheckoutNonStandard, cartInputsOf, type NsProduct, nsChecksOf, offersPrinting } from './gating';
import { emptyRow, type NsRow } from './ns-rows';
import { initialPrintForm, printFormReducer } from './print-form';
import { FIELDS } from './test-fields';

const SERVICES = [
  { pk: 1, category: 'PARTIAL_ROLL' as const, name: 'Partial roll', image: '', fee: '35.00' },
  { pk: 2, category: 'PRINT_DESIGN' as const, name: 'Print design', image: '', fee: '60.00' },
  { pk: 3, category: 'PRINTING' as const, name: 'Printing', image: '', fee: '0.00' },
];
const PRINTED: NsProduct = {
  pk: 10,
  labels_per_unit: 2000,
  extra_services: SERVICES,
  print_fields: FIELDS,
  blocked: false,
};
const PARTIAL_ONLY: NsProduct = { ...PRINTED, pk: 20, extra_services: [SERVICES[0]!], print_fields: [] };
const PRODUCTS = [PRINTED, PARTIAL_ONLY];

const edited = printFormReducer(FIELDS, [], initialPrintForm(FIELDS), {
  type: 'change',
  name: 'product_code',
  value: '9812345680',
});
const confirmed = printFormReducer(FIELDS, [], edited, { type: 'confirm' });

function row(rowId: string, product: number, labels: string, print: NsRow['print'] = null): NsRow {
  return { ...emptyRow(rowId), product, labels, print };
}

describe('non-standard gates', () => {
  it('knows which products offer printing', () => {
    expect(offersPrinting(PRINTED)).toBe(true);
    expect(offersPrinting(PARTIAL_ONLY)).toBe(false);
  });

  it('passes only confirmed print data to the cart, and no row without a product', () => {
    const inputs = cartInputsOf(
      [row('a', 10, '3000', edited), row('b', 10, '2000', confirmed), emptyRow('c')],
      PRODUCTS,
    );
    expect(inputs.map((input) => [input.rowId, input.printData !== null])).toEqual([
      ['a', false],
      ['b', true],
    ]);
  });

  it('finds unconfirmed print data, unprinted partial rolls and mixed carts', () => {
    expect(nsChecksOf([row('a', 10, '3000', edited)], PRODUCTS)).toEqual({
      anyUnconfirmed: true,
      partialUnprinted: true,
      mixed: false,
    });
    expect(nsChecksOf([row('a', 10, '3000', confirmed), row('b', 20, '2000')], PRODUCTS)).toEqual({
      anyUnconfirmed: false,
      partialUnprinted: false,
      mixed: true,
    });
    expect(nsChecksOf([row('a', 10, '4000', confirmed)], PRODUCTS)).toEqual({
      anyUnconfirmed: false,
      partialUnprinted: false,
      mixed: false,
    });
    // A row without labels is not in the cart: it neither mixes nor needs the acknowledgement.
    expect(nsChecksOf([row('a', 10, '2000', confirmed), row('b', 20, '')], PRODUCTS).mixed).toBe(false);
  });

  it('opens CHECKOUT only when placeable, confirmed and acknowledged', () => {
    const clean = { anyUnconfirmed: false, partialUnprinted: false, mixed: false };
    expect(canCheckoutNonStandard(true, clean, false)).toBe(true);
    expect(canCheckoutNonStandard(false, clean, true)).toBe(false);
    expect(canCheckoutNonStandard(true, { ...clean, anyUnconfirmed: true }, true)).toBe(false);
    expect(canCheckoutNonStandard(true, { ...clean, partialUnprinted: true }, false)).toBe(false);
    expect(canCheckoutNonStandard(true, { ...clean, partialUnprinted: true }, true)).toBe(true);
    // Mixed printed and unprinted rows only warn.
    expect(canCheckoutNonStandard(true, { ...clean, mixed: true }, false)).toBe(true);
  });
});
