import { sqlStateOf } from './sql-state.js';

/** The driver's own codes (postgres.js) and the socket errors of a lost or refused connection. */
const CONNECTION_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away: class 08 (connection exception), 57P01 admin shutdown (what
 * pg_terminate_backend sends), 57P02 crash shutdown, 57P03 cannot connect now (starting up).
 */
function isUnavailableSqlState(sqlState: string | undefined): boolean {
  return !!sqlState && (sqlState.startsWith('08') || /^57P0[123]$/.test(sqlState));
}

/**
 * 55000 (object not in prerequisite state) is what a database that refuses connections answers
 * (ALTER DATABASE … ALLOW_CONNECTIONS false: "database … is not currently accepting connections");
 * the same code of a query refused for another state (a materialized view not yet filled…) is
 * not an outage.
 */
function isRefusingConnections(error: unknown): boolean {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (
      current.code === '55000' &&
      typeof current.message === 'string' &&
      current.message.includes('not currently accepting connections')
    )
      return true;
    current = current.cause as typeof current;
  }
  return false;
}

/**
 * True when an error (or one of its causes: Drizzle wraps the driver's) means the database cannot
 * be reached right now, as opposed to a query it refused: the request gets 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isUnavailableSqlState(sqlStateOf(error)) || isRefusingConnections(error)) return true;
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (typeof current.code === 'string' && CONNECTION_CODES.has(current.code)) return true;
    current = current.cause as typeof current;
  }
  return false;
}
