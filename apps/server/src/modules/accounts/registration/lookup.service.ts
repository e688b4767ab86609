import {
  type CoforLookupReply,
  type Language,
  type LookupMode,
  type LookupOption,
  MESSAGE,
  normalizeCofor6,
  normalizeCofor10,
} from '@label-portal/contract';
import type { Database, Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { CaptchaVerifier } from '../../../lib/captcha.js';
import type { Clock } from '../../../lib/clock.js';
import { countryName } from '../../../lib/countries.js';
import type { FormThrottle } from '../auth/index.js';
import {
  type CompanyPrefill,
  findCompanyPrefill,
  findCompanyPrefills,
  findQuotaCategories,
  findSupplierCompanies,
  findSupplierCompany,
  findSupplierEntries,
  type PortalCompany,
  type SupplierEntry,
} from './registration.repository.js';

export type LookupDeps = { db: Database; throttle: FormThrottle; verifyCaptcha: CaptchaVerifier; now: Clock };

/**
 * The quota categories of a restricted supplier-file company not yet in the portal: fixed to the
 * first quota category (decision 111); a known company keeps its own.
 */
export async function restrictedQuotasOf(db: Executor): Promise<string[]> {
  const [first] = await findQuotaCategories(db);
  return first ? [first.name] : [];
}

/** The lookup's mode for a COFOR6: from the latest supplier file's entries (domain.md section 2). */
export function modeOfEntries(entries: readonly SupplierEntry[]): LookupMode {
  if (entries.length === 0) return 'COFOR6_UNKNOWN';
  return entries.some((entry) => entry.restricted) ? 'COFOR6_RESTRICTED' : 'COFOR6';
}

function countryNameOf(language: Language, code: string): string {
  return countryName(code, language);
}

function prefillOf(
  company: PortalCompany | undefined,
  data: CompanyPrefill | undefined,
  profile: LookupOption['prefill']['company_profile'],
  fallback: { quotas: string[]; addresses: LookupOption['prefill']['addresses'] },
): LookupOption['prefill'] {
  if (!company || !data) {
    return { company_profile: profile, is_known_company: false, first_user: true, contacts: [], ...fallback };
  }
  return {
    company_profile: {
      name: company.name,
      cofor10: company.cofor10,
      cofor6: company.cofor6 || profile.cofor6,
    },
    is_known_company: true,
    first_user: !company.hasFirstUser,
    quotas: data.quotas,
    addresses: data.addresses.map(({ id: _id, ...address }) => address),
    contacts: data.contacts,
  };
}

/** The lookup options of a COFOR6's supplier-file entries, each prefilled from its portal company if any. */
export async function buildLookupOptions(
  db: Executor,
  entries: SupplierEntry[],
  mode: LookupMode,
  language: Language,
) {
  const restrictedQuotas = mode === 'COFOR6_RESTRICTED' ? await restrictedQuotasOf(db) : [];
  // A COFOR6 may have many sites: their companies and prefills are read in one go, not per site.
  const portalCompanies = await findSupplierCompanies(
    db,
    entries.map((entry) => entry.cofor10),
  );
  const prefills = await findCompanyPrefills(
    db,
    [...portalCompanies.values()].map((company) => company.id),
  );
  return entries.map((entry, index): LookupOption => {
    const address = {
      street_address: entry.streetAddress,
      postal_code: entry.postalCode,
      city: entry.city,
      country: countryNameOf(language, entry.countryCode),
      country_code: entry.countryCode,
    };
    const billing = {
      category: 'BILLING' as const,
      company_name: entry.name,
      street_address: entry.streetAddress,
      address_details: '',
      postal_code: entry.postalCode,
      city: entry.city,
      country_code: entry.countryCode,
    };
    const company = portalCompanies.get(entry.cofor10);
    const prefill = prefillOf(
      company,
      company ? prefills.get(company.id) : undefined,
      { name: entry.name, cofor10: entry.cofor10, cofor6: entry.cofor6 },
      { quotas: restrictedQuotas, addresses: [billing] },
    );
    return { index, address, prefill };
  });
}

/**
 * The company-code lookup (accounts:api_cofor_list). Counted per client address; answers the same
 * status and shape whatever it finds: an unknown account id is COFOR10 with no options.
 */
export async function lookUpCompanyCode(
  deps: LookupDeps,
  query: {
    q_cofor6?: string | undefined;
    q_cofor10?: string | undefined;
    'g-recaptcha-response'?: string | undefined;
  },
  meta: { ip: string; language: Language },
): Promise<CoforLookupReply> {
  const { db } = deps;
  await deps.throttle.reserve(db, 'lookup', meta.ip, deps.now());
  if (!(await deps.verifyCaptcha(query['g-recaptcha-response'], meta.ip))) {
    throw new AppError('VALIDATION_FAILED', { detail: MESSAGE.captchaFailed });
  }
  const quotaCategories = (await findQuotaCategories(db)).map((category) => category.name);
  const cofor6 = normalizeCofor6(query.q_cofor6 ?? '');
  if (cofor6 !== '') {
    const entries = await findSupplierEntries(db, cofor6);
    const mode = modeOfEntries(entries);
    const options = await buildLookupOptions(db, entries, mode, meta.language);
    return { mode, options, quota_categories: quotaCategories, quotas_fixed: mode === 'COFOR6_RESTRICTED' };
  }
  const cofor10 = normalizeCofor10(query.q_cofor10 ?? '');
  const company = await findSupplierCompany(db, cofor10);
  const options: LookupOption[] = [];
  if (company) {
    const prefill = prefillOf(
      company,
      await findCompanyPrefill(db, company.id),
      { name: company.name, cofor10, cofor6: company.cofor6 },
      {
        quotas: [],
        addresses: [],
      },
    );
    const billing = prefill.addresses.find((address) => address.category === 'BILLING');
    options.push({
      index: 0,
      address: {
        street_address: billing?.street_address ?? '',
        postal_code: billing?.postal_code ?? '',
        city: billing?.city ?? '',
        country: billing ? countryNameOf(meta.language, billing.country_code) : '',
        country_code: billing?.country_code ?? '',
      },
      prefill: { ...prefill, first_user: false },
    });
  }
  return { mode: 'COFOR10', options, quota_categories: quotaCategories, quotas_fixed: true };
}
