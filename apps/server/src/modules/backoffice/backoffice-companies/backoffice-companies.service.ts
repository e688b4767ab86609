import {
  COMPANY_SEARCH_LIMIT,
  type CompanyContractBody,
  type CompanyDetail,
  type CompanyPage,
  type CompanyProductGroupRightsBody,
  type CompanyQuotaCategoriesBody,
  type CompanyUpdateBody,
  isTAccountId,
  MESSAGE,
} from '@label-portal/contract';
import type { Database, Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import { splitKeysetPage } from '../../../lib/keyset-page.js';
import { staleVersionError } from '../../../lib/stale-version.js';
import {
  findBlockingStatus,
  findBlockingStatuses,
  findCompanyContacts,
} from '../../accounts/companies/index.js';
import { recordAudit } from '../../platform/audit/index.js';
import type { SettingsService } from '../../platform/settings/index.js';
import {
  type CompanyChanges,
  countProductGroups,
  countQuotaCategoryGroups,
  findAddressesOf,
  findCompany,
  findLicensingEventsOf,
  findProductGroupsOf,
  findQuotaCategoryIdsOf,
  findRightsOf,
  findUsersOf,
  insertContractEvent,
  isRestrictedInSupplierFile,
  replaceQuotaCategoriesOf,
  searchCompanies,
  updateCompanyAtVersion,
  upsertRights,
} from './backoffice-companies.repository.js';

export type CompaniesAdminDeps = { db: Database; now: Clock; settings: SettingsService };

/** Account ids given by the portal to companies the supplier file does not know (domain.md section 2). */
export function isTAccount(cofor10: string): boolean {
  return isTAccountId(cofor10);
}

function encodeCursor(name: string, id: number): string {
  return Buffer.from(JSON.stringify([name, id])).toString('base64url');
}

function decodeCursor(cursor: string): { name: string; id: number } {
  try {
    const [name, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof name === 'string' && Number.isSafeInteger(id)) return { name, id: id as number };
  } catch {
    // answered below
  }
  throw new AppError('VALIDATION_FAILED', { fields: { after: [MESSAGE.invalid] } });
}

/** GET backoffice:api_company_list. */
export async function listCompanies(
  deps: CompaniesAdminDeps,
  query: {
    name?: string;
    cofor6?: string;
    cofor10?: string;
    city?: string;
    country?: string;
    after?: string;
    limit?: number;
  },
): Promise<CompanyPage> {
  const limit = query.limit ?? COMPANY_SEARCH_LIMIT;
  const rows = await searchCompanies(deps.db, {
    name: query.name,
    cofor6: query.cofor6,
    cofor10: query.cofor10,
    city: query.city,
    country: query.country,
    after: query.after ? decodeCursor(query.after) : undefined,
    limit: limit + 1,
  });
  const { page, next } = splitKeysetPage(rows, limit, (last) => encodeCursor(last.sortName, last.id));
  const settings = await deps.settings.snapshot();
  const statuses = await findBlockingStatuses({ db: deps.db, settings, now: deps.now }, page);
  return {
    companies: page.map((row) => ({
      id: row.id,
      name: row.name,
      cofor6: row.cofor6,
      cofor10: row.cofor10,
      city: row.city,
      country_code: row.countryCode,
      blocked_reasons: statuses.get(row.id)?.reasons ?? [],
    })),
    next,
  };
}

type Company = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

async function companyOrNotFound(db: Executor, id: number, forUpdate = false): Promise<Company> {
  const company = await findCompany(db, id, forUpdate);
  if (!company) throw new AppError('NOT_FOUND', { detail: MESSAGE.companyNotFound });
  return company;
}

/** GET backoffice:api_company_detail. */
export async function readCompanyDetail(deps: CompaniesAdminDeps, id: number): Promise<CompanyDetail> {
  const company = await companyOrNotFound(deps.db, id);
  const settings = await deps.settings.snapshot();
  const blocking = await findBlockingStatus({ db: deps.db, settings, now: deps.now }, company);
  const [isRestricted, groups, events, companyUsers, companyAddresses, companyContacts] = [
    await isRestrictedInSupplierFile(deps.db, company.cofor6),
    await findProductGroupsOf(deps.db, id),
    await findLicensingEventsOf(deps.db, id),
    await findUsersOf(deps.db, id),
    await findAddressesOf(deps.db, id),
    await findCompanyContacts(deps.db, id),
  ];
  return {
    id: company.id,
    version: company.version,
    kind: company.kind,
    name: company.name,
    cofor6: company.cofor6,
    cofor10: company.cofor10,
    company_group: company.companyGroup,
    is_t_account: isTAccount(company.cofor10),
    is_restricted: isRestricted,
    registered_at: company.registeredAt.toISOString(),
    transport_restriction: company.transportRestriction,
    handling_included: company.handlingIncluded,
    blocked_for_ordering: company.blockedForOrdering,
    blocked_completely: company.blockedCompletely,
    blocked_reasons: blocking.reasons,
    non_activated_orders: blocking.nonActivatedOrders,
    max_non_activated_orders: blocking.maxNonActivatedOrders,
    product_groups: groups.map((group) => ({
      id: group.id,
      name: group.name,
      can_order: group.canOrder,
      is_quota_category: group.isQuotaCategory,
      quota_requested: group.quotaRequested,
      balance: Number(group.balance),
    })),
    licensing_events: events.map((event) => ({
      id: event.id,
      product_group_id: event.productGroupId,
      type: event.type,
      amount: event.amount,
      reference: event.reference,
      order_id: event.orderId,
      created_at: event.createdAt.toISOString(),
    })),
    users: companyUsers.map((user) => ({
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      state: user.state,
      is_active: user.isActive,
    })),
    addresses: companyAddresses.map((address) => ({
      id: address.id,
      category: address.category,
      state: address.state,
      company_name: address.companyName,
      street_address: address.streetAddress,
      postal_code: address.postalCode,
      city: address.city,
      country_code: address.countryCode,
    })),
    contacts: companyContacts.map((contact) => ({
      id: contact.id,
      category: contact.category,
      name: contact.name,
      phone: contact.phone,
      email: contact.email,
    })),
  };
}

/** Raises the company's version (every company edit does, decision 200); stale → 409, missing → 404. */
async function bumpVersion(tx: Executor, id: number, version: number, changes: CompanyChanges = {}) {
  const saved = await updateCompanyAtVersion(tx, id, version, changes);
  if (saved) return saved;
  await companyOrNotFound(tx, id);
  throw staleVersionError();
}

const FLAG_FIELDS = {
  blocked_for_ordering: 'blockedForOrdering',
  blocked_completely: 'blockedCompletely',
  transport_restriction: 'transportRestriction',
  handling_included: 'handlingIncluded',
} as const;

/** PATCH backoffice:api_company_update: blocking flags, transport restriction, handling included. */
export async function updateCompany(
  deps: CompaniesAdminDeps,
  userId: number,
  id: number,
  body: CompanyUpdateBody,
): Promise<CompanyDetail> {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await companyOrNotFound(tx, id, true);
    const changes: Record<string, unknown> = {};
    const beforeValues: Record<string, unknown> = {};
    const afterValues: Record<string, unknown> = {};
    for (const [field, column] of Object.entries(FLAG_FIELDS)) {
      const value = body[field as keyof typeof FLAG_FIELDS];
      if (value === undefined) continue;
      changes[column] = value;
      beforeValues[field] = before[column];
      afterValues[field] = value;
    }
    await bumpVersion(tx, id, body.version, changes as CompanyChanges);
    await recordAudit(tx, { kind: 'user', userId }, at, {
      entityType: 'company',
      entityId: id,
      action: 'company.update',
      companyId: id,
      before: beforeValues,
      after: afterValues,
    });
  });
  return readCompanyDetail(deps, id);
}

/**
 * PUT backoffice:api_company_product_groups: can_order per product group. Only T accounts keep
 * their own rights in the portal (domain.md section 2, decision 205).
 */
export async function updateProductGroupRights(
  deps: CompaniesAdminDeps,
  userId: number,
  id: number,
  body: CompanyProductGroupRightsBody,
): Promise<CompanyDetail> {
  const at = deps.now();
  const ids = [...new Set(body.rights.map((right) => right.product_group_id))];
  if (ids.length !== body.rights.length)
    throw new AppError('VALIDATION_FAILED', { fields: { rights: [MESSAGE.invalid] } });
  await deps.db.transaction(async (tx) => {
    const company = await companyOrNotFound(tx, id, true);
    if (!isTAccount(company.cofor10)) {
      throw new AppError('VALIDATION_FAILED', { detail: MESSAGE.productGroupRightsOfTAccountsOnly });
    }
    if ((await countProductGroups(tx, ids)) !== ids.length) {
      throw new AppError('VALIDATION_FAILED', { fields: { rights: [MESSAGE.invalid] } });
    }
    await saveProductGroupRights(
      tx,
      userId,
      at,
      { id, version: body.version },
      body.rights.map((right) => ({ productGroupId: right.product_group_id, canOrder: right.can_order })),
    );
  });
  return readCompanyDetail(deps, id);
}

/**
 * Writes can_order per product group of a company inside the caller's transaction: the company's
 * version raised (stale → 409), the rights upserted, the audit row with before and after. The
 * back office's edit and the statistics' quota update (decision 223) both save through it; the
 * caller has checked the company is a T account and the product groups exist.
 */
export async function saveProductGroupRights(
  tx: Executor,
  userId: number,
  at: Date,
  company: { id: number; version: number },
  rights: readonly { productGroupId: number; canOrder: boolean }[],
): Promise<void> {
  const before = await findRightsOf(tx, company.id);
  await bumpVersion(tx, company.id, company.version);
  await upsertRights(tx, company.id, rights);
  await recordAudit(tx, { kind: 'user', userId }, at, {
    entityType: 'company_product_group_rights',
    entityId: company.id,
    action: 'company_product_group_rights.update',
    companyId: company.id,
    before,
    after: await findRightsOf(tx, company.id),
  });
}

/**
 * PUT backoffice:api_company_quota_categories (decision 187): the company's quota categories become
 * exactly the given product groups, each offered as a quota category. Staff may set them for a
 * company the supplier file marks restricted too (the registration's lock is for registrants; its
 * hint sends them to the provider); the audit row says the company was restricted.
 */
export async function updateQuotaCategories(
  deps: CompaniesAdminDeps,
  userId: number,
  id: number,
  body: CompanyQuotaCategoriesBody,
): Promise<CompanyDetail> {
  const at = deps.now();
  const ids = [...body.product_group_ids].sort((a, b) => a - b);
  await deps.db.transaction(async (tx) => {
    const company = await companyOrNotFound(tx, id, true);
    if ((await countQuotaCategoryGroups(tx, ids)) !== ids.length) {
      throw new AppError('VALIDATION_FAILED', {
        fields: { product_group_ids: [MESSAGE.notAQuotaCategory] },
      });
    }
    const before = await findQuotaCategoryIdsOf(tx, id);
    await bumpVersion(tx, id, body.version);
    await replaceQuotaCategoriesOf(tx, id, ids);
    await recordAudit(tx, { kind: 'user', userId }, at, {
      entityType: 'company_quota_categories',
      entityId: id,
      action: 'company_quota_categories.update',
      companyId: id,
      before: { product_group_ids: before, version: company.version },
      after: {
        product_group_ids: ids,
        version: company.version + 1,
        is_restricted: await isRestrictedInSupplierFile(tx, company.cofor6),
      },
    });
  });
  return readCompanyDetail(deps, id);
}

/** POST backoffice:api_company_contract: a CONTRACT licensing event, which adds to the balance. */
export async function addContract(
  deps: CompaniesAdminDeps,
  userId: number,
  id: number,
  body: CompanyContractBody,
): Promise<CompanyDetail> {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    await companyOrNotFound(tx, id, true);
    if ((await countProductGroups(tx, [body.product_group_id])) !== 1) {
      throw new AppError('VALIDATION_FAILED', { fields: { product_group_id: [MESSAGE.invalid] } });
    }
    await bumpVersion(tx, id, body.version);
    const event = await insertContractEvent(tx, {
      companyId: id,
      productGroupId: body.product_group_id,
      amount: body.amount,
      reference: body.reference,
      at,
    });
    await recordAudit(tx, { kind: 'user', userId }, at, {
      entityType: 'licensing_event',
      entityId: event.id,
      action: 'licensing_event.create',
      companyId: id,
      after: {
        type: 'CONTRACT',
        product_group_id: body.product_group_id,
        amount: body.amount,
        reference: body.reference,
      },
    });
  });
  return readCompanyDetail(deps, id);
}
