import { jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { defineCreatedAt, defineReference } from './columns.js';

/**
 * One send of redistributions (decision 150): the Idempotency-Key it came with, a SHA-256 of its
 * payload and the reply it got, so that a retry with the same key answers the same distributions
 * without writing them again.
 */
export const distributionSends = pgTable(
  'distribution_sends',
  {
    id: serial('id').primaryKey(),
    userId: defineReference('user_id', () => users.id, 'cascade'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    reply: jsonb('reply').$type<{ distributions: unknown[] }>().notNull(),
    createdAt: defineCreatedAt(),
  },
  (t) => [uniqueIndex('distribution_sends_idempotency_key').on(t.userId, t.idempotencyKey)],
);
