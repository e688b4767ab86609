/**
 * Writes a statement's parameters into its text as literals, for COPY, which takes no parameters
 * (the verifications download, decision 257). Only the scalar values the repositories bind are
 * taken (strings, finite numbers, bigints, booleans, dates, null); anything else throws. Strings
 * become escape-string literals (E'…', quotes and backslashes doubled), right whatever
 * standard_conforming_strings says. `$n` is replaced outside quoted text and comments only; a
 * statement with dollar-quoted or escape-string text is refused (the repositories write none).
 */
export function inlineParams(text: string, params: readonly unknown[]): string {
  let out = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    const next = text[index + 1];
    if (char === "'" || char === '"') {
      const end = closingQuote(text, index, char);
      out += text.slice(index, end + 1);
      index = end + 1;
    } else if (char === '-' && next === '-') {
      const end = text.indexOf('\n', index);
      const stop = end < 0 ? text.length : end;
      out += text.slice(index, stop);
      index = stop;
    } else if (char === '/' && next === '*') {
      const end = text.indexOf('*/', index + 2);
      if (end < 0) throw new Error('inlineParams: an unclosed comment');
      out += text.slice(index, end + 2);
      index = end + 2;
    } else if (char === '$') {
      const digits = /^\$(\d+)/.exec(text.slice(index, index + 12));
      if (!digits) throw new Error('inlineParams: dollar-quoted text is not supported');
      const position = Number(digits[1]);
      if (position < 1 || position > params.length)
        throw new Error(`inlineParams: no parameter $${position}`);
      out += literalOf(params[position - 1]);
      index += digits[0].length;
    } else if ((char === 'E' || char === 'e') && next === "'" && !/[\w$]/.test(text[index - 1] ?? ' ')) {
      throw new Error('inlineParams: escape-string text is not supported');
    } else {
      out += char;
      index += 1;
    }
  }
  return out;
}

/** The index of the quote that closes the quoted text opened at `start` (a doubled quote is text). */
function closingQuote(text: string, start: number, quote: string): number {
  let index = start + 1;
  for (;;) {
    const end = text.indexOf(quote, index);
    if (end < 0) throw new Error('inlineParams: unclosed quoted text');
    if (text[end + 1] !== quote) return end;
    index = end + 2;
  }
}

/** One value as a SQL literal; untyped like a parameter, so the statement's casts and columns type it. */
export function literalOf(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'bigint') return `(${value.toString()})`;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('inlineParams: a number that is not finite');
    return `(${String(value)})`;
  }
  if (value instanceof Date) return stringLiteral(value.toISOString());
  if (typeof value === 'string') return stringLiteral(value);
  throw new Error(`inlineParams: a ${typeof value} parameter is not supported`);
}

function stringLiteral(value: string): string {
  if (value.includes('\0')) throw new Error('inlineParams: a string with a NUL character');
  return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}
