import { hasStaffScope, type Product } from '@label-portal/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthContext } from '../../plugins/request-context.js';
import type { SettingsService } from '../settings/settings.service.js';
import { type BlockingStatus, findBlockingStatus } from './blocking.service.js';
import { findExtraServiceFees } from './catalogue.repository.js';
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

/** Whose orders a user sees: everyone's with a staff scope, else their company's. */
export function orderScopeOf(auth: AuthContext): { companyId: number | null } {
  return { companyId: hasStaffScope(auth.rights) ? null : auth.companyId };
}
