/**
 * Exact decimal money for the seed: euros as integer cents, unit prices as integer units of 1e-5 euro.
 * Follows the cost model of domain.md section 4; never touches binary floats.
 */

const PRICE_SCALE = 5;
const MONEY_SCALE = 2;

/** Parses a non-negative decimal string ("0.02150", "35", "2000.00") into integer units of 10^-scale. */
export function parseDecimal(value: string, scale: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new Error(`not a decimal: ${value}`);
  const whole = match[1] as string;
  const fraction = match[2] ?? '';
  if (fraction.length > scale && /[1-9]/.test(fraction.slice(scale))) {
    throw new Error(`${value} has more than ${scale} decimals`);
  }
  return BigInt(whole + fraction.slice(0, scale).padEnd(scale, '0'));
}

/** Formats integer units of 10^-scale as a decimal string with exactly `scale` decimals. */
export function formatDecimal(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/** Euro string with 2 decimals from cents. */
export function formatCents(cents: bigint): string {
  return formatDecimal(cents, MONEY_SCALE);
}

/** Cents of an amount given as a decimal string with up to 2 decimals. */
export function parseCents(value: string): bigint {
  return parseDecimal(value, MONEY_SCALE);
}

/** quantity x unit price, rounded half-up to cents (the same result as PostgreSQL's round(numeric, 2)). */
export function computePositionTotalCents(quantity: number, unitPrice: string): bigint {
  const units = BigInt(quantity) * parseDecimal(unitPrice, PRICE_SCALE);
  const divisor = 10n ** BigInt(PRICE_SCALE - MONEY_SCALE);
  return (units + divisor / 2n) / divisor;
}

export type CostFees = {
  handlingFeeThreshold: string;
  smallOrderFee: string;
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

export type OrderCosts = {
  positionTotals: string[];
  labelsTotal: string;
  handlingCosts: string;
  handlingSubCostsOperator: string;
  deliveryCosts: string;
  total: string;
  labelCount: number;
};

/** The order's amounts from its positions, the company's handling flag and the fee settings. */
export function computeOrderCosts(
  positions: readonly CostPosition[],
  options: { handlingIncluded: boolean; transportByCustomer: boolean; fees: CostFees },
): OrderCosts {
  const { fees } = options;
  const totals = positions.map((p) => computePositionTotalCents(p.quantity, p.unitPrice));
  const labelsTotal = totals.reduce((sum, cents) => sum + cents, 0n);
  const partialRolls = BigInt(positions.filter((p) => p.isPartialRoll).length);
  const printed = BigInt(positions.filter((p) => p.isPrinted).length);
  const operator = partialRolls * parseCents(fees.partialRollFee) + printed * parseCents(fees.printDesignFee);
  const smallOrder =
    !options.handlingIncluded && labelsTotal < parseCents(fees.handlingFeeThreshold)
      ? parseCents(fees.smallOrderFee)
      : 0n;
  const handling = smallOrder + operator;
  const delivery = options.transportByCustomer ? 0n : parseCents(fees.deliveryFee);
  return {
    positionTotals: totals.map(formatCents),
    labelsTotal: formatCents(labelsTotal),
    handlingCosts: formatCents(handling),
    handlingSubCostsOperator: formatCents(operator),
    deliveryCosts: formatCents(delivery),
    total: formatCents(labelsTotal + handling + delivery),
    labelCount: positions.reduce((sum, p) => sum + p.quantity, 0),
  };
}
