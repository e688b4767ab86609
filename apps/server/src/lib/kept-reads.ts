import { LRUCache } from 'lru-cache';
import type { Clock } from './clock.js';
import { withDeadline } from './deadline.js';

/**
 * Values a process read from the database and keeps for a while, by key (sessions, the catalogue,
 * companies' standing: decisions 095, 096). Concurrent misses of one key share one read, which
 * gives up after a deadline; an undefined result is never kept; a read that started before an
 * invalidation answers its callers but is not kept.
 */
export type KeptReads<K, V> = {
  get: <R extends V | undefined>(key: K, load: () => Promise<R>) => Promise<R>;
  forget: (key: K) => void;
  /** Forgets every kept value the predicate picks. */
  forgetWhere: (isPicked: (value: V) => boolean) => void;
  clear: () => void;
};

export function createKeptReads<K extends {}, V extends {}>(options: {
  now: Clock;
  ttlMs: number;
  max: number;
}): KeptReads<K, V> {
  const kept = new LRUCache<K, V>({
    max: options.max,
    ttl: options.ttlMs,
    ttlResolution: 0,
    perf: { now: () => options.now().getTime() },
  });
  const reads = new Map<K, Promise<V | undefined>>();
  let generation = 0;

  function invalidated(): void {
    generation += 1;
    reads.clear();
  }

  return {
    get<R extends V | undefined>(key: K, load: () => Promise<R>): Promise<R> {
      const value = kept.get(key);
      if (value) return Promise.resolve(value as R);
      const pending = reads.get(key);
      if (pending) return pending as Promise<R>;
      const startedIn = generation;
      const read: Promise<R> = withDeadline(load())
        .then((loaded) => {
          if (loaded !== undefined && generation === startedIn) kept.set(key, loaded as V);
          return loaded;
        })
        .finally(() => {
          if (reads.get(key) === read) reads.delete(key);
        });
      reads.set(key, read);
      return read;
    },
    forget(key) {
      invalidated();
      kept.delete(key);
    },
    forgetWhere(isPicked) {
      invalidated();
      for (const [key, value] of kept.entries()) {
        if (isPicked(value)) kept.delete(key);
      }
    },
    clear() {
      invalidated();
      kept.clear();
    },
  };
}
