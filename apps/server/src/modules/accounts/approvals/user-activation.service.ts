import { type BackofficeUserPage, MESSAGE } from '@label-portal/contract';
import { AppError } from '../../../lib/app-error.js';
import { splitKeysetPage } from '../../../lib/keyset-page.js';
import { recordAudit } from '../../platform/audit/index.js';
import { insertMails } from '../../platform/mail/index.js';
import { findUserWithCompany } from '../companies/index.js';
import type { ApprovalsDeps } from './approval-deps.js';
import { buildUserActivatedMail } from './approval-mails.js';
import {
  findUserState,
  findUsersInState,
  grantRequestedProductGroups,
  moveUserState,
} from './approvals.repository.js';

type UserState = BackofficeUserPage['results'][number]['state'];

/** GET backoffice:api_user_list: users in a state (or all), matching the search, by id after the cursor. */
export async function listUsersInState(
  deps: Pick<ApprovalsDeps, 'db'>,
  query: { state: UserState | 'ALL'; q?: string | undefined; after: number; limit: number },
): Promise<BackofficeUserPage> {
  const rows = await findUsersInState(
    deps.db,
    { state: query.state, search: query.q || undefined },
    query.after,
    query.limit + 1,
  );
  const { page, next } = splitKeysetPage(rows, query.limit, (last) => last.id);
  return {
    results: page.map((row) => ({
      pk: row.id,
      email: row.email,
      first_name: row.firstName,
      last_name: row.lastName,
      company_name: row.companyName,
      account_id: row.accountId,
      state: row.state,
      registered_at: row.createdAt.toISOString(),
      is_active: row.isActive,
    })),
    next_after: next,
  };
}

/**
 * POST backoffice:api_user_activate: customer service activates an approved user
 * (CS_APPROVAL_REQUESTED to APPROVED, active); the user is mailed the sign-in link. Any other
 * state answers 409; the user's sessions are read again everywhere. A company without
 * product-group rights gets those of the categories it asked for.
 */
export async function activateUser(deps: ApprovalsDeps, userId: number, actorUserId: number) {
  return deps.db.transaction(async (tx) => {
    const moved = await moveUserState(tx, userId, 'CS_APPROVAL_REQUESTED', {
      state: 'APPROVED',
      isActive: true,
    });
    if (!moved) {
      const current = await findUserState(tx, userId);
      if (!current) throw new AppError('NOT_FOUND', { detail: MESSAGE.notFound });
      throw new AppError('CONFLICT', { detail: MESSAGE.userNotAwaitingActivation });
    }
    const found = await findUserWithCompany(tx, userId);
    if (!found) throw new AppError('NOT_FOUND', { detail: MESSAGE.notFound });
    // A new company may order what it asked for at registration (decision 135).
    await grantRequestedProductGroups(tx, found.company.id);
    await recordAudit(tx, { kind: 'user', userId: actorUserId }, deps.now(), {
      entityType: 'user',
      entityId: userId,
      action: 'user.activate',
      companyId: found.company.id,
      before: { email: found.user.email, state: 'CS_APPROVAL_REQUESTED', is_active: found.user.isActive },
      after: { state: 'APPROVED', is_active: true },
    });
    await insertMails(tx, [
      buildUserActivatedMail({ ...found.user, userId, accountId: found.company.cofor10 }, deps.publicUrl),
    ]);
    await deps.refreshUserSessions(userId, tx);
    return { pk: userId, state: 'APPROVED' as const, is_active: true };
  });
}
