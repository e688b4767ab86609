import type {
  DistributionAddressList,
  DistributionAddressListQuery,
  DistributionAddressRow,
  Language,
} from '@label-portal/contract';
import { countryName } from '../../../lib/countries.js';
import { splitKeysetPage } from '../../../lib/keyset-page.js';
import { toAddress } from '../../accounts/companies/index.js';
import {
  findDistributionAddresses,
  findDistributionRejections,
  findOwnAddresses,
  type ListCursor,
  REJECTION_RANK,
} from './address-list.repository.js';
import { findCompany } from './distribution.repository.js';
import type { DistributionDeps } from './distribution-deps.js';

type Ranked = { rank: number; id: number; row: DistributionAddressRow };

function cursorOf(text: string | undefined): ListCursor | undefined {
  if (!text) return undefined;
  const [rank, id] = text.split('_').map(Number);
  return { rank: rank ?? 0, id: id ?? 0 };
}

/**
 * The address list (decision 151): the company's own address (its primary approved delivery
 * address, else its billing address; always valid, never edited here), then by keyset pages the
 * rejected distribution proposals with the approver's feedback, the distribution addresses waiting
 * for approval and the approved ones, newest first within each.
 */
export async function listDistributionAddresses(
  deps: DistributionDeps,
  companyId: number,
  query: DistributionAddressListQuery,
  language: Language,
): Promise<DistributionAddressList> {
  const company = await findCompany(deps.db, companyId);
  if (!company) return { own_address: null, results: [], next_after: null };
  const after = cursorOf(query.after);
  const wanted = query.limit + 1;

  const ranked: Ranked[] = [];
  if (!after || after.rank === REJECTION_RANK) {
    const rejections = await findDistributionRejections(deps.db, companyId, { limit: wanted, after });
    for (const rejection of rejections) {
      const text = (key: string) => String(rejection.snapshot[key] ?? '');
      ranked.push({
        rank: REJECTION_RANK,
        id: rejection.id,
        row: {
          state: 'REJECTED',
          pk: null,
          rejection: rejection.id,
          company_name: text('company_name'),
          street_address: text('street_address'),
          address_details: text('address_details'),
          postal_code: text('postal_code'),
          city: text('city'),
          country: countryName(text('country_code'), language),
          country_code: text('country_code'),
          feedback: rejection.feedback,
          changed_at: rejection.rejectedAt.toISOString(),
          is_used_by_distributions: false,
        },
      });
    }
  }
  if (ranked.length < wanted) {
    const rows = await findDistributionAddresses(deps.db, companyId, {
      limit: wanted - ranked.length,
      after,
    });
    for (const { address, rank, isUsed } of rows) {
      const {
        pk: _pk,
        category: _category,
        company_id: _companyId,
        ...fields
      } = toAddress(address, company, language);
      ranked.push({
        rank: Number(rank),
        id: address.id,
        row: {
          ...fields,
          pk: address.id,
          rejection: null,
          feedback: '',
          changed_at: address.updatedAt.toISOString(),
          is_used_by_distributions: Boolean(isUsed),
        },
      });
    }
  }

  const { page, next } = splitKeysetPage(ranked, query.limit, (last) => `${last.rank}_${last.id}`);
  const own = await findOwnAddresses(deps.db, companyId);
  const ownRow = own.find((row) => row.category === 'DELIVERY') ?? own[0];
  return {
    own_address: ownRow ? toAddress(ownRow, company, language) : null,
    results: page.map((entry) => entry.row),
    next_after: next,
  };
}
