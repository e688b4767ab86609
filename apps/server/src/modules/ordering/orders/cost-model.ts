import type { CostExplanation } from '@label-portal/contract';
import { type Money, multiplyToCents, parseMoney, sumMoney, toCentsString } from '@label-portal/contract';

export type CostSettings = {
  /** Labels total under which the small-order fee applies. */
  handlingFeeThreshold: string;
  smallOrderFee: string;
  /** Delivery fee when the provider organises transport ('0.00': FCA, included in the price). */
  deliveryFee: string;
  partialRollFee: string;
  printDesignFee: string;
};

export type CostPosition = {
  quantity: number;
  unitPrice: string;
  isPartialRoll: boolean;
  isPrinted: boolean;
};

export type CostInput = {
  positions: CostPosition[];
  handlingIncluded: boolean;
  transportByCustomer: boolean;
  settings: CostSettings;
};

export type Costs = {
  positionTotals: string[];
  labelsTotal: string;
  handlingSubCostsOperator: string;
  handlingCosts: string;
  deliveryCosts: string;
  total: string;
  handlingExplanation: CostExplanation;
  deliveryExplanation: CostExplanation;
};

/**
 * The cost model of domain.md section 4, used for the draft and for the sent order alike:
 * position total = quantity x unit price; operator costs = partial-roll fee per partial position +
 * print-design fee per printed position; small-order fee below the threshold unless handling is
 * included in the label price; handling = small-order fee + operator costs; delivery free (FCA)
 * unless a fee is set and the provider organises transport; total = labels + handling + delivery.
 */
export function computeCosts(input: CostInput): Costs {
  const { settings } = input;
  const positionTotals: Money[] = input.positions.map((position) =>
    multiplyToCents(position.quantity, parseMoney(position.unitPrice)),
  );
  const labelsTotal = sumMoney(positionTotals);
  const threshold = parseMoney(settings.handlingFeeThreshold);
  const operatorCosts = sumMoney(
    input.positions.map(
      (position) =>
        (position.isPartialRoll ? parseMoney(settings.partialRollFee) : 0n) +
        (position.isPrinted ? parseMoney(settings.printDesignFee) : 0n),
    ),
  );
  const smallOrderFee =
    !input.handlingIncluded && labelsTotal < threshold ? parseMoney(settings.smallOrderFee) : 0n;
  const handlingCosts = smallOrderFee + operatorCosts;
  const deliveryFee = parseMoney(settings.deliveryFee);
  const deliveryCosts = !input.transportByCustomer && deliveryFee > 0n ? deliveryFee : 0n;

  const handlingExplanation: CostExplanation = input.handlingIncluded
    ? { code: 'HANDLING_COSTS_INCLUDED_IN_LABEL_PRICE', min_total_without_handling_costs: '0.00' }
    : {
        code: 'HANDLING_COSTS_ADDITIONAL',
        // Negative: operator costs apply whatever the total.
        min_total_without_handling_costs: operatorCosts > 0n ? '-1.00' : toCentsString(threshold),
      };
  const deliveryExplanation: CostExplanation =
    deliveryCosts > 0n
      ? { code: 'DELIVERY_COSTS_ADDITIONAL', min_total_without_handling_costs: '0.00' }
      : { code: 'DELIVERY_COSTS_INCLUDED_IN_LABEL_PRICE', min_total_without_handling_costs: '0.00' };

  return {
    positionTotals: positionTotals.map(toCentsString),
    labelsTotal: toCentsString(labelsTotal),
    handlingSubCostsOperator: toCentsString(operatorCosts),
    handlingCosts: toCentsString(handlingCosts),
    deliveryCosts: toCentsString(deliveryCosts),
    total: toCentsString(labelsTotal + handlingCosts + deliveryCosts),
    handlingExplanation,
    deliveryExplanation,
  };
}
