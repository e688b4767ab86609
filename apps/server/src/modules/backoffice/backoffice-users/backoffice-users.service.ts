import {
  BACKOFFICE_RIGHTS,
  type BackofficeUserChange,
  type BackofficeUserDetail,
  hasRight,
  MESSAGE,
} from '@label-portal/contract';
import type { Database, Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import { staleVersionError } from '../../../lib/stale-version.js';
import { toUserContact } from '../../../lib/user-contact.js';
import { issueCode } from '../../accounts/account-codes/index.js';
import { findUserWithCompany } from '../../accounts/companies/index.js';
import { buildConfirmationMail } from '../../accounts/registration/index.js';
import { recordAudit } from '../../platform/audit/index.js';
import { insertMails } from '../../platform/mail/index.js';
import type { SettingsService } from '../../platform/settings/index.js';
import {
  findAllGroups,
  findRightsOfGroups,
  findUserGroupNames,
  replaceUserGroups,
  updateUserAtVersion,
} from './backoffice-users.repository.js';

export type BackofficeUsersDeps = {
  db: Database;
  settings: SettingsService;
  now: Clock;
  publicUrl: string;
  /** From the sessions service: ends every session of the user in every process. */
  endUserSessions: (userId: number, executor: Executor) => Promise<void>;
  /** From the sessions service: every process reads the user's rights again. */
  refreshUserSessions: (userId: number, executor: Executor) => Promise<void>;
};

const notFound = () => new AppError('NOT_FOUND', { detail: MESSAGE.notFound });

async function readDetail(db: Executor, userId: number): Promise<BackofficeUserDetail> {
  const found = await findUserWithCompany(db, userId);
  if (!found) throw notFound();
  const { user, company } = found;
  const [names, available] = [await findUserGroupNames(db, userId), await findAllGroups(db)];
  return {
    ...toUserContact(user),
    company_id: company.id,
    company_name: company.name,
    account_id: company.cofor10,
    state: user.state,
    is_active: user.isActive,
    registered_at: user.createdAt.toISOString(),
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    groups: names,
    available_groups: available.map((group) => ({ name: group.name, description: group.description })),
    version: user.version,
  };
}

/** GET backoffice:api_user_detail. */
export async function getBackofficeUser(deps: Pick<BackofficeUsersDeps, 'db'>, userId: number) {
  return readDetail(deps.db, userId);
}

/**
 * PATCH backoffice:api_user_change: enable/disable and the groups, at the version read (stale:
 * 409), in one transaction with the audit row. Staff never disable themselves nor take from themselves
 * the groups that let them manage users (decision 190). A disabled user's
 * sessions end at once in every process; a change of groups makes every process read the rights again.
 */
export async function changeBackofficeUser(
  deps: BackofficeUsersDeps,
  actorUserId: number,
  userId: number,
  change: BackofficeUserChange,
): Promise<BackofficeUserDetail> {
  if (change.is_active === false && userId === actorUserId) {
    throw new AppError('VALIDATION_FAILED', {
      detail: MESSAGE.cannotDisableSelf,
      fields: { is_active: [MESSAGE.cannotDisableSelf] },
    });
  }
  const wanted = change.groups ? [...new Set(change.groups)] : undefined;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await readDetail(tx, userId);
    const known = new Map(before.available_groups.map((group) => [group.name, group]));
    const all = await findAllGroups(tx);
    const idOf = new Map(all.map((group) => [group.name, group.id]));
    if (wanted?.some((name) => !known.has(name))) {
      throw new AppError('VALIDATION_FAILED', { fields: { groups: [MESSAGE.unknownGroup] } });
    }
    // Decision 190: staff never take from themselves the right to manage users (they could not undo it).
    if (wanted && userId === actorUserId) {
      const rights = await findRightsOfGroups(
        tx,
        wanted.map((name) => idOf.get(name) as number),
      );
      if (!hasRight(rights, BACKOFFICE_RIGHTS.changeUsers)) {
        throw new AppError('VALIDATION_FAILED', {
          detail: MESSAGE.cannotRemoveOwnUserRights,
          fields: { groups: [MESSAGE.cannotRemoveOwnUserRights] },
        });
      }
    }
    const updated = await updateUserAtVersion(tx, userId, change.version, {
      ...(change.is_active !== undefined ? { isActive: change.is_active } : {}),
    });
    if (!updated) throw staleVersionError();
    if (wanted)
      await replaceUserGroups(
        tx,
        userId,
        wanted.map((name) => idOf.get(name) as number),
      );
    const isActive = change.is_active ?? before.is_active;
    const groups = wanted ? [...wanted].sort() : before.groups;
    await recordAudit(tx, { kind: 'user', userId: actorUserId }, now, {
      entityType: 'user',
      entityId: userId,
      action: 'user.update',
      companyId: before.company_id,
      before: {
        email: before.email,
        is_active: before.is_active,
        groups: before.groups,
        version: before.version,
      },
      after: { email: before.email, is_active: isActive, groups, version: updated.version },
    });
    if (before.is_active && !isActive) await deps.endUserSessions(userId, tx);
    else await deps.refreshUserSessions(userId, tx);
    return readDetail(tx, userId);
  });
}

/**
 * POST backoffice:api_user_resend_confirmation (decision 212): a user still waiting for their
 * e-mail confirmation gets a new code by mail; issuing it ends the earlier one. Any other state
 * answers 409. One transaction with the mail and the audit row (never the code).
 */
export async function resendConfirmation(deps: BackofficeUsersDeps, actorUserId: number, userId: number) {
  const now = deps.now();
  // Settings read before the transaction: PGlite has one connection.
  const settings = await deps.settings.snapshot();
  return deps.db.transaction(async (tx) => {
    const user = (await findUserWithCompany(tx, userId))?.user;
    if (!user) throw notFound();
    if (user.state !== 'EMAIL_CONFIRMATION_REQUESTED') {
      throw new AppError('CONFLICT', { detail: MESSAGE.userNotAwaitingConfirmation });
    }
    const code = await issueCode(tx, { settings, now }, { purpose: 'EMAIL_CONFIRMATION', userId });
    await insertMails(tx, [buildConfirmationMail({ holder: user, userId, code, publicUrl: deps.publicUrl })]);
    await recordAudit(tx, { kind: 'user', userId: actorUserId }, now, {
      entityType: 'user',
      entityId: userId,
      action: 'user.resend_confirmation',
      companyId: user.companyId,
      before: { state: user.state },
      after: { state: user.state, confirmation_mailed_to: user.email },
    });
    return { pk: userId, state: user.state, sent_to: user.email };
  });
}
