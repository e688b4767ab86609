import { createHash, randomBytes } from 'node:crypto';
import {
  type ApiKey,
  type ApiKeyCreateBody,
  type ApiKeyCreated,
  type ApiKeyRevokeBody,
  MESSAGE,
} from '@label-portal/contract';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import { staleVersionError } from '../../../lib/stale-version.js';
import { recordAudit } from '../../platform/audit/index.js';
import {
  type ApiKeyRow,
  findApiKey,
  findApiKeys,
  insertApiKey,
  touchLiveApiKey,
  updateApiKeyRevoked,
} from './api-keys.repository.js';

export type ApiKeyDeps = { db: Database; now: Clock };

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
const KEY_MARK = 'lp_';
/** The visible prefix: the mark and 8 characters of the random part. */
const PREFIX_LENGTH = KEY_MARK.length + 8;

/** SHA-256 of a key, hex: what the database keeps (a 256-bit random key needs no slow hash). */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A new key: `lp_` and 32 random bytes in base64url (256 bits). */
function generateApiKey(): string {
  return `${KEY_MARK}${randomBytes(32).toString('base64url')}`;
}

function apiKeyOf(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    version: row.version,
  };
}

/** GET backoffice:api_api_key_list: every key, newest first; never a key or its hash. */
export async function listApiKeys(deps: ApiKeyDeps): Promise<{ results: ApiKey[] }> {
  return { results: (await findApiKeys(deps.db)).map(apiKeyOf) };
}

/** POST backoffice:api_api_key_list: a new key with its audit row; the answer is the one place the key appears. */
export async function createApiKey(
  deps: ApiKeyDeps,
  userId: number,
  body: ApiKeyCreateBody,
): Promise<ApiKeyCreated> {
  const at = deps.now();
  const key = generateApiKey();
  const prefix = key.slice(0, PREFIX_LENGTH);
  const row = await deps.db.transaction(async (tx) => {
    const id = await insertApiKey(tx, {
      name: body.name,
      scope: body.scope,
      prefix,
      keyHash: hashApiKey(key),
      createdBy: userId,
      createdAt: at,
    });
    await recordAudit(tx, { kind: 'user', userId }, at, {
      entityType: 'api_key',
      entityId: id,
      action: 'api_key.create',
      after: { name: body.name, scope: body.scope, prefix },
    });
    return (await findApiKey(tx, id)) as ApiKeyRow;
  });
  return { ...apiKeyOf(row), key };
}

/** POST backoffice:api_api_key_revoke: the key stops working at once; audited. */
export async function revokeApiKey(
  deps: ApiKeyDeps,
  userId: number,
  id: number,
  body: ApiKeyRevokeBody,
): Promise<ApiKey> {
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const current = await findApiKey(tx, id);
    if (!current) throw new AppError('NOT_FOUND', { detail: MESSAGE.notFound });
    if (current.revokedAt) throw new AppError('CONFLICT', { detail: MESSAGE.apiKeyRevoked });
    if (!(await updateApiKeyRevoked(tx, id, body.version, at))) throw staleVersionError();
    await recordAudit(tx, { kind: 'user', userId }, at, {
      entityType: 'api_key',
      entityId: id,
      action: 'api_key.revoke',
      before: { name: current.name, scope: current.scope, prefix: current.prefix, revoked_at: null },
      after: { name: current.name, scope: current.scope, prefix: current.prefix, revoked_at: at },
    });
    return (await findApiKey(tx, id)) as ApiKeyRow;
  });
  return apiKeyOf(row);
}

/**
 * The API-key plugin's lookup (app.ts wires it): the live key with this secret's hash, its
 * last use set to now; null for an unknown or revoked key.
 */
export function createApiKeyResolver(deps: ApiKeyDeps) {
  return async (key: string): Promise<{ id: number; name: string; scope: string } | null> =>
    (await touchLiveApiKey(deps.db, hashApiKey(key), deps.now())) ?? null;
}
