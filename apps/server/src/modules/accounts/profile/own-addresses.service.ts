import {
  type Address,
  type AddressRejection,
  keepsOwnDeliveryAddress,
  type Language,
  MESSAGE,
  type OwnAddressFields,
  type OwnAddressList,
} from '@label-portal/contract';
import type { Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { listCountries } from '../../../lib/countries.js';
import { recordAudit } from '../../platform/audit/index.js';
import { requestAddressApproval } from '../account-codes/index.js';
import { findUserWithCompany, toAddress, toAddressLines } from '../companies/index.js';
import {
  type AddressFields,
  countPendingAddressesLocked,
  deleteAddress,
  deleteCompanyRejection,
  findCompanyAddress,
  findCompanyAddresses,
  findDeliveryAddress,
  findLatestRejection,
  findLatestVersion,
  insertPendingAddress,
  insertVersion,
  isAddressUsedByDistributions,
  type OwnAddressRow,
  updatePendingAddress,
} from './addresses.repository.js';
import type { ProfileDeps } from './profile-deps.js';

type OwnAddressBody = OwnAddressFields;
type Company = { id: number; name: string; cofor10: string };

async function findCompanyOf(db: Executor, userId: number) {
  const found = await findUserWithCompany(db, userId);
  if (!found) throw new AppError('NOT_AUTHENTICATED');
  return found.company;
}

function rejectionOf(row: Awaited<ReturnType<typeof findLatestRejection>>): AddressRejection | null {
  if (!row) return null;
  const text = (key: string) => String(row.snapshot[key] ?? '');
  return {
    category: row.category,
    feedback: row.feedback,
    rejected_at: row.rejectedAt.toISOString(),
    proposal: {
      company_name: text('company_name'),
      street_address: text('street_address'),
      address_details: text('address_details'),
      postal_code: text('postal_code'),
      city: text('city'),
      country_code: text('country_code'),
    },
  };
}

/** The company's addresses with their state, and the delivery rejection the profile still shows. */
export async function listOwnAddresses(
  deps: ProfileDeps,
  userId: number,
  language: Language,
): Promise<OwnAddressList> {
  const company = await findCompanyOf(deps.db, userId);
  const rows = await findCompanyAddresses(deps.db, company.id);
  const addresses = rows.map((row) => toAddress(row, company, language));
  let deliveryRejection: AddressRejection | null = null;
  if (keepsOwnDeliveryAddress(company.cofor10)) {
    const rejection = await findLatestRejection(deps.db, company.id, 'DELIVERY');
    const delivery = rows.find((row) => row.category === 'DELIVERY');
    const isNewer = rejection && (!delivery || rejection.rejectedAt > delivery.updatedAt);
    if (isNewer) deliveryRejection = rejectionOf(rejection);
  }
  return { addresses, delivery_rejection: deliveryRejection };
}

function fieldsOf(body: OwnAddressBody, company: Company): AddressFields {
  return {
    companyName: body.company_name || (body.category === 'DELIVERY' ? company.name : ''),
    streetAddress: body.street_address,
    addressDetails: body.address_details,
    postalCode: body.postal_code,
    city: body.city,
    countryCode: body.country_code,
  };
}

function snapshotOf(row: OwnAddressRow): Record<string, string> {
  return toAddressLines(row);
}

/** Keeps the approved version of an address before it changes (unless it is already kept). */
async function keepApprovedVersion(tx: Executor, row: OwnAddressRow, now: Date): Promise<void> {
  if (row.state !== 'APPROVED') return;
  const snapshot = snapshotOf(row);
  const latest = await findLatestVersion(tx, row.id);
  if (latest && JSON.stringify(latest.snapshot) === JSON.stringify(snapshot)) return;
  await insertVersion(tx, {
    addressId: row.id,
    snapshot,
    approvedAt: row.updatedAt < now ? row.updatedAt : now,
  });
}

/** The existing address a proposal changes: the delivery address, or the distribution address of pk. */
async function findChanged(tx: Executor, company: Company, body: OwnAddressBody) {
  if (body.category === 'DELIVERY') {
    if (!keepsOwnDeliveryAddress(company.cofor10)) {
      throw new AppError('VALIDATION_FAILED', { detail: MESSAGE.deliveryAddressNotOwn });
    }
    const delivery = await findDeliveryAddress(tx, company.id);
    if (body.pk !== undefined && delivery?.id !== body.pk)
      throw new AppError('NOT_FOUND', { detail: MESSAGE.notFound });
    return delivery;
  }
  if (body.pk === undefined) return undefined;
  const row = await findCompanyAddress(tx, company.id, body.pk);
  if (!row) throw new AppError('NOT_FOUND', { detail: MESSAGE.notFound });
  if (row.category !== 'DISTRIBUTION') {
    throw new AppError('VALIDATION_FAILED', { fields: { category: [MESSAGE.invalid] } });
  }
  // Past distributions keep their recipient: an address they use is never changed in place
  // (nor could a rejection then delete it).
  if (await isAddressUsedByDistributions(tx, row.id)) {
    throw new AppError('VALIDATION_FAILED', { detail: MESSAGE.addressUsedByDistributions });
  }
  return row;
}

/**
 * A resubmitted proposal replaces its rejection (decision 151): the rejection row, the company's
 * own and of the same category (another company's: 404), is deleted with the save.
 */
async function replaceRejection(tx: Executor, company: Company, body: OwnAddressBody): Promise<void> {
  const rejection = await deleteCompanyRejection(tx, company.id, body.rejection as number);
  if (!rejection) throw new AppError('NOT_FOUND', { detail: MESSAGE.notFound });
  if (rejection.category !== body.category) {
    throw new AppError('VALIDATION_FAILED', { fields: { rejection: [MESSAGE.invalid] } });
  }
}

/**
 * A new or changed delivery (T companies) or distribution address: saved as waiting for approval
 * (a changed one in place, its approved version kept) and one code mailed to the approvers, in one
 * transaction. An address waiting for approval cannot be changed, nor a distribution address that
 * distributions use (decision 138). A resubmitted rejection is deleted with it (decision 151).
 */
export async function saveOwnAddress(
  deps: ProfileDeps,
  userId: number,
  body: OwnAddressBody,
  language: Language,
): Promise<Address> {
  const countryCodes = new Set(listCountries('en').map((country) => country.code));
  if (!countryCodes.has(body.country_code)) {
    throw new AppError('VALIDATION_FAILED', { fields: { country_code: [MESSAGE.invalid] } });
  }
  // Settings read before the transaction: PGlite has one connection, a read beside it would wait.
  const settings = await deps.settings.snapshot();
  return deps.db.transaction(async (tx) => {
    const company = await findCompanyOf(tx, userId);
    // The company row is locked before any of its address rows: one lock order, no deadlock.
    const pendingCount = await countPendingAddressesLocked(tx, company.id);
    const existing = await findChanged(tx, company, body);
    if (existing?.state === 'CLIENT_APPROVAL_REQUESTED') {
      throw new AppError('VALIDATION_FAILED', { detail: MESSAGE.addressPendingNotEditable });
    }
    // Each proposal mails every approver: a company has a bounded number waiting (decision 286).
    const maxPending = await settings.getNumber('accounts.max_pending_addresses_per_company');
    if (pendingCount >= maxPending) {
      throw new AppError('VALIDATION_FAILED', {
        detail: MESSAGE.tooManyPendingAddresses,
        params: { max: maxPending },
      });
    }
    if (body.rejection !== undefined) await replaceRejection(tx, company, body);
    const now = deps.now();
    const fields = fieldsOf(body, company);
    let saved: OwnAddressRow;
    if (existing) {
      await keepApprovedVersion(tx, existing, now);
      saved = await updatePendingAddress(tx, existing.id, { ...fields, at: now });
    } else {
      saved = await insertPendingAddress(tx, {
        ...fields,
        companyId: company.id,
        category: body.category,
        at: now,
      });
    }
    await recordAudit(tx, { kind: 'user', userId }, now, {
      entityType: 'address',
      entityId: saved.id,
      action: existing ? 'address.update' : 'address.create',
      companyId: company.id,
      before: existing ? { ...snapshotOf(existing), state: existing.state } : null,
      after: { ...snapshotOf(saved), category: saved.category, state: saved.state },
    });
    await requestAddressApproval(tx, { settings, now, publicUrl: deps.publicUrl }, saved.id);
    return toAddress(saved, company, language);
  });
}

/** Deletes one of the company's distribution addresses (never the billing or delivery address). */
export async function deleteOwnAddress(deps: ProfileDeps, userId: number, addressId: number) {
  await deps.db.transaction(async (tx) => {
    const company = await findCompanyOf(tx, userId);
    const row = await findCompanyAddress(tx, company.id, addressId);
    if (!row) throw new AppError('NOT_FOUND', { detail: MESSAGE.notFound });
    if (row.category !== 'DISTRIBUTION') {
      throw new AppError('VALIDATION_FAILED', { detail: MESSAGE.readOnlyField });
    }
    if (await isAddressUsedByDistributions(tx, row.id)) {
      throw new AppError('VALIDATION_FAILED', { detail: MESSAGE.addressUsedByDistributions });
    }
    await deleteAddress(tx, row.id);
    await recordAudit(tx, { kind: 'user', userId }, deps.now(), {
      entityType: 'address',
      entityId: row.id,
      action: 'address.delete',
      companyId: company.id,
      before: { ...snapshotOf(row), category: row.category, state: row.state },
      after: null,
    });
  });
  return {};
}
