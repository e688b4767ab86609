/**
 * The SQLSTATE of a PostgreSQL error carried by an error or one of its causes (the drivers and
 * Drizzle wrap them), for example 23505 (unique violation) or 22P05 (NUL in text).
 */
export function sqlStateOf(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}
