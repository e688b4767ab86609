import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import {
  addresses,
  addressRejections,
  addressVersions,
  companies,
  distributions,
} from '../../../db/schema/index.js';

export type OwnAddressRow = typeof addresses.$inferSelect;
export type AddressFields = {
  companyName: string;
  streetAddress: string;
  addressDetails: string;
  postalCode: string;
  city: string;
  countryCode: string;
};

export async function findCompanyAddresses(db: Executor, companyId: number): Promise<OwnAddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.companyId, companyId))
    .orderBy(asc(addresses.category), desc(addresses.isPrimary), asc(addresses.id));
}

/**
 * How many of the company's addresses wait for the car-maker's approval. The company row is locked
 * first (no key update), so that two proposals sent at once are counted one after the other.
 */
export async function countPendingAddressesLocked(db: Executor, companyId: number): Promise<number> {
  await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('no key update');
  const [row] = await db
    .select({ pending: count() })
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), eq(addresses.state, 'CLIENT_APPROVAL_REQUESTED')));
  return row?.pending ?? 0;
}

/** An address of the company (locked for the change), or undefined (another company's, or none). */
export async function findCompanyAddress(db: Executor, companyId: number, addressId: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.companyId, companyId)))
    .for('update');
  return row;
}

/** The company's delivery address (the primary one first), locked for the change. */
export async function findDeliveryAddress(db: Executor, companyId: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), eq(addresses.category, 'DELIVERY')))
    .orderBy(desc(addresses.isPrimary), asc(addresses.id))
    .limit(1)
    .for('update');
  return row;
}

export async function insertPendingAddress(
  db: Executor,
  values: AddressFields & { companyId: number; category: 'DELIVERY' | 'DISTRIBUTION'; at: Date },
): Promise<OwnAddressRow> {
  const { at, ...fields } = values;
  const [row] = await db
    .insert(addresses)
    .values({
      ...fields,
      isPrimary: values.category === 'DELIVERY',
      state: 'CLIENT_APPROVAL_REQUESTED',
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return row as OwnAddressRow;
}

/** Changes an address in place and asks for approval again. */
export async function updatePendingAddress(
  db: Executor,
  addressId: number,
  values: AddressFields & { at: Date },
): Promise<OwnAddressRow> {
  const { at, ...fields } = values;
  const [row] = await db
    .update(addresses)
    .set({ ...fields, state: 'CLIENT_APPROVAL_REQUESTED', updatedAt: at })
    .where(eq(addresses.id, addressId))
    .returning();
  return row as OwnAddressRow;
}

export async function findLatestVersion(db: Executor, addressId: number) {
  const [row] = await db
    .select()
    .from(addressVersions)
    .where(eq(addressVersions.addressId, addressId))
    .orderBy(desc(addressVersions.approvedAt), desc(addressVersions.id))
    .limit(1);
  return row;
}

export async function insertVersion(
  db: Executor,
  values: { addressId: number; snapshot: Record<string, string>; approvedAt: Date },
): Promise<void> {
  await db.insert(addressVersions).values(values);
}

export async function deleteAddress(db: Executor, addressId: number): Promise<void> {
  await db.delete(addresses).where(eq(addresses.id, addressId));
}

export async function isAddressUsedByDistributions(db: Executor, addressId: number): Promise<boolean> {
  const rows = await db
    .select({ id: distributions.id })
    .from(distributions)
    .where(eq(distributions.addressId, addressId))
    .limit(1);
  return rows.length > 0;
}

export async function findLatestRejection(db: Executor, companyId: number, category: 'DELIVERY') {
  const [row] = await db
    .select()
    .from(addressRejections)
    .where(and(eq(addressRejections.companyId, companyId), eq(addressRejections.category, category)))
    .orderBy(desc(addressRejections.rejectedAt), desc(addressRejections.id))
    .limit(1);
  return row;
}

/** Deletes one of the company's rejected proposals (another company's is not found): its category, or undefined. */
export async function deleteCompanyRejection(db: Executor, companyId: number, rejectionId: number) {
  const [row] = await db
    .delete(addressRejections)
    .where(and(eq(addressRejections.id, rejectionId), eq(addressRejections.companyId, companyId)))
    .returning({ category: addressRejections.category });
  return row;
}
