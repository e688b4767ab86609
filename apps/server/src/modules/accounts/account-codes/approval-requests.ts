import { RIGHTS } from '@label-portal/contract';
import type { Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { insertMails } from '../../platform/mail/index.js';
import type { SettingsService } from '../../platform/settings/index.js';
import { findUserWithCompany } from '../companies/index.js';
import { buildAddressApprovalRequestMails, buildUserApprovalRequestMails } from './approval-request-mails.js';
import { findAddressWithCompany, findUsersHoldingRight } from './approvers.repository.js';
import { issueCode } from './one-time-codes.service.js';

export type ApprovalDeps = { settings: SettingsService; now: Date; publicUrl: string };

/**
 * Asks the car-maker's approvers to approve a user (who just confirmed their e-mail): one code,
 * mailed to every holder of accounts.approve_user in their language. The first approver's answer
 * uses it; the others then see what was decided. Call inside the transition's transaction.
 */
export async function requestUserApproval(tx: Executor, deps: ApprovalDeps, userId: number): Promise<void> {
  const found = await findUserWithCompany(tx, userId);
  if (!found) throw new AppError('NOT_FOUND');
  const { user, company: userCompany } = found;
  const code = await issueCode(tx, deps, { purpose: 'CLIENT_APPROVAL', userId });
  const approvers = await findUsersHoldingRight(tx, RIGHTS.approveUser);
  const who = `${user.firstName} ${user.lastName} (${user.email})`;
  const company = `${userCompany.name} (${userCompany.cofor10})`;
  await insertMails(
    tx,
    buildUserApprovalRequestMails(approvers, { userId, who, company, code }, deps.publicUrl),
  );
}

/**
 * Asks the approvers to approve a new or changed address (state CLIENT_APPROVAL_REQUESTED): one
 * code mailed to every holder of accounts.approve_address. Call inside the change's transaction.
 */
export async function requestAddressApproval(
  tx: Executor,
  deps: ApprovalDeps,
  addressId: number,
): Promise<void> {
  const address = await findAddressWithCompany(tx, addressId);
  if (!address) throw new AppError('NOT_FOUND');
  const code = await issueCode(tx, deps, { purpose: 'ADDRESS_APPROVAL', addressId });
  const approvers = await findUsersHoldingRight(tx, RIGHTS.approveAddress);
  const company = `${address.companyName} (${address.accountId})`;
  const where = `${address.streetAddress}, ${address.postalCode} ${address.city}, ${address.countryCode}`;
  await insertMails(
    tx,
    buildAddressApprovalRequestMails(
      approvers,
      { addressId, category: address.category, company, where, code },
      deps.publicUrl,
    ),
  );
}
