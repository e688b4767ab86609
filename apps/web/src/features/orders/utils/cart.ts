import type {
  ExtraServiceInput,
  OrderDraftBody,
  OrderWarning,
  Product,
  TransportRestriction,
} from '@label-portal/contract';
import { type NsRow, type NsRowAction, nsRowsReducer } from '../non-standard/utils/ns-rows';

/**
 * The cart of the order process (ordering.md sections 3 and 4) as a pure reducer: rows of full
 * rolls per product, the delivery choices of step 1, the repeat basket filled by REPEAT in the
 * order history, the idempotency key of the current checkout attempt, and the last placed order.
 */

/** One cart row: a product and its number of labels (a whole number of rolls in the standard tab). */
export interface CartRow {
  /** The row's uuid; sent as the order position's uuid. */
  rowId: string;
  product: number;
  quantity: number;
  /** Extra services of a non-standard row (PARTIAL_ROLL, PRINT_DESIGN, PRINTING with its fields). */
  extraServices?: ExtraServiceInput[];
  /** The row carries confirmed print data (PRINT_DESIGN and PRINTING). */
  hasPrintingService?: boolean;
}

/** A position copied from an order by REPEAT: product pk and number of labels. */
export interface RepeatEntry {
  product: number;
  quantity: number;
}

/** The Idempotency-Key of one checkout attempt and the order body it was made for. */
export interface CheckoutAttempt {
  key: string;
  fingerprint: string;
}

export interface PlacedOrder {
  pk: number;
  orderId: string;
  warnings: OrderWarning[];
}

/** The tab of the order process the cart was filled in. */
export type OrderingTab = 'standard' | 'nonStandard';

export interface CartState {
  /** The account the cart belongs to (its pk); null until an ordering screen claims it. */
  owner: number | null;
  tab: OrderingTab;
  rows: CartRow[];
  /** The rows of the non-standard tab as typed, print data forms included. */
  nsRows: NsRow[];
  /** Partial rolls without imprint acknowledged (the non-standard tab's warning box). */
  partialAcknowledged: boolean;
  /** The "Organize transport yourself" choice of step 1. */
  customerTransportation: boolean;
  customerOrderNo: string;
  /** Requested shipping date, yyyy-MM-dd, '' until step 1 is done. */
  deliveryDate: string;
  repeat: RepeatEntry[];
  attempt: CheckoutAttempt | null;
  placed: PlacedOrder | null;
}

/** What the repeat prefill needs to know of a product. */
export type CartProduct = Pick<Product, 'pk' | 'labels_per_unit' | 'blocked'>;

export type CartAction =
  /** Rolls typed for a product: above 0 adds or updates its row, 0 removes it; drops the repeat basket. */
  | { type: 'setRolls'; product: number; labelsPerUnit: number; rolls: number; rowId: string }
  /** The non-standard tab's rows as they are now (built by nonStandardCartRows). */
  | { type: 'setNonStandardRows'; rows: CartRow[] }
  /** A change of the non-standard tab's rows or of their print data forms. */
  | { type: 'nsRows'; action: NsRowAction }
  /** An ordering screen of this account: a cart of another account is dropped. */
  | { type: 'claim'; owner: number }
  /** The tab chosen (after the cart was cleared, when it had rows). */
  | { type: 'setTab'; tab: OrderingTab }
  | { type: 'acknowledgePartial'; acknowledged: boolean }
  /** Clearing the order: cart, transport choice, order number, delivery date (and the repeat basket). */
  | { type: 'reset' }
  /** The user signed out or the session ended: nothing of theirs stays in the tab. */
  | { type: 'signOut' }
  /** Entering the standard tab: the order is cleared, then the repeat basket (if any) prefills the rows. */
  | { type: 'enterStandardTab'; products: readonly CartProduct[]; rowIds: readonly string[] }
  /** REPEAT in the order history. */
  | { type: 'startRepeat'; entries: readonly RepeatEntry[] }
  | { type: 'setDelivery'; customerTransportation: boolean; customerOrderNo: string; deliveryDate: string }
  | { type: 'setAttempt'; attempt: CheckoutAttempt }
  /** SEND ORDER succeeded: the order is remembered for the thank-you page and the cart cleared. */
  | { type: 'orderPlaced'; order: PlacedOrder };

/** The order being put together, before anything is chosen (a placed order leaves it so). */
function noOrder() {
  return {
    rows: [],
    nsRows: [],
    partialAcknowledged: false,
    customerTransportation: false,
    customerOrderNo: '',
    deliveryDate: '',
    attempt: null,
  } satisfies Partial<CartState>;
}

export const EMPTY_CART: CartState = {
  owner: null,
  tab: 'standard',
  ...noOrder(),
  repeat: [],
  placed: null,
};

function clearedOrder(state: CartState): CartState {
  return { ...state, ...noOrder() };
}

/** Sums the repeat entries per product and keeps those that are whole rolls of an available product. */
export function repeatRows(
  entries: readonly RepeatEntry[],
  products: readonly CartProduct[],
  rowIds: readonly string[],
): CartRow[] {
  const byProduct = new Map<number, number>();
  for (const entry of entries) {
    byProduct.set(entry.product, (byProduct.get(entry.product) ?? 0) + entry.quantity);
  }
  const rows: CartRow[] = [];
  for (const [pk, quantity] of byProduct) {
    const product = products.find((candidate) => candidate.pk === pk);
    if (!product || product.blocked || quantity <= 0 || quantity % product.labels_per_unit !== 0) continue;
    rows.push({ rowId: rowIds[rows.length] ?? `repeat-${pk}`, product: pk, quantity });
  }
  return rows;
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'setRolls': {
      const quantity = action.rolls > 0 ? action.rolls * action.labelsPerUnit : 0;
      const existing = state.rows.find((row) => row.product === action.product);
      let rows: CartRow[];
      if (quantity <= 0) rows = state.rows.filter((row) => row.product !== action.product);
      else if (existing)
        rows = state.rows.map((row) => (row.product === action.product ? { ...row, quantity } : row));
      else rows = [...state.rows, { rowId: action.rowId, product: action.product, quantity }];
      return { ...state, rows, repeat: [] };
    }
    case 'setNonStandardRows': {
      const rows = action.rows;
      if (JSON.stringify(rows) === JSON.stringify(state.rows) && state.repeat.length === 0) return state;
      return { ...state, rows, repeat: [] };
    }
    case 'nsRows': {
      const nsRows = nsRowsReducer(state.nsRows, action.action);
      return nsRows === state.nsRows ? state : { ...state, nsRows };
    }
    case 'claim':
      if (state.owner === action.owner) return state;
      return { ...(state.owner === null ? state : EMPTY_CART), owner: action.owner };
    case 'acknowledgePartial':
      return state.partialAcknowledged === action.acknowledged
        ? state
        : { ...state, partialAcknowledged: action.acknowledged };
    case 'setTab':
      return state.tab === action.tab ? state : { ...state, tab: action.tab };
    case 'reset':
      return { ...clearedOrder(state), repeat: [] };
    case 'signOut':
      return EMPTY_CART;
    case 'enterStandardTab':
      return {
        ...clearedOrder(state),
        tab: 'standard',
        rows: repeatRows(state.repeat, action.products, action.rowIds),
        placed: null,
      };
    case 'startRepeat':
      return { ...state, repeat: action.entries.map((entry) => ({ ...entry })) };
    case 'setDelivery':
      return {
        ...state,
        customerTransportation: action.customerTransportation,
        customerOrderNo: action.customerOrderNo,
        deliveryDate: action.deliveryDate,
      };
    case 'setAttempt':
      return { ...state, attempt: action.attempt };
    case 'orderPlaced':
      return { ...clearedOrder(state), repeat: [], placed: action.order };
  }
}

/** The row of a product, if it is in the cart. */
export function rowOf(state: Pick<CartState, 'rows'>, product: number): CartRow | undefined {
  return state.rows.find((row) => row.product === product);
}

/** Labels in the cart. */
export function labelCountOf(rows: readonly CartRow[]): number {
  return rows.reduce((sum, row) => sum + row.quantity, 0);
}

/** How step 1 shows the "Organize transport yourself" option (ordering.md section 5). */
export function transportOption(restriction: TransportRestriction | undefined): 'forced' | 'hidden' | 'free' {
  if (restriction === 'TRANSPORT_CUSTOMER') return 'forced';
  if (restriction === 'TRANSPORT_SCRIBOS') return 'hidden';
  return 'free';
}

/** transport_by_customer as sent: forced on, forced off, or the user's choice. */
export function effectiveTransport(restriction: TransportRestriction | undefined, choice: boolean): boolean {
  const option = transportOption(restriction);
  if (option === 'forced') return true;
  if (option === 'hidden') return false;
  return choice;
}

/** The order positions of the cart rows, with their extra services. */
export function positionsOf(rows: readonly CartRow[]) {
  return rows.map((row) => ({
    uuid: row.rowId,
    product: row.product,
    quantity: row.quantity,
    extra_service_data: row.extraServices ?? [],
  }));
}

/** The draft call's body for the cart; null for an empty cart (the server needs one position). */
export function draftBodyOf(
  rows: readonly CartRow[],
  transportByCustomer: boolean,
  addresses?: { billing: number; delivery: number },
): OrderDraftBody | null {
  if (rows.length === 0) return null;
  return {
    order_positions: positionsOf(rows),
    transport_by_customer: transportByCustomer,
    ...(addresses ? { billing_address: addresses.billing, delivery_address: addresses.delivery } : {}),
  };
}

/**
 * The checkout attempt for an order body: the same body keeps its Idempotency-Key (a double click,
 * a retry or a lost answer sends the same key), a changed body gets the new key.
 */
export function attemptFor(
  current: CheckoutAttempt | null,
  fingerprint: string,
  newKey: () => string,
): CheckoutAttempt {
  if (current && current.fingerprint === fingerprint) return current;
  return { key: newKey(), fingerprint };
}
