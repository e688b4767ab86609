import type { Language } from '@label-portal/contract';

/**
 * Money and label counts as the screens show them. Amounts travel as exact decimal strings
 * ("1234.50"); they are formatted from the string (Intl formats decimal strings exactly) and the
 * little arithmetic the screens do (price of one roll, total without delivery) uses BigInt.
 */

type Decimal = { units: bigint; scale: number };

const DECIMAL_PATTERN = /^(-?)(\d+)(?:\.(\d+))?$/;

function parseDecimal(value: string): Decimal {
  const match = DECIMAL_PATTERN.exec(value.trim());
  if (!match) throw new Error(`Not a decimal amount: ${value}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const units = BigInt(`${whole}${fraction}`);
  return { units: sign === '-' ? -units : units, scale: fraction.length };
}

function rescale(value: Decimal, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

function formatDecimal(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** True for strings such as "12", "-1.00", "0.01850". */
export function isDecimal(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL_PATTERN.test(value.trim());
}

/** amount x count, exactly (for example the price of one roll: unit price x labels per roll). */
export function multiplyDecimal(amount: string, count: number): string {
  if (!Number.isSafeInteger(count)) throw new Error(`Not a whole count: ${count}`);
  const value = parseDecimal(amount);
  return formatDecimal(value.units * BigInt(count), value.scale);
}

/** a - b, exactly. */
export function subtractDecimal(a: string, b: string): string {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  const scale = Math.max(left.scale, right.scale);
  return formatDecimal(rescale(left, scale) - rescale(right, scale), scale);
}

/** -1, 0 or 1 for a decimal string. */
export function signOfDecimal(value: string): -1 | 0 | 1 {
  const { units } = parseDecimal(value);
  if (units === 0n) return 0;
  return units < 0n ? -1 : 1;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();
const countFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(language: Language): Intl.NumberFormat {
  let format = moneyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(language, format);
  }
  return format;
}

/** Euros with 2 decimals in the language: "€1,234.50" (en), "1 234,50 €" (fr). */
export function formatMoney(amount: string | number, language: Language): string {
  const value = typeof amount === 'number' ? amount : (amount.trim() as Intl.StringNumericLiteral);
  return moneyFormat(language).format(value);
}

/** A count or a roll number with up to `maxDecimals` decimals: "17,000" (en), "17 000" (fr). */
export function formatCount(value: number, language: Language, maxDecimals = 0): string {
  const key = `${language}:${maxDecimals}`;
  let format = countFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: maxDecimals });
    countFormats.set(key, format);
  }
  return format.format(value);
}
