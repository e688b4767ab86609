import type { Language, Product } from '@label-portal/contract';
import type { AuthContext } from '../../../plugins/request-context.js';
import { findCatalogueVersionAndGroups, listOrderableProducts } from '../catalogue/index.js';
import { keptStandingOf, type OrdersDeps } from './ordering-context.service.js';
import { CATALOGUE_KEYS_MAX, type CatalogueKey } from './product-replies.js';

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
