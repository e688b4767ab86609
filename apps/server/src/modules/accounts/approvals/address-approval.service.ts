import { type AddressApprovalData, type Language, MESSAGE } from '@label-portal/contract';
import type { Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { countryName } from '../../../lib/countries.js';
import { recordAudit } from '../../platform/audit/index.js';
import { insertMails } from '../../platform/mail/index.js';
import { type CodeLookup, readCode, useCode } from '../account-codes/index.js';
import { toCompanyIdentity } from '../companies/index.js';
import { snapshotOf } from './address-snapshot.js';
import type { ApprovalsDeps } from './approval-deps.js';
import { buildAddressDecisionMails } from './approval-mails.js';
import {
  type AddressRow,
  approveWaitingAddress,
  deleteWaitingAddress,
  findAddressVersions,
  findAddressWithCompany,
  findCompanyMailUsers,
  insertAddressRejection,
  insertAddressVersion,
  isAddressUsedByDistributions,
} from './approvals.repository.js';

const invalidCode = () => new AppError('NOT_FOUND', { detail: MESSAGE.actionCodeInvalid });
const alreadyPerformed = () => new AppError('CONFLICT', { detail: MESSAGE.taskAlreadyPerformed });
const usedByDistributions = () => new AppError('CONFLICT', { detail: MESSAGE.addressUsedNotRejectable });

/** The address a VALID code is for while it waits for approval; otherwise the matching error. */
async function findWaitingAddress(db: Executor, lookup: CodeLookup) {
  if (lookup.status === 'UNKNOWN' || lookup.status === 'EXPIRED') throw invalidCode();
  if (lookup.status === 'USED') throw alreadyPerformed();
  const found = lookup.row.addressId ? await findAddressWithCompany(db, lookup.row.addressId) : undefined;
  if (found?.address.state !== 'CLIENT_APPROVAL_REQUESTED') throw alreadyPerformed();
  return found;
}

function describe(address: AddressRow): string {
  return `${address.streetAddress}, ${address.postalCode} ${address.city}, ${address.countryCode}`;
}

/** GET accounts:api_client_address_confirmation: the address, its company and approved versions. */
export async function readAddressApproval(
  deps: ApprovalsDeps,
  token: string,
  language: Language,
): Promise<AddressApprovalData> {
  const lookup = await readCode(deps.db, 'ADDRESS_APPROVAL', token, deps.now());
  const { address, company } = await findWaitingAddress(deps.db, lookup);
  const versions = await findAddressVersions(deps.db, address.id);
  return {
    address: {
      pk: address.id,
      category: address.category,
      company_name: address.companyName,
      company_id: company.cofor10,
      street_address: address.streetAddress,
      address_details: address.addressDetails,
      postal_code: address.postalCode,
      city: address.city,
      country: countryName(address.countryCode, language),
      country_code: address.countryCode,
      state: address.state,
    },
    company_profile: toCompanyIdentity(company),
    history: versions.map((version) => {
      const get = (key: string) => version.snapshot[key] ?? '';
      return {
        company_name: get('company_name'),
        street_address: get('street_address'),
        address_details: get('address_details'),
        postal_code: get('postal_code'),
        city: get('city'),
        country: countryName(get('country_code'), language),
        country_code: get('country_code'),
        approved_at: version.approvedAt.toISOString(),
      };
    }),
  };
}

/**
 * POST accounts:api_client_address_confirmation: approve (APPROVED, a version kept) or reject (the
 * address deleted, the proposal and feedback kept: decision 101); the company's users are mailed.
 */
export async function decideAddressApproval(
  deps: ApprovalsDeps,
  decision: { token: string; approved: boolean; feedback: string },
  actorUserId: number,
): Promise<{ outcome: 'APPROVED' | 'REJECTED' }> {
  const now = deps.now();
  const lookup = await readCode(deps.db, 'ADDRESS_APPROVAL', decision.token, now);
  await findWaitingAddress(deps.db, lookup);
  if (lookup.status !== 'VALID') throw invalidCode();
  const outcome = decision.approved ? 'APPROVED' : 'REJECTED';
  return deps.db.transaction(async (tx) => {
    if (!(await useCode(tx, lookup.row, outcome, now))) throw alreadyPerformed();
    const addressId = lookup.row.addressId as number;
    // Defensive (decision 139): the profile never changes an address distributions use, but a
    // rejection must not break their foreign key with a 500 on every retry.
    if (!decision.approved && (await isAddressUsedByDistributions(tx, addressId)))
      throw usedByDistributions();
    const changed = decision.approved
      ? await approveWaitingAddress(tx, addressId, now)
      : await deleteWaitingAddress(tx, addressId);
    if (!changed) throw alreadyPerformed();
    if (decision.approved) {
      await insertAddressVersion(tx, { addressId, snapshot: snapshotOf(changed), approvedAt: now });
    } else {
      await insertAddressRejection(tx, {
        companyId: changed.companyId,
        category: changed.category,
        snapshot: snapshotOf(changed),
        feedback: decision.feedback,
        rejectedAt: now,
      });
    }
    await recordAudit(tx, { kind: 'user', userId: actorUserId }, now, {
      entityType: 'address',
      entityId: addressId,
      action: decision.approved ? 'address.approve' : 'address.reject',
      companyId: changed.companyId,
      before: { ...snapshotOf(changed), state: 'WAITING' },
      after: decision.approved ? { state: 'APPROVED' } : { deleted: true, feedback: decision.feedback },
    });
    const people = await findCompanyMailUsers(tx, changed.companyId);
    await insertMails(
      tx,
      buildAddressDecisionMails(
        people,
        {
          isApproved: decision.approved,
          where: describe(changed),
          feedback: decision.feedback,
          addressId,
          category: changed.category,
        },
        deps.publicUrl,
      ),
    );
    return { outcome };
  });
}
