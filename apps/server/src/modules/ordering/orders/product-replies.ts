import type { Clock } from '../../../lib/clock.js';
import { createKeptReads, type KeptReads } from '../../../lib/kept-reads.js';
import type { findCatalogueVersionAndGroups } from '../catalogue/index.js';

/**
 * Serialised product list replies a process keeps (decision 325). The key holds everything the
 * reply is made of: the company, the language, the catalogue version and the company's orderable
 * groups (both read from the database on every request), and its blocked flag (the company's kept
 * standing, as every screen has it). A change in any of them is a new key; what the old keys
 * held ages out. Time never decides whether a kept reply is still right.
 */
export type ProductReplies = KeptReads<string, string>;

const PRODUCT_REPLIES_MAX = 2_000;
/** Only to free memory: a reply of a company nobody asked for in this time is dropped. */
const PRODUCT_REPLIES_IDLE_MS = 10 * 60_000;

export function createProductReplies(deps: { now: Clock }): ProductReplies {
  return createKeptReads<string, string>({
    now: deps.now,
    ttlMs: PRODUCT_REPLIES_IDLE_MS,
    max: PRODUCT_REPLIES_MAX,
  });
}

/** The catalogue version and the company's orderable groups, as one product list request reads them. */
export type CatalogueKey = Awaited<ReturnType<typeof findCatalogueVersionAndGroups>>;

export const CATALOGUE_KEYS_MAX = 20_000;

/** Per company, the catalogue key read on PGlite and the count of local writes it was read at. */
export type CatalogueKeys = Map<number, { writes: number; key: CatalogueKey }>;
