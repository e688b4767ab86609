import { type Language, MESSAGE, type UserApprovalData } from '@label-portal/contract';
import type { Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { countryName } from '../../../lib/countries.js';
import { recordAudit } from '../../platform/audit/index.js';
import { insertMails } from '../../platform/mail/index.js';
import { type CodeLookup, readCode, useCode } from '../account-codes/index.js';
import { findUserWithCompany, toCompanyIdentity } from '../companies/index.js';
import { snapshotOf } from './address-snapshot.js';
import type { ApprovalsDeps } from './approval-deps.js';
import { buildActivationRequestMail, buildUserRejectedMail } from './approval-mails.js';
import {
  approveWaitingRegistrationAddresses,
  deleteCompanyIfUnused,
  deleteUserInState,
  findApprovalContacts,
  findQuotaCategoryNames,
  findRegistrationAddresses,
  insertAddressVersion,
  isCofor6UsedInAccountIds,
  moveUserState,
} from './approvals.repository.js';

const invalidCode = () => new AppError('NOT_FOUND', { detail: MESSAGE.invalidApprovalCode });
const alreadyApproved = () =>
  new AppError('CONFLICT', { detail: MESSAGE.accountAlreadyApproved, extra: { user_deleted: false } });
const alreadyRejected = () =>
  new AppError('CONFLICT', { detail: MESSAGE.accountAlreadyRejected, extra: { user_deleted: true } });

/** The error a used code answers: what its first use decided. */
function alreadyDecided(lookup: CodeLookup): AppError {
  if (lookup.status === 'USED' && lookup.row.outcome === 'REJECTED') return alreadyRejected();
  return alreadyApproved();
}

/** The user a VALID code is for, while they wait for the approval; otherwise the matching error. */
async function findWaitingUser(db: Executor, lookup: CodeLookup) {
  if (lookup.status === 'UNKNOWN' || lookup.status === 'EXPIRED') throw invalidCode();
  if (lookup.status === 'USED') throw alreadyDecided(lookup);
  const found = lookup.row.userId ? await findUserWithCompany(db, lookup.row.userId) : undefined;
  if (!found) throw invalidCode();
  const { state } = found.user;
  if (state === 'CS_APPROVAL_REQUESTED' || state === 'APPROVED') throw alreadyApproved();
  if (state !== 'CLIENT_APPROVAL_REQUESTED') throw invalidCode();
  return found;
}

/** GET accounts:api_client_confirmation: the registration the approver decides on. */
export async function readUserApproval(
  deps: ApprovalsDeps,
  token: string,
  language: Language,
): Promise<UserApprovalData> {
  const lookup = await readCode(deps.db, 'CLIENT_APPROVAL', token, deps.now());
  const { user, company } = await findWaitingUser(deps.db, lookup);
  const [addressRows, contactRows, quotaNames, isCofor6InAccountIds] = await Promise.all([
    findRegistrationAddresses(deps.db, company.id),
    findApprovalContacts(deps.db, company.id),
    findQuotaCategoryNames(deps.db, company.id),
    company.cofor6 ? isCofor6UsedInAccountIds(deps.db, company.cofor6, company.id) : false,
  ]);
  return {
    first_user: user.isFirstUser,
    user: { first_name: user.firstName, last_name: user.lastName, email: user.email },
    company_profile: toCompanyIdentity(company),
    addresses: addressRows.map((row) => ({
      pk: row.id,
      category: row.category,
      street_address: row.streetAddress,
      postal_code: row.postalCode,
      city: row.city,
      country: countryName(row.countryCode, language),
      country_code: row.countryCode,
      address_details: row.addressDetails,
      state: row.state,
    })),
    contacts: contactRows.map((row) => ({ pk: row.id, category: row.category, email: row.email })),
    product_group_rights: quotaNames,
    cofor6_unknown: user.registerCase === 'COFOR6_UNKNOWN',
    cofor6_found_in_cofor_10: isCofor6InAccountIds,
    state: user.state,
  };
}

/**
 * POST accounts:api_client_confirmation: approve (CS_APPROVAL_REQUESTED, customer service mailed;
 * for a first user the registration's waiting addresses approved, decision 112)
 * or reject (the user deleted, and their company when nothing else holds it; the feedback mailed).
 * One transaction; the code is used first, so a second decision at once answers as already done.
 */
export async function decideUserApproval(
  deps: ApprovalsDeps,
  decision: { token: string; approved: boolean; feedback: string },
  actorUserId: number,
): Promise<{ outcome: 'APPROVED' | 'REJECTED' }> {
  const now = deps.now();
  const lookup = await readCode(deps.db, 'CLIENT_APPROVAL', decision.token, now);
  await findWaitingUser(deps.db, lookup);
  if (lookup.status !== 'VALID') throw invalidCode();
  const outcome = decision.approved ? 'APPROVED' : 'REJECTED';
  // Read before the transaction: PGlite has one connection (settings.service.ts).
  const customerService = await deps.settings.getString('mail.customer_service_address');
  return deps.db.transaction(async (tx) => {
    if (!(await useCode(tx, lookup.row, outcome, now))) {
      // Another decision came first and committed: say what it decided.
      throw alreadyDecided(await readCode(tx, 'CLIENT_APPROVAL', decision.token, now));
    }
    const found = await findWaitingUser(tx, { status: 'VALID', row: lookup.row });
    const { user, company } = found;
    await recordAudit(tx, { kind: 'user', userId: actorUserId }, now, {
      entityType: 'user',
      entityId: user.id,
      action: decision.approved ? 'user.approve' : 'user.reject',
      companyId: company.id,
      before: { email: user.email, state: user.state },
      after: decision.approved
        ? { state: 'CS_APPROVAL_REQUESTED' }
        : { deleted: true, feedback: decision.feedback },
    });
    if (decision.approved) {
      if (
        !(await moveUserState(tx, user.id, 'CLIENT_APPROVAL_REQUESTED', { state: 'CS_APPROVAL_REQUESTED' }))
      ) {
        throw alreadyApproved();
      }
      if (user.isFirstUser) {
        // Decision 112: approving the first user approves the addresses their registration brought.
        for (const address of await approveWaitingRegistrationAddresses(tx, company.id, now)) {
          await insertAddressVersion(tx, {
            addressId: address.id,
            snapshot: snapshotOf(address),
            approvedAt: now,
          });
        }
      }
      await insertMails(tx, [
        buildActivationRequestMail(
          customerService,
          {
            userId: user.id,
            who: `${user.firstName} ${user.lastName} (${user.email})`,
            company: `${company.name} (${company.cofor10})`,
          },
          deps.publicUrl,
        ),
      ]);
      await deps.refreshUserSessions(user.id, tx);
      return { outcome };
    }
    if (!(await deleteUserInState(tx, user.id, 'CLIENT_APPROVAL_REQUESTED'))) throw alreadyApproved();
    await deleteCompanyIfUnused(tx, company.id);
    await insertMails(tx, [buildUserRejectedMail(user, decision.feedback)]);
    await deps.refreshUserSessions(user.id, tx);
    return { outcome };
  });
}
