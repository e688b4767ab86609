import type { OrderDraft } from '@label-portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { draftBodyOf, effectiveTransport, labelCountOf, type TransportRestriction } from '../utils/cart';
import { canCheckout, isLargeOrder, minimumOrderReached } from '../utils/costs';
import { type ReplyErrors, replyErrorsOf } from '../utils/order-errors';
import { useCart } from './use-cart';
import { type OrderDraftState, useOrderDraft } from './use-order-draft';

interface CartDraftOptions {
  blocked: boolean;
  transportRestriction: TransportRestriction | undefined;
  /** The standard tab says "Minimum order quantity not reached." for an empty cart too. */
  warnWhenEmpty: boolean;
}

export interface CartDraft {
  draftState: OrderDraftState;
  /** The draft to show: the current one, or the last one (dimmed) while recomputing. */
  shownDraft: OrderDraft | undefined;
  errors: ReplyErrors | undefined;
  /** Messages under the costs: minimum order quantity, the 1.5 Mio warning. */
  warnings: string[];
  /** The order can be placed (ordering.md section 4): rows, not blocked, a priced draft above 0. */
  placeable: boolean;
}

/** The cart of either tab priced by the server 500 ms after it settles, with its warnings. */
export function useCartDraft({ blocked, transportRestriction, warnWhenEmpty }: CartDraftOptions): CartDraft {
  const { t } = useTranslation();
  const cart = useCart();
  const body = useMemo(
    () => draftBodyOf(cart.rows, effectiveTransport(transportRestriction, cart.customerTransportation)),
    [cart.rows, cart.customerTransportation, transportRestriction],
  );
  const draftState = useOrderDraft(body);
  const errors = draftState.error ? replyErrorsOf(draftState.error, cart.rows) : undefined;
  const minimumReached = minimumOrderReached(draftState.draft);

  const warnings: string[] = [];
  const hasRows = cart.rows.length > 0;
  if ((hasRows || warnWhenEmpty) && !draftState.pending && !draftState.error && !minimumReached)
    warnings.push(t('ordering.minimumNotReached'));
  if (isLargeOrder(labelCountOf(cart.rows))) warnings.push(t('ordering.largeOrder'));

  return {
    draftState,
    shownDraft: draftState.draft ?? (draftState.pending ? draftState.lastDraft : undefined),
    errors,
    warnings,
    placeable: canCheckout({
      rowCount: cart.rows.length,
      blocked,
      draftPending: draftState.pending,
      draftFailed: Boolean(draftState.error),
      minimumReached,
    }),
  };
}
