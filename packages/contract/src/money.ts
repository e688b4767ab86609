import type { Language } from './messages.js';

/**
 * The one money module of server and web. Amounts travel as exact decimal strings ("1234.50",
 * unit prices "0.01850"); arithmetic is exact on bigint, never on floats:
 * - the server's cost model computes in `Money`, bigint counts of 1/100,000 euro (the precision of
 *   unit prices), and writes results rounded half away from zero to cents (`toCentsString`);
 * - the screens do their little arithmetic on the strings (`multiplyDecimal`, `subtractDecimal`)
 *   and format them per language (`formatMoney`; Intl formats decimal strings exactly).
 */

const DECIMAL_PATTERN = /^(-?)(\d+)(?:\.(\d+))?$/;

type Decimal = { units: bigint; scale: number };

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

function writeDecimal(units: bigint, scale: number): string {
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

/** amount x count, exactly, keeping the amount's decimals ("0.01850" x 10000 = "185.00000"). */
export function multiplyDecimal(amount: string, count: number): string {
  if (!Number.isSafeInteger(count)) throw new Error(`Not a whole count: ${count}`);
  const value = parseDecimal(amount);
  return writeDecimal(value.units * BigInt(count), value.scale);
}

/** a - b, exactly, with the larger number of decimals of the two. */
export function subtractDecimal(a: string, b: string): string {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  const scale = Math.max(left.scale, right.scale);
  return writeDecimal(rescale(left, scale) - rescale(right, scale), scale);
}

/** -1, 0 or 1 for a decimal string. */
export function signOfDecimal(value: string): -1 | 0 | 1 {
  const { units } = parseDecimal(value);
  if (units === 0n) return 0;
  return units < 0n ? -1 : 1;
}

/** Decimals of `Money`: 1/100,000 euro. */
export const MONEY_SCALE = 5;
const FACTOR = 10n ** BigInt(MONEY_SCALE);
const CENT = FACTOR / 100n;

/** An amount in 1/100,000 euro. */
export type Money = bigint;

/** "12.5" → 1250000n. Throws on anything that is not a plain decimal or has more than 5 decimals. */
export function parseMoney(value: string): Money {
  const decimal = parseDecimal(value);
  if (decimal.scale <= MONEY_SCALE) return rescale(decimal, MONEY_SCALE);
  const dropped = 10n ** BigInt(decimal.scale - MONEY_SCALE);
  if (decimal.units % dropped !== 0n) throw new Error(`More than ${MONEY_SCALE} decimals: ${value}`);
  return decimal.units / dropped;
}

/** Rounds half away from zero to whole cents. */
export function roundToCents(amount: Money): Money {
  const magnitude = amount < 0n ? -amount : amount;
  const rounded = ((magnitude + CENT / 2n) / CENT) * CENT;
  return amount < 0n ? -rounded : rounded;
}

/** 1234500000n → "12345.00" (rounded to cents), the form amounts travel in. */
export function toCentsString(amount: Money): string {
  return writeDecimal(roundToCents(amount) / CENT, 2);
}

/** quantity x unit price, rounded to cents (a position total). */
export function multiplyToCents(quantity: number, unitPrice: Money): Money {
  return roundToCents(BigInt(quantity) * unitPrice);
}

export function sumMoney(amounts: readonly Money[]): Money {
  return amounts.reduce((total, amount) => total + amount, 0n);
}

const moneyFormats = new Map<string, Intl.NumberFormat>();
const countFormats = new Map<string, Intl.NumberFormat>();

/** Euros in the language with 2 to `maxDecimals` decimals, made once per language and precision. */
function moneyFormat(language: Language, maxDecimals = 2): Intl.NumberFormat {
  const key = `${language}:${maxDecimals}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: maxDecimals,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** Euros with 2 decimals in the language: "€1,234.50" (en), "1 234,50 €" (fr). */
export function formatMoney(amount: string | number, language: Language): string {
  const value = typeof amount === 'number' ? amount : (amount.trim() as Intl.StringNumericLiteral);
  return moneyFormat(language).format(value);
}

/**
 * A unit price as saved: euros with 2 to 5 decimals, none rounded away: "€0.01234" (en),
 * "0,01234 €" (fr), "€0.10" (en).
 */
export function formatUnitPrice(amount: string, language: Language): string {
  return moneyFormat(language, 5).format(amount.trim() as Intl.StringNumericLiteral);
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

/** A decimal string (a unit price) with the decimals it is written with, in the language: "0.01850" → "0,01850" (fr). */
export function formatDecimal(value: string, language: Language): string {
  const decimals = value.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value.trim() as Intl.StringNumericLiteral);
}
