import {
  type CostExplanation,
  LARGE_ORDER_LABELS,
  type OrderDraft,
  signOfDecimal,
  subtractDecimal,
} from '@label-portal/contract';

/** The text shown under a cost line: a translation key, its level, and the amount it names. */
export interface ExplanationText {
  key:
    | 'costs.includedInLabelPrice'
    | 'costs.additionalCosts'
    | 'costs.ordersBelow'
    | 'costs.deliveryAdditional';
  level: 'info' | 'warning';
  /** The threshold for 'costs.ordersBelow' (a decimal string). */
  total?: string;
}

/**
 * The explanation of a handling or delivery cost line (ordering.md section 8): included in the label
 * price (info); additional handling costs whatever the total when the threshold is below 0, else
 * below the threshold (warning).
 */
export function explanationText(explanation: CostExplanation): ExplanationText {
  switch (explanation.code) {
    case 'HANDLING_COSTS_INCLUDED_IN_LABEL_PRICE':
    case 'DELIVERY_COSTS_INCLUDED_IN_LABEL_PRICE':
      return { key: 'costs.includedInLabelPrice', level: 'info' };
    case 'HANDLING_COSTS_ADDITIONAL':
      return signOfDecimal(explanation.min_total_without_handling_costs) < 0
        ? { key: 'costs.additionalCosts', level: 'warning' }
        : { key: 'costs.ordersBelow', level: 'warning', total: explanation.min_total_without_handling_costs };
    case 'DELIVERY_COSTS_ADDITIONAL':
      return { key: 'costs.deliveryAdditional', level: 'warning' };
  }
}

/** Minimum order quantity: the total excluding delivery must be above 0 (an empty cart is not). */
export function minimumOrderReached(
  draft: Pick<OrderDraft, 'total' | 'delivery_costs'> | undefined,
): boolean {
  if (!draft) return false;
  return signOfDecimal(subtractDecimal(draft.total, draft.delivery_costs)) > 0;
}

/** The 1.5 Mio warning: LARGE_ORDER_LABELS labels or more. */
export function isLargeOrder(labelCount: number, threshold: number = LARGE_ORDER_LABELS): boolean {
  return labelCount >= threshold;
}

export interface CheckoutConditions {
  rowCount: number;
  blocked: boolean;
  draftPending: boolean;
  draftFailed: boolean;
  minimumReached: boolean;
}

/** CHECKOUT in the standard tab: only when the order can be placed. */
export function canCheckout(conditions: CheckoutConditions): boolean {
  return (
    conditions.rowCount > 0 &&
    !conditions.blocked &&
    !conditions.draftPending &&
    !conditions.draftFailed &&
    conditions.minimumReached
  );
}
