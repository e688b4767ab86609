import { and, eq, type SQL } from 'drizzle-orm';
import {
  type companyProductGroupRights,
  type companyQuotaCategories,
  productGroups,
} from './schema/index.js';

/**
 * Joins a table of one row per company and product group (rights, quota categories) to the product
 * groups: the company's row for each group, or none (a left join then reads the default).
 */
export function companyRowOfGroup(
  table: typeof companyProductGroupRights | typeof companyQuotaCategories,
  companyId: number,
): SQL {
  return and(eq(table.productGroupId, productGroups.id), eq(table.companyId, companyId)) as SQL;
}
