import type { SpoolList, SpoolListQuery } from '@label-portal/contract';
import { splitKeysetPage } from '../../../lib/keyset-page.js';
import { findAvailableSpools } from './distribution.repository.js';
import type { DistributionDeps } from './distribution-deps.js';

/**
 * The user's company's rolls that no distribution holds yet, by spool_no (keyset pages), optionally
 * those whose spool_no contains the search. Always the own company's, staff included: rolls are
 * redistributed by the company that holds them (decision 150).
 */
export async function listAvailableSpools(
  deps: DistributionDeps,
  companyId: number,
  query: SpoolListQuery,
): Promise<SpoolList> {
  const rows = await findAvailableSpools(deps.db, companyId, {
    limit: query.limit,
    after: query.after,
    search: query.q_spool_no || undefined,
  });
  const { page, next } = splitKeysetPage(rows, query.limit, (last) => last.spoolNo);
  return {
    results: page.map((row) => ({
      pk: row.id,
      spool_no: row.spoolNo,
      comment: row.comment,
      product: {
        product_group: { name: row.groupName },
        customer_reference: row.customerReference,
        winding_direction: row.windingDirection,
        labels_per_unit: row.labelsPerUnit,
      },
    })),
    next_after: next,
  };
}
