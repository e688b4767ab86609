import { describe, expect, it } from 'vitest';
import { EMPTY_CART } from './cart';
import { parseStoredCart } from './cart-storage';

describe('parseStoredCart', () => {
  it('gives the empty cart for nothing or garbage', () => {
    expect(parseStoredCart(null)).toEqual(EMPTY_CART);
    expect(parseStoredCart('{not json')).toEqual(EMPTY_CART);
    expect(parseStoredCart('[1,2]')).toEqual(EMPTY_CART);
  });

  it('reads back a stored cart and drops malformed rows', () => {
    const stored = {
      owner: 7,
      tab: 'nonStandard',
      nsRows: [
        {
          rowId: 'n1',
          product: 4,
          labels: '3000',
          print: { values: { part_number: '9812345680', arabic: true }, pristine: false, confirmed: true },
        },
        { rowId: 'n2', product: null, labels: '', print: null },
      ],
      partialAcknowledged: true,
      rows: [{ rowId: 'a', product: 1, quantity: 20000 }, { rowId: 'b', product: 2, quantity: -5 }, 'x'],
      customerTransportation: true,
      customerOrderNo: 'PO-7',
      deliveryDate: '2030-01-02',
      repeat: [{ product: 3, quantity: 2000 }],
      attempt: { key: 'k-1', fingerprint: '{}' },
      placed: {
        pk: 9,
        orderId: '2026-100009',
        warnings: [{ code: 'DELIVERY_NOTE', kind: 'delivery', message: 'm' }],
      },
    };
    expect(parseStoredCart(JSON.stringify(stored))).toEqual({
      ...stored,
      rows: [{ rowId: 'a', product: 1, quantity: 20000 }],
    });
  });

  it('drops malformed non-standard rows and print forms with odd values', () => {
    const stored = {
      nsRows: [
        { rowId: 'n1', product: 4, labels: '10', print: { values: { a: { nested: 1 } }, confirmed: true } },
        { rowId: 5, product: 4, labels: '10', print: null },
        'x',
      ],
      tab: 'other',
    };
    const cart = parseStoredCart(JSON.stringify(stored));
    expect(cart.nsRows).toEqual([{ rowId: 'n1', product: 4, labels: '10', print: null }]);
    expect(cart.tab).toBe('standard');
    expect(cart.owner).toBeNull();
  });
});
