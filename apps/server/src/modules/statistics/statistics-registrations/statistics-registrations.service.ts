import {
  BLOCKED_REASONS,
  type BlockedReason,
  canEditProductGroupRights,
  companyDetailIdOf,
  hasAllRights,
  isTAccountId,
  type Language,
  MESSAGE,
  QUOTA_RIGHTS,
  type QuotaUpdateBody,
  type RegistrationPage,
  type RegistrationRow,
  type RegistrationSort,
  type StatisticsCompanyDetail,
  translateMessage,
} from '@label-portal/contract';
import type { Database, Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import { countryName } from '../../../lib/countries.js';
import { createCsvWriter, csvFileName } from '../../../lib/csv-export.js';
import { splitKeysetPage } from '../../../lib/keyset-page.js';
import {
  findBlockingStatus,
  findBlockingStatuses,
  findCompanyContacts,
  findCompanyIdsBlockedForNonActivatedLabels,
  findCompanyUsers,
} from '../../accounts/companies/index.js';
import { saveProductGroupRights } from '../../backoffice/backoffice-companies/index.js';
import type { SettingsService } from '../../platform/settings/index.js';
import {
  countRegistrations,
  findAddressesOf,
  findCompanyByAccount,
  findLicensingEventsOf,
  findProductGroupIds,
  findQuotasOf,
  findRegistrations,
  findRightsOf,
  type RegistrationFilter,
  type RegistrationKeyset,
  type RegistrationOrder,
  type RegistrationRecord,
  readWithCustomPlans,
  streamRegistrations,
} from './statistics-registrations.repository.js';

export type StatisticsRegistrationsDeps = { db: Database; now: Clock; settings: SettingsService };

/** The query of the list and the CSV once validated by the contract's schema. */
export type RegistrationFilterQuery = {
  date_from?: string | undefined;
  date_to?: string | undefined;
  country?: string | undefined;
  city?: string | undefined;
  domain?: string | undefined;
  cofor10?: string | undefined;
  supplier?: string | undefined;
  blocked_reason?: BlockedReason | 'ANY' | undefined;
  sort: RegistrationSort;
  direction: 'asc' | 'desc';
};

const BLOCKED_TEXTS: Record<BlockedReason, string> = {
  UNPAID_BILLS: MESSAGE.blockedUnpaidBills,
  INACTIVITY: MESSAGE.blockedInactivity,
  NON_ACTIVATED_ORDERS: MESSAGE.blockedNonActivated,
};

/** Keyset cursor: the sort it was made for, the last row's sort key and id (base64url JSON). */
function encodeCursor(sort: RegistrationSort, direction: string, keyset: RegistrationKeyset): string {
  return Buffer.from(JSON.stringify([sort, direction, keyset.key, keyset.id])).toString('base64url');
}

function decodeCursor(cursor: string, order: RegistrationOrder): RegistrationKeyset {
  try {
    const [sort, direction, key, id] = JSON.parse(
      Buffer.from(cursor, 'base64url').toString('utf8'),
    ) as unknown[];
    if (
      sort === order.sort &&
      direction === order.direction &&
      typeof key === 'string' &&
      key.length <= 300 &&
      Number.isSafeInteger(id) &&
      (id as number) > 0 &&
      (id as number) <= 2_147_483_647
    ) {
      if (order.sort === 'quantity' && !/^\d{1,18}$/.test(key)) throw new Error('not a quantity');
      if (order.sort === 'registration_date' && Number.isNaN(Date.parse(key))) throw new Error('not a date');
      return { key, id: id as number };
    }
  } catch {
    // answered below
  }
  throw new AppError('VALIDATION_FAILED', { fields: { after: [MESSAGE.invalid] } });
}

/** The filter for the repository; the non-activated-labels reason reads its company ids first. */
async function toFilter(
  deps: StatisticsRegistrationsDeps,
  query: RegistrationFilterQuery,
): Promise<RegistrationFilter> {
  const reason = query.blocked_reason;
  let blocked: RegistrationFilter['blocked'];
  if (reason) {
    const wantsNonActivated = reason === 'NON_ACTIVATED_ORDERS' || reason === 'ANY';
    blocked = {
      unpaidBills: reason === 'UNPAID_BILLS' || reason === 'ANY',
      inactivity: reason === 'INACTIVITY' || reason === 'ANY',
      nonActivatedCompanyIds: wantsNonActivated
        ? await findCompanyIdsBlockedForNonActivatedLabels(deps)
        : null,
    };
  }
  return {
    dateFrom: query.date_from,
    dateTo: query.date_to,
    country: query.country || undefined,
    city: query.city || undefined,
    domain: query.domain || undefined,
    cofor10: query.cofor10 || undefined,
    supplier: query.supplier || undefined,
    blocked,
  };
}

function toRow(record: RegistrationRecord, reasons: readonly BlockedReason[]): RegistrationRow {
  const groups =
    typeof record.product_groups === 'string' ? JSON.parse(record.product_groups) : record.product_groups;
  return {
    id: record.id,
    company_detail_id: companyDetailIdOf(record),
    company_name: record.name,
    cofor6: record.cofor6,
    cofor10: record.cofor10,
    street_address: record.street_address,
    postal_code: record.postal_code,
    city: record.city,
    country_code: record.country_code,
    product_groups: groups as string[],
    registration_date: record.registered_at,
    registration_contact: record.registration_contact,
    quantity: Number(record.quantity),
    provisioning_contact: record.provisioning_contact,
    commercial_contact: record.commercial_contact,
    delivery_contact: record.delivery_contact,
    invoice_contact: record.invoice_contact,
    blocked: reasons.join(','),
    blocked_reasons: [...reasons],
  };
}

/** Blocked reasons of a batch of records: flags, and non-activated orders in one grouped query. */
async function reasonsOf(deps: StatisticsRegistrationsDeps, records: readonly RegistrationRecord[]) {
  const statuses = await findBlockingStatuses(
    deps,
    records.map((record) => ({
      id: record.id,
      blockedForOrdering: record.blocked_for_ordering,
      blockedCompletely: record.blocked_completely,
    })),
  );
  return (id: number): BlockedReason[] => sortReasons(statuses.get(id)?.reasons ?? []);
}

function sortReasons(reasons: readonly BlockedReason[]): BlockedReason[] {
  return BLOCKED_REASONS.filter((reason) => reasons.includes(reason));
}

/**
 * GET statistics/api/registrations/ (decision 220): filtered and sorted on the server, keyset pages,
 * the count on the first page only.
 */
export async function listRegistrations(
  deps: StatisticsRegistrationsDeps,
  query: RegistrationFilterQuery & { after?: string | undefined; limit: number },
): Promise<RegistrationPage> {
  const order: RegistrationOrder = { sort: query.sort, direction: query.direction };
  const after = query.after ? decodeCursor(query.after, order) : undefined;
  const filter = await toFilter(deps, query);
  // Planned for the filters asked each time (decision 246).
  const { records, count } = await readWithCustomPlans(deps.db, async (tx) => ({
    records: await findRegistrations(tx, filter, order, after, query.limit + 1),
    count: after ? null : await countRegistrations(tx, filter),
  }));
  const { page, next } = splitKeysetPage(records, query.limit, (last) =>
    encodeCursor(order.sort, order.direction, { key: last.sort_key, id: last.id }),
  );
  const reasons = await reasonsOf(deps, page);
  return {
    count,
    results: page.map((record) => toRow(record, reasons(record.id))),
    next,
  };
}

/** The CSV's columns: the registration row of statistics.md section 3, in its order. */
export const REGISTRATION_CSV_COLUMNS = [
  'company_name',
  'cofor6',
  'cofor10',
  'street_address',
  'postal_code',
  'city',
  'country_code',
  'product_groups',
  'registration_date',
  'registration_contact',
  'quantity',
  'provisioning_contact',
  'commercial_contact',
  'delivery_contact',
  'invoice_contact',
  'blocked',
] as const;

/**
 * GET statistics/api/registrations/csv/ (decision 222): every matching registration in the list's
 * order, streamed in batches from the database through csv-stringify; the blocked reasons in the
 * request's language. The file is named after today's business date.
 */
export async function openRegistrationsCsv(
  deps: StatisticsRegistrationsDeps,
  query: RegistrationFilterQuery,
  language: Language,
): Promise<{ filename: string; stream: NodeJS.ReadableStream }> {
  const order: RegistrationOrder = { sort: query.sort, direction: query.direction };
  const filter = await toFilter(deps, query);
  const writer = createCsvWriter(REGISTRATION_CSV_COLUMNS);
  const texts = Object.fromEntries(
    BLOCKED_REASONS.map((reason) => [reason, translateMessage(BLOCKED_TEXTS[reason], language)]),
  ) as Record<BlockedReason, string>;
  async function pump(): Promise<void> {
    for await (const batch of streamRegistrations(deps.db, filter, order)) {
      const reasons = await reasonsOf(deps, batch);
      for (const record of batch) {
        const row = toRow(record, reasons(record.id));
        const isWritable = writer.write({
          ...row,
          product_groups: row.product_groups.join(', '),
          registration_date: record.registration_day,
          blocked: row.blocked_reasons.map((reason) => texts[reason]).join(', '),
        });
        // Respect back-pressure: a slow client holds the cursor, not the server's memory.
        if (!isWritable) await new Promise((resolve) => writer.once('drain', resolve));
      }
    }
    writer.end();
  }
  pump().catch((error: unknown) => writer.destroy(error as Error));
  return { filename: csvFileName(deps.now(), 'registrations'), stream: writer };
}

// ---------------------------------------------------------------- company detail

/** The company of a `cofor6_cofor10` id, or 404. */
async function companyOfDetailId(db: Executor, cofor6: string, cofor10: string, forUpdate = false) {
  const company = await findCompanyByAccount(db, cofor10.toUpperCase(), forUpdate);
  if (company?.kind !== 'SUPPLIER' || company.cofor6.toUpperCase() !== cofor6.toUpperCase()) {
    throw new AppError('NOT_FOUND', { detail: MESSAGE.companyNotFound });
  }
  return company;
}

function splitDetailId(id: string): { cofor6: string; cofor10: string } {
  const separator = id.lastIndexOf('_');
  return { cofor6: id.slice(0, separator), cofor10: id.slice(separator + 1) };
}

function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

async function readDetail(
  deps: StatisticsRegistrationsDeps,
  company: Awaited<ReturnType<typeof companyOfDetailId>>,
  callerRights: readonly string[],
  language: Language,
): Promise<StatisticsCompanyDetail> {
  const [companyUsers, companyContacts, companyAddresses, rights, quotas, events, blocking] =
    await Promise.all([
      findCompanyUsers(deps.db, company.id),
      findCompanyContacts(deps.db, company.id),
      findAddressesOf(deps.db, company.id),
      findRightsOf(deps.db, company.id),
      findQuotasOf(deps.db, company.id),
      findLicensingEventsOf(deps.db, company.id),
      findBlockingStatus(deps, company),
    ]);
  const reasons = sortReasons(blocking.reasons);
  return {
    id: company.id,
    name: company.name,
    cofor6: company.cofor6,
    cofor10: company.cofor10,
    users: companyUsers.map((user) => ({
      pk: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      phone: user.phone,
    })),
    contacts: companyContacts.map((contact) => ({
      pk: contact.id,
      category: contact.category,
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
    })),
    addresses: companyAddresses.map((address) => ({
      ...address,
      country: countryName(address.country_code, language),
    })),
    destination: company.destination,
    duns: company.duns,
    reference: company.reference,
    uv_uc_relation: textOf(company.reference.UV_UC_RELATION),
    blocked: reasons.join(','),
    blocked_reasons: reasons,
    part_numbers: company.partNumbers
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
    product_group_rights: rights,
    can_edit_product_group_rights: canEditProductGroupRights(company.cofor10, callerRights),
    quotas: quotas.map((quota) => ({
      product_group_id: quota.productGroupId,
      group: quota.group,
      contracts: Number(quota.contracts),
      orders: Number(quota.orders),
      quota: Number(quota.contracts) - Number(quota.orders),
    })),
    licensing_events: events.map((event) => ({
      id: event.id,
      created_at: event.createdAt.toISOString(),
      type: event.type,
      product_group: event.productGroup,
      amount: event.amount,
    })),
  };
}

/** GET statistics/api/company_detail/{cofor6_cofor10}: a fixed number of queries, none per row. */
export async function readCompanyDetail(
  deps: StatisticsRegistrationsDeps,
  id: string,
  callerRights: readonly string[],
  language: Language,
): Promise<StatisticsCompanyDetail> {
  const { cofor6, cofor10 } = splitDetailId(id);
  const company = await companyOfDetailId(deps.db, cofor6, cofor10);
  return readDetail(deps, company, callerRights, language);
}

/**
 * PUT orders/api/quota_update/ (decision 223): the ticked product groups become orderable, every
 * other one not. Only for T accounts and callers holding the three quota rights (403 otherwise);
 * unknown company 404; unknown product group ids 400. One transaction with the audit row; the
 * supplier's product list reads the rights on its next call.
 */
export async function updateQuotaRights(
  deps: StatisticsRegistrationsDeps,
  caller: { userId: number; rights: readonly string[] },
  body: QuotaUpdateBody,
  language: Language,
): Promise<StatisticsCompanyDetail> {
  if (!hasAllRights(caller.rights, QUOTA_RIGHTS)) {
    throw new AppError('FORBIDDEN', { detail: MESSAGE.quotaRightsMissing });
  }
  const at = deps.now();
  const ticked = new Set(body.product_groups);
  await deps.db.transaction(async (tx) => {
    const company = await companyOfDetailId(tx, body.cofor6, body.cofor10, true);
    if (!isTAccountId(company.cofor10)) {
      throw new AppError('FORBIDDEN', { detail: MESSAGE.productGroupRightsOfTAccountsOnly });
    }
    const groupIds = await findProductGroupIds(tx);
    const unknown = body.product_groups.filter((id) => !groupIds.includes(id));
    if (unknown.length > 0) {
      throw new AppError('VALIDATION_FAILED', {
        fields: { product_groups: [MESSAGE.unknownProductGroup] },
        params: { id: unknown.join(', ') },
      });
    }
    await saveProductGroupRights(
      tx,
      caller.userId,
      at,
      company,
      groupIds.map((groupId) => ({ productGroupId: groupId, canOrder: ticked.has(groupId) })),
    );
  });
  const company = await companyOfDetailId(deps.db, body.cofor6, body.cofor10);
  return readDetail(deps, company, caller.rights, language);
}
