import { MESSAGE } from '@label-portal/contract';
import type { Database, Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import { recordAudit } from '../../platform/audit/index.js';
import type { SettingsService } from '../../platform/settings/index.js';
import { readCode, requestUserApproval, useCode } from '../account-codes/index.js';
import type { FormThrottle } from '../auth/index.js';
import { findUserForConfirmation, setUserState } from './registration.repository.js';

export type ConfirmationDeps = {
  db: Database;
  settings: SettingsService;
  throttle: FormThrottle;
  now: Clock;
  publicUrl: string;
  refreshUserSessions: (userId: number, executor: Executor) => Promise<void>;
};

const failed = () =>
  new AppError('VALIDATION_FAILED', {
    detail: MESSAGE.confirmationFailed,
    fields: { token: [MESSAGE.confirmationFailed] },
  });

/**
 * E-mail confirmation (accounts:api_confirmation), one transaction: the code is used, the user
 * waits for the approvers (CLIENT_APPROVAL_REQUESTED), who are mailed. A used code whose user is
 * past this step answers confirmed again (a second click: decision 117); an unknown, expired or
 * replaced code answers 400 confirmationFailed.
 */
export async function confirmEmail(
  deps: ConfirmationDeps,
  token: string,
  ip: string,
): Promise<{ confirmed: true }> {
  const now = deps.now();
  await deps.throttle.reserve(deps.db, 'confirmation', ip, now);
  // Settings read before the transaction: PGlite has one connection, a read beside it would wait.
  const settings = await deps.settings.snapshot();
  await deps.db.transaction(async (tx) => {
    const lookup = await readCode(tx, 'EMAIL_CONFIRMATION', token, now);
    if (lookup.status === 'UNKNOWN' || lookup.row.userId === null) throw failed();
    const user = await findUserForConfirmation(tx, lookup.row.userId);
    if (!user) throw failed();
    if (lookup.status === 'USED' && user.state !== 'EMAIL_CONFIRMATION_REQUESTED') return;
    if (lookup.status !== 'VALID' || user.state !== 'EMAIL_CONFIRMATION_REQUESTED') throw failed();
    if (!(await useCode(tx, lookup.row, 'USED', now))) throw failed();
    await setUserState(tx, user.id, 'CLIENT_APPROVAL_REQUESTED');
    await recordAudit(tx, { kind: 'user', userId: user.id, label: user.email }, now, {
      entityType: 'user',
      entityId: user.id,
      action: 'user.confirm_email',
      companyId: user.companyId,
      before: { state: user.state },
      after: { state: 'CLIENT_APPROVAL_REQUESTED' },
    });
    await requestUserApproval(tx, { settings, now, publicUrl: deps.publicUrl }, user.id);
    await deps.refreshUserSessions(user.id, tx);
  });
  return { confirmed: true };
}
