import { createHash, randomBytes } from 'node:crypto';
import type { OneTimeCodeOutcome, SettingKey } from '@label-portal/contract';
import type { Executor } from '../../../db/client.js';
import type { SettingsService } from '../../platform/settings/index.js';
import {
  type CodePurpose,
  type CodeRow,
  expireOpenCodes,
  findCodeByHash,
  insertCode,
  markCodeUsed,
} from './one-time-codes.repository.js';

/** How long each kind of code lives (settings: confirmation 3 days, approval 14 days, reset 24 h). */
const LIFETIME_SETTING: Record<CodePurpose, SettingKey> = {
  EMAIL_CONFIRMATION: 'accounts.confirmation_code_hours',
  CLIENT_APPROVAL: 'accounts.approval_code_hours',
  ADDRESS_APPROVAL: 'accounts.approval_code_hours',
  PASSWORD_RESET: 'accounts.reset_code_hours',
};

/** A code is 32 random bytes (256 bits), URL-safe; the database keeps only its SHA-256. */
export function hashCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

/**
 * Makes a single-use code for a user or an address and stores its hash; returns the code itself,
 * which only goes into the mail. Call it inside the transaction that writes the mail.
 */
export async function issueCode(
  tx: Executor,
  deps: { settings: SettingsService; now: Date },
  subject: { purpose: CodePurpose; userId?: number; addressId?: number },
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  const hours = await deps.settings.getNumber(LIFETIME_SETTING[subject.purpose]);
  const isReplacing = subject.purpose === 'PASSWORD_RESET' || subject.purpose === 'EMAIL_CONFIRMATION';
  if (isReplacing && subject.userId !== undefined) {
    await expireOpenCodes(tx, subject.userId, subject.purpose, deps.now);
  }
  await insertCode(tx, {
    ...subject,
    codeHash: hashCode(code),
    expiresAt: new Date(deps.now.getTime() + hours * 3_600_000),
  });
  return code;
}

/**
 * What a code from a link is: UNKNOWN (never issued, or malformed), USED (with the outcome),
 * EXPIRED or VALID. The row comes back with every status but UNKNOWN.
 */
export type CodeLookup = { status: 'UNKNOWN' } | { status: 'USED' | 'EXPIRED' | 'VALID'; row: CodeRow };

const CODE_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

export async function readCode(
  db: Executor,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<CodeLookup> {
  if (!CODE_SHAPE.test(code)) return { status: 'UNKNOWN' };
  const row = await findCodeByHash(db, purpose, hashCode(code));
  if (!row) return { status: 'UNKNOWN' };
  if (row.usedAt) return { status: 'USED', row };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: 'EXPIRED', row };
  return { status: 'VALID', row };
}

/**
 * Uses a VALID code, inside the transaction of the change it allows. False when a concurrent
 * request used it first: the caller then answers as for a used code, and rolls back.
 */
export async function useCode(
  tx: Executor,
  row: CodeRow,
  outcome: OneTimeCodeOutcome,
  now: Date,
): Promise<boolean> {
  return markCodeUsed(tx, row.id, outcome, now);
}
