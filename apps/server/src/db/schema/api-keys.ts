import { API_KEY_SCOPES } from '@label-portal/contract';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { defineVersion } from './columns.js';

/**
 * Integration API keys (issue 12, decision 170): random 256-bit keys shown once at creation; only
 * their SHA-256 hash is kept, with a short visible prefix to recognise them. A key reaches only
 * the integration calls of its scope; a revoked key reaches nothing.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    scope: text('scope', { enum: API_KEY_SCOPES }).notNull(),
    /** The key's first characters (`lp_` and 8 more), shown to recognise it. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the whole key, hex. */
    keyHash: text('key_hash').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    version: defineVersion(),
  },
  (t) => [uniqueIndex('api_keys_key_hash_key').on(t.keyHash)],
);
