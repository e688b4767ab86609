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
});
