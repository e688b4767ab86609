import { hasStaffScope, type Language, type Product } from '@label-portal/contract';
import type { Database, Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import type { AuthContext } from '../../../plugins/request-context.js';
import {
  type BlockingStatus,
  findBlockingStatus,
  findBlockingStatuses,
} from '../../accounts/companies/index.js';
import type { SettingsService } from '../../platform/settings/index.js';
import {
  type CatalogueSnapshots,
  findExtraServiceFees,
  findOrderableGroupIds,
  findOrderableProductIdsOfCompanies,
  listOrderableProducts,
} from '../catalogue/index.js';
import type { CompanyStandings } from './company-standings.js';
import { findCompaniesByIds, findCompanyById } from './orders.repository.js';
import type { CatalogueKeys, ProductReplies } from './product-replies.js';

export type OrdersDeps = {
  db: Database;
  settings: SettingsService;
  /** The server's clock (tests move it). */
  now: Clock;
  /** The catalogue kept in memory for the screens (catalogue-snapshot.ts). */
  catalogue: CatalogueSnapshots;
  /** Companies' standing kept a few seconds for the screens (company-standings.ts). */
  standings: CompanyStandings<CompanyStanding>;
  /** Serialised product list replies, by what they are made of (product-list.service.ts). */
  productReplies: ProductReplies;
  /** PGlite only: the catalogue keys read, by company, with the local write count (product-list.service.ts). */
  catalogueKeys: CatalogueKeys;
  /** PGlite only: the count of statements this process wrote (DatabaseHandle.localWrites). */
  localWrites?: (() => number) | undefined;
  /** The portal's public address (PUBLIC_URL), for links in mails. */
  publicUrl: string;
};

/**
 * What a loader needs. When it guards a write, `db` is the write's transaction and there is no
 * `catalogue`: the catalogue is read inside the transaction too.
 */
export type OrdersReadDeps = Omit<
  OrdersDeps,
  'db' | 'catalogue' | 'standings' | 'productReplies' | 'catalogueKeys' | 'publicUrl'
> & {
  db: Executor;
  catalogue?: CatalogueSnapshots;
  standings?: CompanyStandings<CompanyStanding>;
};

/** What ordering needs to know of a company besides the catalogue. */
export type CompanyStanding = {
  company: NonNullable<Awaited<ReturnType<typeof findCompanyById>>>;
  blocking: BlockingStatus;
  /** Read only when the catalogue comes from memory (otherwise the catalogue query joins them). */
  orderableGroupIds: number[] | undefined;
};

async function readStanding(
  deps: OrdersReadDeps,
  companyId: number,
  withGroups: boolean,
): Promise<CompanyStanding> {
  const [company, orderableGroupIds] = await Promise.all([
    findCompanyById(deps.db, companyId),
    withGroups ? findOrderableGroupIds(deps.db, companyId) : undefined,
  ]);
  if (!company) throw new AppError('NOT_AUTHENTICATED');
  return { company, blocking: await findBlockingStatus(deps, company), orderableGroupIds };
}

/** The company's standing as the screens trust it (kept a few seconds, with its orderable groups). */
export function keptStandingOf(deps: OrdersDeps, companyId: number): Promise<CompanyStanding> {
  return deps.standings.get(companyId, () => readStanding(deps, companyId, true));
}

export type OrderingContext = {
  company: NonNullable<Awaited<ReturnType<typeof findCompanyById>>>;
  blocking: BlockingStatus;
  products: Map<number, Product>;
  fees: { partialRoll: string; printDesign: string };
};

/** The signed-in user's company with its blocking status, catalogue and fees; catalogue texts in `language`. */
export async function loadOrderingContext(
  deps: OrdersReadDeps,
  auth: AuthContext,
  language: Language,
): Promise<OrderingContext> {
  const { standings } = deps;
  const [{ company, blocking, orderableGroupIds }, snapshot] = await Promise.all([
    standings
      ? standings.get(auth.companyId, () => readStanding(deps, auth.companyId, !!deps.catalogue))
      : readStanding(deps, auth.companyId, !!deps.catalogue),
    deps.catalogue?.get(),
  ]);
  const isBlocked = blocking.reasons.length > 0;
  const [productList, feeRows] = await Promise.all([
    listOrderableProducts(deps.db, company.id, isBlocked, language, snapshot, orderableGroupIds),
    snapshot ? snapshot.fees : findExtraServiceFees(deps.db),
  ]);
  const feeOf = (category: string) => feeRows.find((row) => row.category === category)?.fee ?? '0.00';
  return {
    company,
    blocking,
    products: new Map(productList.map((product) => [product.pk, product])),
    fees: { partialRoll: feeOf('PARTIAL_ROLL'), printDesign: feeOf('PRINT_DESIGN') },
  };
}

/** What a company may order now: the products it sees, and whether any blocking reason applies. */
export type CatalogueState = { orderableProductIds: Set<number>; isBlocked: boolean };

/**
 * The signed-in user's company's catalogue state for the screens that only need it (the history's
 * repeat and blocked flags): from the kept standing and catalogue, without building the products.
 */
export async function loadCatalogueState(deps: OrdersDeps, auth: AuthContext): Promise<CatalogueState> {
  const [standing, snapshot] = await Promise.all([
    deps.standings.get(auth.companyId, () => readStanding(deps, auth.companyId, true)),
    deps.catalogue.get(),
  ]);
  const groupIds = new Set(
    standing.orderableGroupIds ?? (await findOrderableGroupIds(deps.db, auth.companyId)),
  );
  return {
    orderableProductIds: new Set(
      snapshot.activeProducts
        .filter((row) => groupIds.has(row.productGroupId) && !row.isBlocked)
        .map((row) => row.id),
    ),
    isBlocked: standing.blocking.reasons.length > 0,
  };
}

/** The catalogue states of other companies (staff viewing their orders), in a fixed number of queries. */
export async function loadCatalogueStates(
  deps: OrdersDeps,
  companyIds: number[],
): Promise<Map<number, CatalogueState>> {
  const [found, orderable] = await Promise.all([
    findCompaniesByIds(deps.db, companyIds),
    findOrderableProductIdsOfCompanies(deps.db, companyIds),
  ]);
  const blocking = await findBlockingStatuses(deps, found);
  const states = new Map<number, CatalogueState>();
  for (const company of found) {
    states.set(company.id, {
      orderableProductIds: new Set(),
      isBlocked: (blocking.get(company.id)?.reasons.length ?? 0) > 0,
    });
  }
  for (const row of orderable) states.get(row.companyId)?.orderableProductIds.add(row.productId);
  return states;
}

/** Whose orders a user sees: everyone's with a staff scope, else their company's. */
export function orderScopeOf(auth: AuthContext): { companyId: number | null } {
  return { companyId: hasStaffScope(auth.rights) ? null : auth.companyId };
}
