import type { OrderDraft, TransportRestriction } from '@label-portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerMessage } from '../../../lib/server-messages';
import { draftBodyOf, effectiveTransport, labelCountOf } from '../utils/cart';
import { canCheckout, isLargeOrder, minimumOrderReached } from '../utils/costs';
import { draftFailureText, type ReplyErrors, replyErrorsOf } from '../utils/order-errors';
import { useCart } from './use-cart';
import { type OrderDraftState, useOrderDraft } from './use-order-draft';

interface CartDraftOptions {
  blocked: boolean;
  transportRestriction: TransportRestriction | undefined;
  /** The standard tab says "Minimum order quantity not reached." for an empty cart too. */
  warnWhenEmpty: boolean;
}

/** What the cost summary of a tab shows of the draft. */
export interface DraftCosts {
  /** The draft to show: the current one, or the last one (dimmed) while recomputing or after a failure. */
  draft: OrderDraft | undefined;
  pending: boolean;
  failed: boolean;
  /** Why the costs of the current cart could not be calculated (the server's message), if they could not. */
  failureText: string | undefined;
  /** The shown draft is of earlier entries: the current calculation failed. */
  stale: boolean;
  onRetry: () => void;
}

export interface CartDraft {
  draftState: OrderDraftState;
  costs: DraftCosts;
  errors: ReplyErrors | undefined;
  /** Why the costs of the current cart could not be calculated (the server's message), if they could not. */
  failure: string | undefined;
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
  const showServerMessage = useServerMessage();
  const errors = draftState.error ? replyErrorsOf(draftState.error, cart.rows, showServerMessage) : undefined;
  const minimumReached = minimumOrderReached(draftState.draft);

  const warnings: string[] = [];
  const hasRows = cart.rows.length > 0;
  if ((hasRows || warnWhenEmpty) && !draftState.pending && !draftState.error && !minimumReached)
    warnings.push(t('ordering.minimumNotReached'));
  if (isLargeOrder(labelCountOf(cart.rows))) warnings.push(t('ordering.largeOrder'));

  const failed = Boolean(draftState.error) && !draftState.pending;
  const failure = failed && errors ? (draftFailureText(errors) ?? t('ordering.draftFailed')) : undefined;
  return {
    draftState,
    costs: {
      draft: draftState.draft ?? (draftState.pending || failed ? draftState.lastDraft : undefined),
      pending: draftState.pending,
      failed: failure !== undefined,
      failureText: failure,
      stale: failed && draftState.lastDraft !== undefined,
      onRetry: draftState.retry,
    },
    errors,
    failure,
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
