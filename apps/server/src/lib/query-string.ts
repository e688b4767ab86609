/** A parsed query string: one value per name, or a list when the name repeats. */
export type ParsedQuery = Record<string, string | string[]>;

const MALFORMED = Symbol('malformed query names');

function decode(text: string): string | undefined {
  const spaced = text.includes('+') ? text.replaceAll('+', ' ') : text;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return undefined;
  }
}

/**
 * Fastify's query-string parser (its `querystringParser` option), reading what its default
 * (fast-querystring) reads: `+` is a space, a repeated name gives a list, a name without `=` has
 * the value ''. A name or value whose percent-encoding is malformed (`%E0%A4%A`, `%zz`) is not
 * kept as text: the answer is marked, and `malformedQueryNames` says which names were malformed
 * ('' when the name itself was), so that the request is refused before any route sees it.
 */
export function parseQueryString(input: string): ParsedQuery {
  const result: ParsedQuery = Object.create(null);
  const malformed: string[] = [];
  for (const part of input.split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const rawName = equals === -1 ? part : part.slice(0, equals);
    const name = decode(rawName);
    const value = equals === -1 ? '' : decode(part.slice(equals + 1));
    if (name === undefined || value === undefined) {
      malformed.push(name ?? '');
      continue;
    }
    const current = result[name];
    if (current === undefined) result[name] = value;
    else if (Array.isArray(current)) current.push(value);
    else result[name] = [current, value];
  }
  if (malformed.length > 0) Object.defineProperty(result, MALFORMED, { value: malformed });
  return result;
}

/** The names whose percent-encoding `parseQueryString` could not read ('' for a name itself), if any. */
export function malformedQueryNames(query: unknown): readonly string[] | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  return (query as { [MALFORMED]?: string[] })[MALFORMED];
}
