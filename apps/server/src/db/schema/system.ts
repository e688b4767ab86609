import { LANGUAGES } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { defineCreatedAt, defineReference, defineVersion } from './columns.js';

/** Settings staff can change (fees, thresholds, timeouts); values are JSON. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  description: text('description').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Optimistic concurrency of the back office's settings screen (decision 203). */
  version: defineVersion(),
});

/** Mail written in the same transaction as the change that causes it, delivered by a worker. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    /** The HTML part ('' for a plain-text mail). */
    bodyHtml: text('body_html').notNull().default(''),
    /** The recipient's language, the mail's texts are in. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    template: text('template').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: defineCreatedAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** Not before: the backoff after a failed attempt, or the claim of the process sending it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_pending_idx').on(t.sentAt, t.nextAttemptAt, t.id),
    // The mailbox of one recipient, newest first, by keyset (decision 106).
    index('outbox_recipient_idx').on(sql`lower(${t.recipient})`, t.id),
  ],
);

/**
 * The per-address request count of each rate-limit window (times in epoch milliseconds), shared by
 * the server processes: each reserves the numbers it hands out in small shares with one atomic
 * upsert (decision 294). Ended windows are deleted. Unlogged (migration 0004): a count lost in a
 * crash costs nothing, and no write-ahead log is written for it.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStartMs: bigint('window_start_ms', { mode: 'number' }).notNull(),
    windowEndMs: bigint('window_end_ms', { mode: 'number' }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStartMs] }),
    index('rate_limit_hits_window_end_idx').on(t.windowEndMs),
  ],
);

/** The car-maker's supplier file (psa_accounts): each upload and its rows. */
export const supplierFiles = pgTable('supplier_files', {
  id: serial('id').primaryKey(),
  filename: text('filename').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  /** Entries loaded, and how many of them restricted (decision 184: the rows of older uploads are dropped). */
  rowCount: integer('row_count').notNull().default(0),
  restrictedCount: integer('restricted_count').notNull().default(0),
});

export const supplierFileEntries = pgTable(
  'supplier_file_entries',
  {
    id: serial('id').primaryKey(),
    supplierFileId: defineReference('supplier_file_id', () => supplierFiles.id, 'cascade'),
    cofor6: text('cofor6').notNull(),
    cofor10: text('cofor10').notNull(),
    name: text('name').notNull(),
    streetAddress: text('street_address').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    countryCode: text('country_code').notNull().default(''),
    companyGroup: text('company_group').notNull().default('EXTERNAL_SUPPLIERS'),
    restricted: boolean('restricted').notNull().default(false),
  },
  (t) => [
    // The registration lookup reads the latest file's entries of one COFOR6 (decision 184).
    index('supplier_file_entries_file_cofor6_idx').on(t.supplierFileId, t.cofor6),
    index('supplier_file_entries_cofor10_idx').on(t.cofor10),
  ],
);
