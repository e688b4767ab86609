import { createHash, randomUUID } from 'node:crypto';
import {
  type DistributionListFields,
  type DistributionSent,
  type Language,
  MESSAGE,
} from '@label-portal/contract';
import type { Executor } from '../../../db/client.js';
import { AppError, type FieldErrors } from '../../../lib/app-error.js';
import { sqlStateOf } from '../../../lib/sql-state.js';
import type { AuthContext } from '../../../plugins/request-context.js';
import { toAddress } from '../../accounts/companies/index.js';
import { recordAudit } from '../../platform/audit/index.js';
import {
  type AddressRow,
  type CompanyRow,
  findCompany,
  findCompanyAddressesByIds,
  findCompanySpoolsByNumbers,
  findSendByIdempotencyKey,
  insertDistributionSpools,
  insertDistributions,
  insertSend,
  lockSendKey,
} from './distribution.repository.js';
import type { DistributionDeps } from './distribution-deps.js';

type Entry = DistributionListFields['distribution_entries'][number];
const entryField = (entry: number, field: string) => `distribution_entries.${entry}.${field}`;
const spoolField = (entry: number, spool: number) => entryField(entry, `spool_entries.${spool}.spool_no`);

/** The SHA-256 of the parsed payload, stored with the send to tell a retry from another send. */
function hashRequest(body: DistributionListFields): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** The stored reply of a key already used with the same payload; 409 for another payload. */
async function replayExisting(
  db: Executor,
  userId: number,
  key: string,
  requestHash: string,
): Promise<DistributionSent | undefined> {
  const existing = await findSendByIdempotencyKey(db, userId, key);
  if (!existing) return undefined;
  if (existing.requestHash !== requestHash) {
    throw new AppError('CONFLICT', { detail: MESSAGE.distributionKeyReused });
  }
  return existing.reply as DistributionSent;
}

type Checked = { recipients: Map<number, AddressRow>; spoolIds: Map<string, number> };

/**
 * The recipients and rolls of the send, all the company's: another company's (or an unknown one)
 * answers 404 on its field, never saying which; then a recipient must be an approved distribution
 * address and a roll not yet redistributed (400 on its field).
 */
async function checkSend(tx: Executor, company: CompanyRow, entries: Entry[]): Promise<Checked> {
  const addressRows = await findCompanyAddressesByIds(tx, company.id, [
    ...new Set(entries.map((entry) => entry.distribution_address)),
  ]);
  const recipients = new Map(addressRows.map((row) => [row.id, row]));
  const spoolRows = await findCompanySpoolsByNumbers(
    tx,
    company.id,
    entries.flatMap((entry) => entry.spool_entries.map((spool) => spool.spool_no)),
  );
  const spools = new Map(spoolRows.map((row) => [row.spoolNo, row]));

  const missing: FieldErrors = {};
  const refused: FieldErrors = {};
  // A roll's own number in its message, kept beside the key (decision 316).
  const refusedParams: Record<string, Array<Record<string, string>>> = {};
  entries.forEach((entry, entryIndex) => {
    const recipient = recipients.get(entry.distribution_address);
    if (!recipient) missing[entryField(entryIndex, 'distribution_address')] = [MESSAGE.notFound];
    else if (recipient.category !== 'DISTRIBUTION' || recipient.state !== 'APPROVED') {
      refused[entryField(entryIndex, 'distribution_address')] = [MESSAGE.distributionAddressNotApproved];
    }
    entry.spool_entries.forEach((entrySpool, spoolIndex) => {
      const spool = spools.get(entrySpool.spool_no);
      if (!spool) missing[spoolField(entryIndex, spoolIndex)] = [MESSAGE.notFound];
      else if (spool.isRedistributed) {
        refused[spoolField(entryIndex, spoolIndex)] = [MESSAGE.rollRedistributed];
        refusedParams[spoolField(entryIndex, spoolIndex)] = [{ spool_no: spool.spoolNo }];
      }
    });
  });
  if (Object.keys(missing).length > 0) {
    throw new AppError('NOT_FOUND', { detail: MESSAGE.notFound, fields: missing });
  }
  if (Object.keys(refused).length > 0)
    throw new AppError('VALIDATION_FAILED', { fields: refused, fieldParams: refusedParams });
  return {
    recipients,
    spoolIds: new Map(spoolRows.map((row) => [row.spoolNo, row.id])),
  };
}

/**
 * Redistributes rolls (decision 150): every distribution of the send, its rolls and the send's
 * Idempotency-Key in one transaction. The same key and payload answer the stored reply without a
 * second write; concurrent calls with one key wait for each other on the key (decision 268), so
 * the later one answers the first one's reply and never checks its rolls. The unique index on
 * distribution_spools.spool_id keeps a roll in one distribution at most, so of two sends racing
 * for a roll one answers 409.
 */
export async function sendDistributions(
  deps: DistributionDeps,
  auth: AuthContext,
  body: DistributionListFields,
  idempotencyKey: string,
  language: Language,
): Promise<DistributionSent> {
  const requestHash = hashRequest(body);
  const replay = await replayExisting(deps.db, auth.userId, idempotencyKey, requestHash);
  if (replay) return replay;
  try {
    return await deps.db.transaction(async (tx) => {
      await lockSendKey(tx, auth.userId, idempotencyKey);
      const replayed = await replayExisting(tx, auth.userId, idempotencyKey, requestHash);
      if (replayed) return replayed;
      const company = await findCompany(tx, auth.companyId);
      if (!company) throw new AppError('NOT_FOUND', { detail: MESSAGE.notFound });
      const entries = body.distribution_entries;
      const { recipients, spoolIds } = await checkSend(tx, company, entries);
      const createdAt = deps.now();
      const planned = entries.map((entry) => ({ id: randomUUID(), entry }));
      await insertDistributions(
        tx,
        planned.map(({ id, entry }) => ({
          id,
          companyId: company.id,
          addressId: entry.distribution_address,
          comment: entry.comment,
          createdAt,
        })),
      );
      await insertDistributionSpools(
        tx,
        planned.flatMap(({ id, entry }) =>
          entry.spool_entries.map((spool) => ({
            distributionId: id,
            spoolId: spoolIds.get(spool.spool_no) as number,
            comment: spool.comment,
          })),
        ),
      );
      const reply: DistributionSent = {
        distributions: planned.map(({ id, entry }) => ({
          uuid: id,
          created_at: createdAt.toISOString(),
          distribution_address: toAddress(
            recipients.get(entry.distribution_address) as AddressRow,
            company,
            language,
          ),
          comment: entry.comment,
          spool_entries: entry.spool_entries.map((spool) => ({
            spool_no: spool.spool_no,
            comment: spool.comment,
          })),
        })),
      };
      await recordAudit(
        tx,
        { kind: 'user', userId: auth.userId },
        createdAt,
        planned.map(({ id, entry }) => ({
          entityType: 'distribution',
          entityId: id,
          action: 'distribution.send',
          companyId: company.id,
          before: null,
          after: {
            distribution_address: entry.distribution_address,
            comment: entry.comment,
            spool_entries: entry.spool_entries.map((spool) => ({
              spool_no: spool.spool_no,
              comment: spool.comment,
            })),
          },
        })),
      );
      await insertSend(tx, { userId: auth.userId, idempotencyKey, requestHash, reply });
      return reply;
    });
  } catch (error) {
    if (sqlStateOf(error) !== '23505') throw error;
    // A concurrent send won: the same key answers its reply; other rolls' race answers 409.
    const existing = await replayExisting(deps.db, auth.userId, idempotencyKey, requestHash);
    if (existing) return existing;
    throw new AppError('CONFLICT', { detail: MESSAGE.rollsRedistributedMeanwhile });
  }
}
