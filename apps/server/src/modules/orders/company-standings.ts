import { LRUCache } from 'lru-cache';
import type { Clock } from '../../lib/clock.js';
import { withDeadline } from '../../lib/deadline.js';

/**
 * How long the screens trust what they read of a company's standing (its row, blocking status and
 * orderable product groups) without reading it again (decision 096). Sending an order reads it
 * inside its transaction.
 */
export const COMPANY_STANDING_TTL_MS = 5_000;
const COMPANY_STANDING_MAX = 20_000;

export type CompanyStandings<T extends object> = {
  get: (companyId: number, load: () => Promise<T>) => Promise<T>;
  forget: (companyId: number) => void;
};

/** Per-company values kept a few seconds by one process; concurrent misses share one read. */
export function createCompanyStandings<T extends object>(deps: {
  now: Clock;
  ttlMs?: number;
}): CompanyStandings<T> {
  const cache = new LRUCache<number, T>({
    max: COMPANY_STANDING_MAX,
    ttl: deps.ttlMs ?? COMPANY_STANDING_TTL_MS,
    ttlResolution: 0,
    perf: { now: () => deps.now().getTime() },
  });
  const reads = new Map<number, Promise<T>>();

  return {
    get(companyId: number, load: () => Promise<T>): Promise<T> {
      const kept = cache.get(companyId);
      if (kept) return Promise.resolve(kept);
      const pending = reads.get(companyId);
      if (pending) return pending;
      const read = withDeadline(load())
        .then((value) => {
          if (reads.get(companyId) === read) cache.set(companyId, value);
          return value;
        })
        .finally(() => {
          if (reads.get(companyId) === read) reads.delete(companyId);
        });
      reads.set(companyId, read);
      return read;
    },
    /** After a change of the company (the back office): the next screen reads it again. */
    forget(companyId: number): void {
      reads.delete(companyId);
      cache.delete(companyId);
    },
  };
}
