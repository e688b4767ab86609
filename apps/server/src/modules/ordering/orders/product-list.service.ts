import type { Language, Product } from '@label-portal/contract';
import type { Clock } from '../../../lib/clock.js';
import { createKeptReads, type KeptReads } from '../../../lib/kept-reads.js';
import type { AuthContext } from '../../../plugins/request-context.js';
import { findCatalogueVersionAndGroups, listOrderableProducts } from '../catalogue/index.js';
import { keptStandingOf, type OrdersDeps } from './ordering-context.service.js';

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

type CatalogueKey = Awaited<ReturnType<typeof findCatalogueVersionAndGroups>>;

/**
 * The catalogue version and the company's groups. On PGlite (one process owns the database) they
 * are read again only when this process has written anything since it last read them
 * (`localWrites`): each statement costs PGlite's one core more than the reply it saves.
 */
async function readCatalogueKey(deps: OrdersDeps, companyId: number): Promise<CatalogueKey> {
  const writes = deps.localWrites?.();
  if (writes === undefined) return findCatalogueVersionAndGroups(deps.db, companyId);
  const known = deps.catalogueKeys.get(companyId);
  if (known?.writes === writes) return known.key;
  const key = await findCatalogueVersionAndGroups(deps.db, companyId);
  if (deps.catalogueKeys.size >= CATALOGUE_KEYS_MAX) deps.catalogueKeys.clear();
  deps.catalogueKeys.set(companyId, { writes, key });
  return key;
}

const CATALOGUE_KEYS_MAX = 20_000;

/** Per company, the catalogue key read on PGlite and the count of local writes it was read at. */
export type CatalogueKeys = Map<number, { writes: number; key: CatalogueKey }>;

/**
 * The product list reply of the signed-in user's company, serialised by `serialize` (the route's
 * reply serializer): one statement per request (the catalogue version and the company's groups),
 * the products built and serialised only when that key has no kept reply.
 */
export async function readProductListReply(
  deps: OrdersDeps,
  auth: AuthContext,
  language: Language,
  serialize: (products: Product[]) => string,
): Promise<string> {
  const [standing, current] = await Promise.all([
    keptStandingOf(deps, auth.companyId),
    readCatalogueKey(deps, auth.companyId),
  ]);
  const isBlocked = standing.blocking.reasons.length > 0;
  const groups = current.groupIds.sort((a, b) => a - b).join(',');
  const key = `${auth.companyId}|${language}|${current.version}|${groups}|${isBlocked ? 1 : 0}`;
  return deps.productReplies.get(key, async () => {
    const snapshot = await deps.catalogue.atVersion(current.version);
    const products = await listOrderableProducts(
      deps.db,
      auth.companyId,
      isBlocked,
      language,
      snapshot,
      current.groupIds,
    );
    return serialize(products);
  });
}
