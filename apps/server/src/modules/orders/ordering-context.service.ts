import { hasStaffScope, type Product } from '@label-portal/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthContext } from '../../plugins/request-context.js';
import type { SettingsService } from '../settings/settings.service.js';
import { type BlockingStatus, findBlockingStatus } from './blocking.service.js';
import { findExtraServiceFees, findOrderableProducts } from './catalogue.repository.js';
import { listOrderableProducts } from './catalogue.service.js';
import { findCompanyById } from './orders.repository.js';

export type OrdersDeps = {
  db: Database;
  settings: SettingsService;
  /** The clock of the ordering date rules (tests move it). */
  now: () => Date;
};

export type OrderingContext = {
  company: NonNullable<Awaited<ReturnType<typeof findCompanyById>>>;
  blocking: BlockingStatus;
  products: Map<number, Product>;
  fees: { partialRoll: string; printDesign: string };
};

/** The signed-in user's company with its blocking status, catalogue and fees. */
export async function loadOrderingContext(deps: OrdersDeps, auth: AuthContext): Promise<OrderingContext> {
  const company = await findCompanyById(deps.db, auth.companyId);
  if (!company) throw new AppError('NOT_AUTHENTICATED');
  const blocking = await findBlockingStatus(deps, company);
  const [productList, feeRows] = await Promise.all([
    listOrderableProducts(deps.db, company.id, blocking.reasons.length > 0),
    findExtraServiceFees(deps.db),
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

export function catalogueStateOf(context: OrderingContext): CatalogueState {
  return {
    orderableProductIds: new Set(context.products.keys()),
    isBlocked: context.blocking.reasons.length > 0,
  };
}

/** The catalogue state of another company (staff viewing its orders); undefined when it is gone. */
export async function loadCatalogueState(
  deps: OrdersDeps,
  companyId: number,
): Promise<CatalogueState | undefined> {
  const company = await findCompanyById(deps.db, companyId);
  if (!company) return undefined;
  const [blocking, rows] = await Promise.all([
    findBlockingStatus(deps, company),
    findOrderableProducts(deps.db, company.id),
  ]);
  return {
    orderableProductIds: new Set(rows.map((row) => row.id)),
    isBlocked: blocking.reasons.length > 0,
  };
}

/** Whose orders a user sees: everyone's with a staff scope, else their company's. */
export function orderScopeOf(auth: AuthContext): { companyId: number | null } {
  return { companyId: hasStaffScope(auth.rights) ? null : auth.companyId };
}
