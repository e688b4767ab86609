import { type Account, MESSAGE } from '@label-portal/contract';
import { AppError } from '../../../lib/app-error.js';
import { recordAudit } from '../../platform/audit/index.js';
import { insertMails } from '../../platform/mail/index.js';
import { findUserWithCompany, toAccount } from '../companies/index.js';
import {
  deleteUsersSessions,
  findCompanyUsersByIds,
  findProvisioningContacts,
  updateUserPhone,
  updateUsersActive,
} from './profile.repository.js';
import type { ProfileDeps } from './profile-deps.js';
import { buildUserStateMail } from './user-state-mail.js';

/**
 * Enables or disables users of the signed-in user's company, never the user themself: one
 * transaction that changes the flags, ends a disabled user's sessions in every process and mails
 * the company's provisioning contact. A user of another company answers 404, nothing changed.
 */
export async function changeUsersState(
  deps: ProfileDeps,
  actorId: number,
  userIds: number[],
  isActive: boolean,
): Promise<{ users: { pk: number; is_active: boolean }[] }> {
  const ids = [...new Set(userIds)];
  if (ids.includes(actorId)) {
    throw new AppError('VALIDATION_FAILED', { fields: { users: [MESSAGE.cannotChangeOwnState] } });
  }
  return deps.db.transaction(async (tx) => {
    const actor = await findUserWithCompany(tx, actorId);
    if (!actor) throw new AppError('NOT_AUTHENTICATED');
    const targets = await findCompanyUsersByIds(tx, actor.company.id, ids);
    if (targets.length !== ids.length) throw new AppError('NOT_FOUND', { detail: MESSAGE.notFound });
    await updateUsersActive(tx, ids, isActive);
    await recordAudit(
      tx,
      { kind: 'user', userId: actorId },
      deps.now(),
      targets.map((user) => ({
        entityType: 'user',
        entityId: user.id,
        action: isActive ? 'user.enable' : 'user.disable',
        companyId: actor.company.id,
        before: { email: user.email, is_active: user.isActive },
        after: { email: user.email, is_active: isActive },
      })),
    );
    if (!isActive) await deleteUsersSessions(tx, ids);
    await deps.sessions.refreshUsersSessions(ids, tx);
    const contacts = await findProvisioningContacts(tx, actor.company.id);
    await insertMails(
      tx,
      contacts.map((contact) =>
        buildUserStateMail({
          to: contact,
          language: actor.user.language,
          actor: actor.user,
          company: actor.company,
          users: targets,
          isActive,
        }),
      ),
    );
    return { users: targets.map((user) => ({ pk: user.id, is_active: isActive })) };
  });
}

/** Changes the phone of the signed-in account; another user's pk answers 404. */
export async function updateOwnPhone(
  deps: ProfileDeps,
  actorId: number,
  pk: number,
  phone: string,
): Promise<Account> {
  if (pk !== actorId) throw new AppError('NOT_FOUND', { detail: MESSAGE.notFound });
  const user = await deps.db.transaction(async (tx) => {
    const found = await findUserWithCompany(tx, actorId);
    if (!found) throw new AppError('NOT_FOUND', { detail: MESSAGE.notFound });
    const updated = await updateUserPhone(tx, actorId, phone);
    if (!updated) throw new AppError('NOT_FOUND', { detail: MESSAGE.notFound });
    await recordAudit(tx, { kind: 'user', userId: actorId }, deps.now(), {
      entityType: 'user',
      entityId: actorId,
      action: 'user.change_phone',
      companyId: found.company.id,
      before: { phone: found.user.phone },
      after: { phone: updated.phone },
    });
    return updated;
  });
  return toAccount(user, null);
}
