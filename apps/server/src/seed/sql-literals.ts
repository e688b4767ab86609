/** Literals for generated bulk SQL (values come from the seed's own data, quoted all the same). */

export function quoteText(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export function quoteJson(value: unknown): string {
  return `${quoteText(JSON.stringify(value))}::jsonb`;
}

export function quoteTextArray(values: readonly string[]): string {
  return `(array[${values.map(quoteText).join(', ')}]::text[])`;
}

export function quoteNumber(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  return String(value);
}

/** A decimal string ("2000.00") as a numeric literal, checked so nothing else slips in. */
export function quoteDecimal(value: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw new Error(`not a decimal: ${value}`);
  return `${value}::numeric`;
}

/**
 * A deterministic pseudo-random non-negative integer from an expression and a salt, computed by the
 * database (hashint8 is the same function on PostgreSQL and PGlite).
 */
export function hashSql(expression: string, salt: number): string {
  return `(hashint8((${expression})::bigint * 1009 + ${quoteNumber(salt)}) & 2147483647)`;
}

/** One multi-row VALUES insert into a scratch table. */
export function buildValuesInsert(
  table: string,
  columns: readonly string[],
  rows: readonly string[][],
): string {
  const body = rows.map((row) => `(${row.join(', ')})`).join(',\n');
  return `insert into ${table} (${columns.join(', ')}) values\n${body};`;
}
