import { describe, expect, it } from 'vitest';
import {
  attemptFor,
  type CartState,
  cartReducer,
  draftBodyOf,
  EMPTY_CART,
  effectiveTransport,
  labelCountOf,
  repeatRows,
  transportOption,
} from './cart';

const roll = (product: number, labelsPerUnit: number, rolls: number, rowId = `row-${product}`) =>
  ({ type: 'setRolls', product, labelsPerUnit, rolls, rowId }) as const;

const PRODUCTS = [
  { pk: 1, labels_per_unit: 10000, blocked: false },
  { pk: 2, labels_per_unit: 5000, blocked: false },
  { pk: 3, labels_per_unit: 2000, blocked: true },
];

describe('cart reducer', () => {
  it('adds a row with labels = labels per roll x rolls', () => {
    const state = cartReducer(EMPTY_CART, roll(1, 10000, 2));
    expect(state.rows).toEqual([{ rowId: 'row-1', product: 1, quantity: 20000 }]);
  });

  it('updates the row of a product in place, keeping its row id', () => {
    let state = cartReducer(EMPTY_CART, roll(1, 10000, 2));
    state = cartReducer(state, roll(2, 5000, 1));
    state = cartReducer(state, roll(1, 10000, 5, 'another-id'));
    expect(state.rows).toEqual([
      { rowId: 'row-1', product: 1, quantity: 50000 },
      { rowId: 'row-2', product: 2, quantity: 5000 },
    ]);
  });

  it('removes the row when the rolls go back to 0 (empty or non-numeric input)', () => {
    let state = cartReducer(EMPTY_CART, roll(1, 10000, 2));
    state = cartReducer(state, roll(2, 5000, 3));
    state = cartReducer(state, roll(1, 10000, 0));
    expect(state.rows.map((row) => row.product)).toEqual([2]);
    expect(cartReducer(state, roll(9, 1000, 0)).rows).toHaveLength(1);
  });

  it('clears order, transport choice, number, date and attempt on reset', () => {
    let state: CartState = cartReducer(EMPTY_CART, roll(1, 10000, 2));
    state = cartReducer(state, {
      type: 'setDelivery',
      customerTransportation: true,
      customerOrderNo: 'PO-1',
      deliveryDate: '2030-01-02',
    });
    state = cartReducer(state, { type: 'setAttempt', attempt: { key: 'k', fingerprint: 'f' } });
    expect(cartReducer(state, { type: 'reset' })).toEqual(EMPTY_CART);
  });

  it('forgets everything on sign-out, the last placed order and the repeat basket too', () => {
    let state: CartState = cartReducer(EMPTY_CART, roll(1, 10000, 2));
    state = cartReducer(state, {
      type: 'orderPlaced',
      order: { pk: 7, orderId: '2026-000007', warnings: [] },
    });
    state = cartReducer(state, { type: 'startRepeat', entries: [{ product: 1, quantity: 10000 }] });
    expect(state.placed).not.toBeNull();
    expect(cartReducer(state, { type: 'reset' }).placed).not.toBeNull();
    expect(cartReducer(state, { type: 'signOut' })).toEqual(EMPTY_CART);
  });

  it('prefills a repeated order on entering the standard tab and keeps the basket until an edit', () => {
    let state = cartReducer(EMPTY_CART, roll(2, 5000, 7));
    state = cartReducer(state, {
      type: 'startRepeat',
      entries: [
        { product: 1, quantity: 30000 },
        { product: 2, quantity: 10000 },
      ],
    });
    state = cartReducer(state, { type: 'enterStandardTab', products: PRODUCTS, rowIds: ['a', 'b'] });
    expect(state.rows).toEqual([
      { rowId: 'a', product: 1, quantity: 30000 },
      { rowId: 'b', product: 2, quantity: 10000 },
    ]);
    expect(state.repeat).toHaveLength(2);

    // Entering again (a reload of the page) prefills again.
    const again = cartReducer(state, { type: 'enterStandardTab', products: PRODUCTS, rowIds: ['c', 'd'] });
    expect(again.rows.map((row) => row.quantity)).toEqual([30000, 10000]);

    // The first edit drops the repeat entries; the rows keep what is shown.
    const edited = cartReducer(state, roll(2, 5000, 3));
    expect(edited.repeat).toEqual([]);
    expect(edited.rows).toEqual([
      { rowId: 'a', product: 1, quantity: 30000 },
      { rowId: 'b', product: 2, quantity: 15000 },
    ]);
    expect(cartReducer(edited, { type: 'enterStandardTab', products: PRODUCTS, rowIds: [] }).rows).toEqual(
      [],
    );
  });

  it('clears the cart on entering the standard tab without a repeat basket', () => {
    const state = cartReducer(cartReducer(EMPTY_CART, roll(1, 10000, 2)), {
      type: 'enterStandardTab',
      products: PRODUCTS,
      rowIds: [],
    });
    expect(state.rows).toEqual([]);
  });

  it('remembers the placed order and clears the cart', () => {
    const state = cartReducer(cartReducer(EMPTY_CART, roll(1, 10000, 2)), {
      type: 'orderPlaced',
      order: { pk: 5, orderId: '2026-100005', warnings: [] },
    });
    expect(state.rows).toEqual([]);
    expect(state.placed?.orderId).toBe('2026-100005');
  });
});

describe('repeatRows', () => {
  it('sums positions per product and skips unavailable, blocked and partial-roll entries', () => {
    const rows = repeatRows(
      [
        { product: 1, quantity: 10000 },
        { product: 1, quantity: 20000 },
        { product: 3, quantity: 2000 },
        { product: 2, quantity: 1200 },
        { product: 42, quantity: 1000 },
      ],
      PRODUCTS,
      ['x', 'y', 'z'],
    );
    expect(rows).toEqual([{ rowId: 'x', product: 1, quantity: 30000 }]);
  });
});

describe('transport', () => {
  it('forces, hides or frees the option by the company restriction', () => {
    expect(transportOption('TRANSPORT_CUSTOMER')).toBe('forced');
    expect(transportOption('TRANSPORT_SCRIBOS')).toBe('hidden');
    expect(transportOption('NONE')).toBe('free');
    expect(effectiveTransport('TRANSPORT_CUSTOMER', false)).toBe(true);
    expect(effectiveTransport('TRANSPORT_SCRIBOS', true)).toBe(false);
    expect(effectiveTransport('NONE', true)).toBe(true);
    expect(effectiveTransport('NONE', false)).toBe(false);
  });
});

describe('draft body and checkout attempt', () => {
  it('sends each row as a position with its uuid, and nothing for an empty cart', () => {
    expect(draftBodyOf([], false)).toBeNull();
    expect(
      draftBodyOf([{ rowId: 'u1', product: 1, quantity: 20000 }], true, { billing: 4, delivery: 5 }),
    ).toEqual({
      order_positions: [{ uuid: 'u1', product: 1, quantity: 20000, extra_service_data: [] }],
      transport_by_customer: true,
      billing_address: 4,
      delivery_address: 5,
    });
    expect(
      labelCountOf([
        { rowId: 'a', product: 1, quantity: 1_000_000 },
        { rowId: 'b', product: 2, quantity: 500_000 },
      ]),
    ).toBe(1_500_000);
  });

  it('keeps the Idempotency-Key while the order body stays the same', () => {
    let counter = 0;
    const newKey = () => `key-${++counter}`;
    const first = attemptFor(null, 'body-1', newKey);
    expect(first).toEqual({ key: 'key-1', fingerprint: 'body-1' });
    expect(attemptFor(first, 'body-1', newKey)).toBe(first);
    expect(attemptFor(first, 'body-2', newKey)).toEqual({ key: 'key-2', fingerprint: 'body-2' });
  });
});

describe('cart across screens and accounts (decision 040)', () => {
  const nsAdd = { type: 'nsRows', action: { type: 'add', rowId: 'n1' } } as const;

  it('keeps the rows, the non-standard rows and the tab until the order is cleared or sent', () => {
    let state = cartReducer(EMPTY_CART, { type: 'claim', owner: 7 });
    state = cartReducer(state, { type: 'setTab', tab: 'nonStandard' });
    state = cartReducer(state, nsAdd);
    state = cartReducer(state, { type: 'acknowledgePartial', acknowledged: true });
    expect(state).toMatchObject({ owner: 7, tab: 'nonStandard', partialAcknowledged: true });
    expect(state.nsRows).toEqual([{ rowId: 'n1', product: null, labels: '', print: null }]);
    // The same account coming back keeps everything.
    expect(cartReducer(state, { type: 'claim', owner: 7 })).toBe(state);
    const cleared = cartReducer(state, { type: 'reset' });
    expect(cleared.nsRows).toEqual([]);
    expect(cleared.partialAcknowledged).toBe(false);
    const sent = cartReducer(state, { type: 'orderPlaced', order: { pk: 1, orderId: 'X', warnings: [] } });
    expect(sent.nsRows).toEqual([]);
  });

  it('drops the cart of another account, and adopts a cart that has no owner yet', () => {
    let state = cartReducer(EMPTY_CART, roll(1, 10000, 2));
    state = cartReducer(state, { type: 'claim', owner: 7 });
    expect(state.rows).toHaveLength(1);
    const other = cartReducer(state, { type: 'claim', owner: 8 });
    expect(other).toEqual({ ...EMPTY_CART, owner: 8 });
  });

  it('forgets everything on sign-out, the owner included', () => {
    let state = cartReducer(EMPTY_CART, { type: 'claim', owner: 7 });
    state = cartReducer(state, nsAdd);
    expect(cartReducer(state, { type: 'signOut' })).toEqual(EMPTY_CART);
  });
});
