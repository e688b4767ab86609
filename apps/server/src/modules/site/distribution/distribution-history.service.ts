import type { DistributionListQuery, DistributionPage, Language } from '@label-portal/contract';
import { splitKeysetPage } from '../../../lib/keyset-page.js';
import { toAddress } from '../../accounts/companies/index.js';
import { findCompany, findDistributedSpools, findDistributionPage } from './distribution.repository.js';
import type { DistributionDeps } from './distribution-deps.js';

/** `2024-05-01T10:00:00.123456Z_<uuid>` → its time and uuid. */
function cursorOf(text: string | undefined): { at: string; id: string } | undefined {
  if (!text) return undefined;
  const split = text.indexOf('_');
  return { at: text.slice(0, split), id: text.slice(split + 1) };
}

/**
 * The company's redistributions, newest first, by keyset pages: each with its date, recipient
 * address (as it is now: an address distributions use is never changed, decision 138), comment
 * and rolls.
 */
export async function listDistributions(
  deps: DistributionDeps,
  companyId: number,
  query: DistributionListQuery,
  language: Language,
): Promise<DistributionPage> {
  const company = await findCompany(deps.db, companyId);
  if (!company) return { results: [], next_before: null };
  const rows = await findDistributionPage(deps.db, companyId, {
    limit: query.limit,
    before: cursorOf(query.before),
  });
  const { page, next } = splitKeysetPage(rows, query.limit, (last) => `${last.cursorAt}_${last.id}`);
  const spoolRows = await findDistributedSpools(
    deps.db,
    page.map((row) => row.id),
  );
  const spoolsOf = new Map<string, { spool_no: string; comment: string }[]>();
  for (const spool of spoolRows) {
    const list = spoolsOf.get(spool.distributionId) ?? [];
    list.push({ spool_no: spool.spoolNo, comment: spool.comment });
    spoolsOf.set(spool.distributionId, list);
  }
  return {
    results: page.map((row) => ({
      uuid: row.id,
      created_at: row.createdAt.toISOString(),
      distribution_address: toAddress(row.address, company, language),
      comment: row.comment,
      spool_entries: spoolsOf.get(row.id) ?? [],
    })),
    next_before: next,
  };
}
