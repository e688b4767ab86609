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
    findCatalogueVersionAndGroups(deps.db, auth.companyId),
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
