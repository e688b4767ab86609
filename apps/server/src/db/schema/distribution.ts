import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * One send of redistributions (decision 150): the Idempotency-Key it came with, a SHA-256 of its
 * payload and the reply it got, so that a retry with the same key answers the same distributions
 * without writing them again.
 */
export const distributionSends = pgTable(
  'distribution_sends',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    reply: jsonb('reply').$type<{ distributions: unknown[] }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('distribution_sends_idempotency_key').on(t.userId, t.idempotencyKey)],
);
