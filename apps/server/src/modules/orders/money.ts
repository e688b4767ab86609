/**
 * Exact money arithmetic on integers. Amounts are bigint counts of 1/100,000 euro (the precision
 * of unit prices); results are rounded half-up to cents when formatted.
 */
export const MONEY_SCALE = 5;
const FACTOR = 10n ** BigInt(MONEY_SCALE);

export type Money = bigint;

/** "12.5" → 1250000n. Throws on anything that is not a plain decimal. */
export function parseMoney(value: string): Money {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) throw new Error(`Not a decimal amount: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > MONEY_SCALE && /[1-9]/.test(fraction.slice(MONEY_SCALE))) {
    throw new Error(`More than ${MONEY_SCALE} decimals: ${value}`);
  }
  const units = BigInt(whole!) * FACTOR + BigInt(fraction.slice(0, MONEY_SCALE).padEnd(MONEY_SCALE, '0'));
  return sign === '-' ? -units : units;
}

/** Rounds half away from zero to whole cents. */
export function roundToCents(amount: Money): Money {
  const step = FACTOR / 100n;
  const half = step / 2n;
  const magnitude = amount < 0n ? -amount : amount;
  const rounded = ((magnitude + half) / step) * step;
  return amount < 0n ? -rounded : rounded;
}

/** 1234500000n → "12345.00" (rounded to cents). */
export function formatMoney(amount: Money): string {
  const cents = roundToCents(amount) / (FACTOR / 100n);
  const negative = cents < 0n;
  const magnitude = negative ? -cents : cents;
  const text = `${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** quantity x unit price, rounded to cents (a position total). */
export function multiplyToCents(quantity: number, unitPrice: Money): Money {
  return roundToCents(BigInt(quantity) * unitPrice);
}

export function sumMoney(amounts: Money[]): Money {
  return amounts.reduce((total, amount) => total + amount, 0n);
}
