import type { Clock } from '../../../lib/clock.js';
import { createKeptReads, type KeptReads } from '../../../lib/kept-reads.js';

/**
 * How long the screens trust what they read of a company's standing (its row, blocking status and
 * orderable product groups) without reading it again (decision 096). Sending an order reads it
 * inside its transaction.
 */
export const COMPANY_STANDING_TTL_MS = 5_000;
const COMPANY_STANDING_MAX = 20_000;

export type CompanyStandings<T> = KeptReads<number, T>;

/** Per-company values kept a few seconds by one process, by company id. */
export function createCompanyStandings<T extends {}>(deps: {
  now: Clock;
  ttlMs?: number;
}): CompanyStandings<T> {
  return createKeptReads<number, T>({
    now: deps.now,
    ttlMs: deps.ttlMs ?? COMPANY_STANDING_TTL_MS,
    max: COMPANY_STANDING_MAX,
  });
}
