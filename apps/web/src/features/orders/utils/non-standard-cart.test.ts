import { describe, expect, it } from 'vitest';
import { cartReducer, EMPTY_CART } from './cart';
import { type NonStandardInput, nonStandardCartRows } from './non-standard-cart';

const services = [
  { pk: 1, category: 'PARTIAL_ROLL' as const },
  { pk: 2, category: 'PRINT_DESIGN' as const },
  { pk: 3, category: 'PRINTING' as const },
];
const input = (change: Partial<NonStandardInput> = {}): NonStandardInput => ({
  rowId: 'r1',
  product: 3,
  quantity: 2000,
  labelsPerUnit: 2000,
  services,
  printData: null,
  ...change,
});
const printData = [{ pk: 8, name: 'product_code', value: '9812345680' }];

describe('non-standard cart rows', () => {
  it('attaches PARTIAL_ROLL to a partial roll and drops it for whole rolls', () => {
    expect(nonStandardCartRows([input({ quantity: 3000 })])[0]?.extraServices).toEqual([
      { extra_service: 1 },
    ]);
    expect(nonStandardCartRows([input({ quantity: 4000 })])[0]?.extraServices).toEqual([]);
  });

  it('attaches PRINT_DESIGN and PRINTING with confirmed print data and marks the row printed', () => {
    const [row] = nonStandardCartRows([input({ quantity: 3000, printData })]);
    expect(row?.extraServices).toEqual([
      { extra_service: 1 },
      { extra_service: 2 },
      { extra_service: 3, fields: printData },
    ]);
    expect(row?.hasPrintingService).toBe(true);
  });

  it('drops both print services with the print data', () => {
    const [row] = nonStandardCartRows([input({ printData: null })]);
    expect(row?.extraServices).toEqual([]);
    expect(row?.hasPrintingService).toBe(false);
  });

  it('leaves out rows with 0 labels and products without the services', () => {
    expect(nonStandardCartRows([input({ quantity: 0 })])).toEqual([]);
    const [row] = nonStandardCartRows([input({ quantity: 300, services: [], printData })]);
    expect(row?.extraServices).toEqual([]);
  });

  it('replaces the cart rows through the reducer and keeps the state when nothing changed', () => {
    const state = cartReducer(EMPTY_CART, {
      type: 'setNonStandardRows',
      rows: nonStandardCartRows([input({ quantity: 500 })]),
    });
    expect(state.rows).toHaveLength(1);
    expect(
      cartReducer(state, {
        type: 'setNonStandardRows',
        rows: nonStandardCartRows([input({ quantity: 500 })]),
      }),
    ).toBe(state);
    expect(cartReducer(state, { type: 'setNonStandardRows', rows: [] }).rows).toEqual([]);
  });
});
