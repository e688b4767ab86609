import type { Product } from '@label-portal/contract';
import { useEffect } from 'react';
import { createSessionStore } from '../../../lib/session-store';
import { newUuid } from '../../../lib/uuid';
import type { NsRowAction } from '../non-standard/utils/ns-rows';
import {
  attemptFor,
  type CartAction,
  type CartProduct,
  type CartState,
  cartReducer,
  type OrderingTab,
  type PlacedOrder,
  type RepeatEntry,
} from '../utils/cart';
import { CART_STORAGE_KEY, parseStoredCart } from '../utils/cart-storage';
import { type NonStandardInput, nonStandardCartRows } from '../utils/non-standard-cart';

const store = createSessionStore({ key: CART_STORAGE_KEY, parse: parseStoredCart, reduce: cartReducer });
const dispatch = (action: CartAction) => store.dispatch(action);

/** The cart's actions; row ids and idempotency keys are generated here, the reducer stays pure. */
export const cartActions = {
  setRolls: (product: Pick<Product, 'pk' | 'labels_per_unit'>, rolls: number) =>
    dispatch({
      type: 'setRolls',
      product: product.pk,
      labelsPerUnit: product.labels_per_unit,
      rolls,
      rowId: newUuid(),
    }),
  reset: () => dispatch({ type: 'reset' }),
  /** The signed-in account opens an ordering screen: a cart left by another account is dropped. */
  claim: (owner: number) => dispatch({ type: 'claim', owner }),
  acknowledgePartial: (acknowledged: boolean) => dispatch({ type: 'acknowledgePartial', acknowledged }),
  setTab: (tab: OrderingTab) => dispatch({ type: 'setTab', tab }),
  nsRows: (action: NsRowAction) => dispatch({ type: 'nsRows', action }),
  /** The non-standard tab starts with one empty row. */
  ensureNsRow: () => {
    if (store.getState().nsRows.length === 0)
      dispatch({ type: 'nsRows', action: { type: 'add', rowId: newUuid() } });
  },
  signOut: () => dispatch({ type: 'signOut' }),
  setNonStandardRows: (inputs: readonly NonStandardInput[]) =>
    dispatch({ type: 'setNonStandardRows', rows: nonStandardCartRows(inputs) }),
  enterStandardTab: (products: readonly CartProduct[]) =>
    dispatch({ type: 'enterStandardTab', products, rowIds: store.getState().repeat.map(() => newUuid()) }),
  hasRepeat: (): boolean => store.getState().repeat.length > 0,
  hasPlaced: (): boolean => store.getState().placed !== null,
  startRepeat: (entries: readonly RepeatEntry[]) => dispatch({ type: 'startRepeat', entries }),
  setDelivery: (delivery: {
    customerTransportation: boolean;
    customerOrderNo: string;
    deliveryDate: string;
  }) => dispatch({ type: 'setDelivery', ...delivery }),
  /** The Idempotency-Key for this order body: kept while the body stays the same. */
  keyFor: (fingerprint: string): string => {
    const attempt = attemptFor(store.getState().attempt, fingerprint, newUuid);
    if (attempt !== store.getState().attempt) dispatch({ type: 'setAttempt', attempt });
    return attempt.key;
  },
  orderPlaced: (order: PlacedOrder) => dispatch({ type: 'orderPlaced', order }),
};

/** True once the cart belongs to this account (claimed); until then the screen waits. */
export function useCartOwner(owner: number | undefined): boolean {
  const cart = useCart();
  useEffect(() => {
    if (owner !== undefined) cartActions.claim(owner);
  }, [owner]);
  return owner !== undefined && cart.owner === owner;
}

/** The cart, kept in sessionStorage so that a reload keeps it. */
export function useCart(): CartState {
  return store.useState();
}
