import type { Account, Address, BlockedReason, CompanyProfile, Language } from '@label-portal/contract';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import { countryName } from '../../../lib/countries.js';
import { toUserContact } from '../../../lib/user-contact.js';
import type { SettingsService } from '../../platform/settings/index.js';
import { findBlockingStatus } from './blocking.service.js';
import {
  type AddressRow,
  type CompanyRow,
  findCompanyMainAddresses,
  findCompanyUsers,
  findUserWithCompany,
  type UserRow,
} from './companies.repository.js';

/** The lines of an address as the replies and the kept versions write them. */
export function toAddressLines(
  row: Pick<
    AddressRow,
    'companyName' | 'streetAddress' | 'addressDetails' | 'postalCode' | 'city' | 'countryCode'
  >,
) {
  return {
    company_name: row.companyName,
    street_address: row.streetAddress,
    address_details: row.addressDetails,
    postal_code: row.postalCode,
    city: row.city,
    country_code: row.countryCode,
  };
}

export function toAddress(row: AddressRow, company: CompanyRow, language: Language): Address {
  return {
    pk: row.id,
    category: row.category,
    company_name: row.companyName || company.name,
    company_id: company.cofor10,
    street_address: row.streetAddress,
    address_details: row.addressDetails,
    postal_code: row.postalCode,
    city: row.city,
    country: countryName(row.countryCode, language),
    country_code: row.countryCode,
    state: row.state,
  };
}

function toCompanyProfile(
  company: CompanyRow,
  rows: AddressRow[],
  blockedReasons: BlockedReason[],
  language: Language,
): CompanyProfile {
  const pick = (category: 'BILLING' | 'DELIVERY') => {
    const candidates = rows.filter((row) => row.category === category && row.state !== 'REJECTED');
    const chosen = candidates.find((row) => row.isPrimary) ?? candidates[0];
    return chosen ? toAddress(chosen, company, language) : null;
  };
  return {
    ...toCompanyIdentity(company),
    transport_restriction: company.transportRestriction,
    handling_included: company.handlingIncluded,
    blocked_for_ordering: company.blockedForOrdering,
    blocked_completely: company.blockedCompletely,
    blocked_reasons: blockedReasons,
    billing_address: pick('BILLING'),
    delivery_address: pick('DELIVERY'),
  };
}

/** What identifies a company on every screen that shows one: its names, codes and numbers. */
export function toCompanyIdentity(company: CompanyRow) {
  return {
    pk: company.id,
    name: company.name,
    cofor6: company.cofor6,
    cofor10: company.cofor10,
    company_group: company.companyGroup,
    vat_identification_no: company.vatIdentificationNo,
    duns: company.duns,
    destination: company.destination,
    part_numbers: company.partNumbers,
  };
}

/** A user as an account of the /accounts/api/users/ answers, with their company's profile or none. */
export function toAccount(user: UserRow, profile: CompanyProfile | null): Account {
  return {
    ...toUserContact(user),
    is_active: user.isActive,
    company_profile: profile,
  };
}

/** The signed-in account first (with its company profile), then, when asked, the company's other users. */
export async function listAccounts(
  deps: { db: Database; settings: SettingsService; now: Clock },
  userId: number,
  options: { showAll: boolean; language: Language },
): Promise<Account[]> {
  const { db } = deps;
  const found = await findUserWithCompany(db, userId);
  if (!found) throw new AppError('NOT_AUTHENTICATED');
  const [addressRows, blocking] = await Promise.all([
    findCompanyMainAddresses(db, found.company.id),
    findBlockingStatus(deps, found.company),
  ]);
  const profile = toCompanyProfile(found.company, addressRows, blocking.reasons, options.language);
  const accounts = [toAccount(found.user, profile)];
  if (options.showAll) {
    const others = await findCompanyUsers(db, found.company.id, userId);
    accounts.push(...others.map((user) => toAccount(user, null)));
  }
  return accounts;
}
