import {
  type LabelInfoReply,
  MESSAGE,
  VERIFICATION_LOOKUP_LIMIT,
  type VerificationLog,
} from '@label-portal/contract';
import type { Database } from '../../../../db/client.js';
import { AppError } from '../../../../lib/app-error.js';
import { decodeVerificationId } from '../verification-id.js';
import { companyScopeOf, type VerificationViewer } from '../verification-viewer.js';
import {
  findCustomerReferences,
  findLabelInfo,
  findSuppliers,
  findTags,
  findVerificationLog,
  type RedistributionRecord,
} from './verification-lookup.repository.js';

export type VerificationLookupDeps = { db: Database };

/** Scans are kept from 2017 (decision 250): an id whose time lies outside 1970-2100 names nothing. */
const LAST_MICROS = 4_102_444_800_000_000n;

const notFound = () => new AppError('NOT_FOUND', { detail: MESSAGE.notFound });

function isoOf(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** The contract's redistribution from the stored JSON (a string on drivers that leave json as text). */
function toRedistribution(value: RedistributionRecord | string | null) {
  if (value === null) return null;
  const record: RedistributionRecord = typeof value === 'string' ? JSON.parse(value) : value;
  return {
    company_name: record.company_name,
    comment: record.comment,
    date_created: isoOf(record.date_created),
    street_address: record.street_address,
    address_details: record.address_details,
    city: record.city,
    postal_code: record.postal_code,
    country_code: record.country_code,
    spool_id: record.spool_no,
  };
}

/**
 * The map popup's verification log (decision 258): the event of the id's key, read by primary key.
 * A malformed id, an event that does not exist, or another company's event for a viewer without a
 * statistics right all answer the same 404.
 */
export async function readVerificationLog(
  deps: VerificationLookupDeps,
  viewer: VerificationViewer,
  id: string,
): Promise<VerificationLog> {
  const key = decodeVerificationId(id);
  if (!key || key.scannedAtMicros < 0n || key.scannedAtMicros >= LAST_MICROS) throw notFound();
  const scope = companyScopeOf(viewer);
  if (scope !== null && key.companyId !== scope) throw notFound();
  const row = await findVerificationLog(deps.db, key);
  if (!row) throw notFound();
  return {
    id,
    timestamp: isoOf(row.scanned_at),
    status: row.status as VerificationLog['status'],
    verification_count: Number(row.verification_count),
    holospot_id: row.object_id,
    label_id: row.label_id,
    client_type: row.client_type,
    agent: row.agent,
    agent_version: row.agent_version,
    position: { lat: Number(row.lat), lon: Number(row.lon) },
    accuracy: Number(row.accuracy),
    attr_order_company_name: row.company_name,
    attr_order_city: row.order_city,
    attr_order_country: row.order_country,
    attr_product_group: row.product_group,
    redistribution: toRedistribution(row.redistribution),
  };
}

/**
 * A label by its 12-character id or its object id's digits (decision 258): `{}` when no label has
 * it, or when it belongs to another company and the viewer has no statistics right (nothing leaks).
 * The state is ACTIVATED for an activated label, DELIVERED for a shipped one not yet activated, and
 * null for a roll never shipped.
 */
export async function readLabelInfo(
  deps: VerificationLookupDeps,
  viewer: VerificationViewer,
  id: string,
): Promise<LabelInfoReply> {
  const by = /^[0-9]+$/.test(id) ? { objectId: id } : { labelId: id };
  const row = await findLabelInfo(deps.db, by, companyScopeOf(viewer));
  if (!row) return {};
  const redistribution = toRedistribution(row.redistribution);
  return {
    label_id: row.label_id,
    spool_id: row.spool_no,
    reference: row.reference,
    product_group: row.product_group,
    company_name: row.company_name,
    cofor10: row.cofor10,
    city: row.city,
    country_code: row.country_code,
    state: row.activated ? 'ACTIVATED' : row.shipped ? 'DELIVERED' : null,
    order_id: row.order_id,
    holospot_id: row.object_id,
    ...(redistribution ? { redistribution } : {}),
  };
}

/** The tags of the scans the viewer may see, holding `search`, those starting with it first (at most 50). */
export async function listVerificationTags(
  deps: VerificationLookupDeps,
  viewer: VerificationViewer,
  search: string | undefined,
): Promise<string[]> {
  return findTags(deps.db, companyScopeOf(viewer), search ?? '', VERIFICATION_LOOKUP_LIMIT);
}

/**
 * Suppliers for the companies filter: with a statistics right every supplier whose name or COFOR10
 * starts with `search`; without, only the viewer's own company (at most 50). With `ids`, only those
 * companies (at most as many as asked, `search` still applied): the names of a URL's choice, under
 * the same scope, so another company's id answers nothing to a supplier.
 */
export async function listVerificationSuppliers(
  deps: VerificationLookupDeps,
  viewer: VerificationViewer,
  search: string | undefined,
  ids?: readonly number[],
) {
  const unique = ids ? [...new Set(ids)] : null;
  return findSuppliers(
    deps.db,
    companyScopeOf(viewer),
    search ?? '',
    unique ? Math.max(1, unique.length) : VERIFICATION_LOOKUP_LIMIT,
    unique,
  );
}

/** Customer references of the catalogue's products holding `search` (at most 50). */
export async function listVerificationProducts(
  deps: VerificationLookupDeps,
  search: string | undefined,
): Promise<string[]> {
  return findCustomerReferences(deps.db, search ?? '', VERIFICATION_LOOKUP_LIMIT);
}
