import {
  KNOWN_COMPANY_LOCKED_CONTACTS,
  type LookupMode,
  MESSAGE,
  normalizeCofor6,
  normalizeCofor10,
  type RegistrationBody,
  type RegistrationContext,
  registrationIssues,
  UNKNOWN_COMPANY,
} from '@label-portal/contract';
import type { Executor } from '../../../db/client.js';
import { AppError, type FieldErrors } from '../../../lib/app-error.js';
import { checkNewPassword } from '../../../lib/common-passwords.js';
import { modeOfEntries, restrictedQuotasOf } from './lookup.service.js';
import {
  type CompanyPrefill,
  findCompanyPrefill,
  findQuotaCategories,
  findSupplierCompany,
  findSupplierEntries,
  type PortalCompany,
  type SupplierEntry,
} from './registration.repository.js';

/** What the server finds behind a registration: its mode, the file entry, the portal company. */
export type ResolvedRegistration = RegistrationContext & {
  mode: LookupMode;
  entry: SupplierEntry | undefined;
  company: PortalCompany | undefined;
  prefill: CompanyPrefill | undefined;
  quotaGroupIds: number[];
  /** No confirmed first user holds the company yet, and the mode is not COFOR10. */
  isFirstUser: boolean;
};

function fail(fields: FieldErrors): never {
  throw new AppError('VALIDATION_FAILED', { fields });
}

function addTo(fields: FieldErrors, path: string, message: string) {
  fields[path] = [...(fields[path] ?? []), message];
}

const same = (a: string, b: string) => a.trim() === b.trim();

/** Looks the company up again (never trusting the wizard's mode) and derives the rules' context. */
async function resolveCompany(db: Executor, body: RegistrationBody) {
  if (body.registerCase === 'COFOR10') {
    const company = await findSupplierCompany(db, normalizeCofor10(body.accountId));
    if (!company) fail({ accountId: [MESSAGE.coforNotFound] });
    return { mode: 'COFOR10' as const, entry: undefined, company };
  }
  const entries = await findSupplierEntries(db, normalizeCofor6(body.company_profile.cofor6));
  const mode = modeOfEntries(entries);
  if (mode !== body.registerCase) fail({ registerCase: [MESSAGE.notEditable] });
  if (mode === 'COFOR6_UNKNOWN') {
    if (body.accountId !== UNKNOWN_COMPANY) fail({ accountId: [MESSAGE.invalid] });
    return { mode, entry: undefined, company: undefined };
  }
  const entry = entries.find((candidate) => candidate.cofor10 === body.accountId);
  if (!entry) fail({ accountId: [MESSAGE.invalid] });
  return { mode, entry, company: await findSupplierCompany(db, entry.cofor10) };
}

/** Fields a registrant may not change: each one that differs answers notEditable on itself. */
function checkLocked(
  body: RegistrationBody,
  resolved: ResolvedRegistration,
  fixedQuotas: string[] | undefined,
) {
  const fields: FieldErrors = {};
  const { company, prefill } = resolved;
  // A company of the portal keeps its name; one of the car-maker's supplier file takes the file's
  // (the lookup prefills it): an unconfirmed registrant cannot rename either (decision 284).
  const lockedName = company?.name ?? resolved.entry?.name;
  if (lockedName !== undefined && !same(body.company_profile.name, lockedName))
    addTo(fields, 'company_profile.name', MESSAGE.notEditable);
  if (prefill) {
    const locked: readonly string[] = resolved.isAdditionalUser
      ? body.contacts.map((contact) => contact.category)
      : KNOWN_COMPANY_LOCKED_CONTACTS;
    body.contacts.forEach((contact, index) => {
      if (!locked.includes(contact.category)) return;
      const existing = prefill.contacts.find((row) => row.category === contact.category);
      for (const key of ['name', 'phone', 'email'] as const) {
        if (!same(contact[key], existing?.[key] ?? ''))
          addTo(fields, `contacts.${index}.${key}`, MESSAGE.notEditable);
      }
    });
    if (resolved.isAdditionalUser) {
      body.addresses.forEach((address, index) => {
        const existing = prefill.addresses.find((row) => row.category === address.category);
        for (const key of ['street_address', 'postal_code', 'city', 'country_code'] as const) {
          if (!same(address[key], existing?.[key] ?? ''))
            addTo(fields, `addresses.${index}.${key}`, MESSAGE.notEditable);
        }
      });
    }
  }
  if (fixedQuotas && body.quotas.length > 0) {
    const isSame =
      body.quotas.length === fixedQuotas.length && fixedQuotas.every((name) => body.quotas.includes(name));
    if (!isSame) addTo(fields, 'quotas', MESSAGE.notEditable);
  }
  return fields;
}

/**
 * Every rule of a registration on the server: the contract's rules with the server's own context,
 * the common-password list, the fields the mode locks and the quota categories. Throws 400 with
 * per-field messages.
 */
export async function checkRegistration(db: Executor, body: RegistrationBody): Promise<ResolvedRegistration> {
  const { mode, entry, company } = await resolveCompany(db, body);
  const prefill = company ? await findCompanyPrefill(db, company.id) : undefined;
  // Decision 113: a registration for a company already in the portal changes none of its data.
  const isAdditionalUser = mode === 'COFOR10' || company !== undefined;
  const isFirstUser = mode !== 'COFOR10' && !(company?.hasFirstUser ?? false);
  const context = { isKnownCompany: company !== undefined, isAdditionalUser };
  const fields: FieldErrors = {};
  for (const issue of registrationIssues(body, context)) addTo(fields, issue.path.join('.'), issue.message);
  const passwordProblems = checkNewPassword(body.user.password);
  if (passwordProblems.length > 0 && !fields['user.password']) fields['user.password'] = passwordProblems;

  const categories = await findQuotaCategories(db);
  const unknownQuota = body.quotas.some((name) => !categories.some((category) => category.name === name));
  if (unknownQuota || new Set(body.quotas).size !== body.quotas.length)
    addTo(fields, 'quotas', MESSAGE.invalid);
  const fixedQuotas = isAdditionalUser
    ? (prefill?.quotas ?? [])
    : mode === 'COFOR6_RESTRICTED'
      ? (prefill?.quotas ?? (await restrictedQuotasOf(db)))
      : undefined;
  const resolved: ResolvedRegistration = {
    ...context,
    mode,
    entry,
    company,
    prefill,
    isFirstUser,
    quotaGroupIds: categories
      .filter((category) => body.quotas.includes(category.name))
      .map((category) => category.id),
  };
  Object.assign(fields, checkLocked(body, resolved, fixedQuotas));
  if (Object.keys(fields).length > 0) fail(fields);
  if (fixedQuotas) {
    resolved.quotaGroupIds = categories
      .filter((category) => fixedQuotas.includes(category.name))
      .map((c) => c.id);
  }
  return resolved;
}
