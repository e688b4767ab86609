import {
  COMPANY_GROUPS,
  COMPANY_KINDS,
  LANGUAGES,
  LOOKUP_MODES,
  ONE_TIME_CODE_OUTCOMES,
  ONE_TIME_CODE_PURPOSES,
  TRANSPORT_RESTRICTIONS,
  USER_STATES,
} from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { defineCreatedAt, defineReference, defineVersion } from './columns.js';

/** Supplier companies, and the car-maker's and provider's own organisations (kind). */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: COMPANY_KINDS }).notNull().default('SUPPLIER'),
    name: text('name').notNull(),
    cofor6: text('cofor6').notNull().default(''),
    cofor10: text('cofor10').notNull(),
    companyGroup: text('company_group', { enum: COMPANY_GROUPS }).notNull().default('EXTERNAL_SUPPLIERS'),
    vatIdentificationNo: text('vat_identification_no').notNull().default(''),
    duns: text('duns').notNull().default(''),
    companyReference: text('company_reference').notNull().default(''),
    destination: text('destination').notNull().default(''),
    partNumbers: text('part_numbers').notNull().default(''),
    reference: jsonb('reference').$type<Record<string, unknown>>().notNull().default({}),
    transportRestriction: text('transport_restriction', { enum: TRANSPORT_RESTRICTIONS })
      .notNull()
      .default('NONE'),
    handlingIncluded: boolean('handling_included').notNull().default(false),
    /** UNPAID_BILLS */
    blockedForOrdering: boolean('blocked_for_ordering').notNull().default(false),
    /** INACTIVITY */
    blockedCompletely: boolean('blocked_completely').notNull().default(false),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: defineCreatedAt(),
    /** Optimistic concurrency of the back office's company edits (decision 200). */
    version: defineVersion(),
  },
  (t) => [
    uniqueIndex('companies_cofor10_key').on(t.cofor10),
    index('companies_cofor6_idx').on(t.cofor6),
    index('companies_registered_at_idx').on(t.registeredAt),
    // Back-office search (decision 201): prefix searches on lower(...) and the keyset order.
    index('companies_name_search_idx').on(sql`lower(${t.name}) text_pattern_ops`, t.id),
    index('companies_cofor6_prefix_idx').on(sql`${t.cofor6} text_pattern_ops`),
    index('companies_cofor10_prefix_idx').on(sql`${t.cofor10} text_pattern_ops`),
    // The registrations list sorted by name: the keyset (lower(name), id) as an index range (decision 220).
    index('companies_name_order_idx').on(sql`lower(${t.name})`, t.id),
    // The suppliers orders overview sorted by company name or COFOR6 (decision 215).
    index('companies_name_id_idx').on(t.name, t.id),
    index('companies_cofor6_id_idx').on(t.cofor6, t.id),
  ],
);

/** Groups (roles) carry rights; users hold groups. */
export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
});

export const groupRights = pgTable(
  'group_rights',
  {
    groupId: defineReference('group_id', () => groups.id, 'cascade'),
    right: text('right').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.right] })],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: defineReference('company_id', () => companies.id, 'restrict'),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    isActive: boolean('is_active').notNull().default(true),
    isFirstUser: boolean('is_first_user').notNull().default(false),
    state: text('state', { enum: USER_STATES }).notNull().default('APPROVED'),
    /** The company-code lookup's mode the user registered with (null for users made by staff or the seed). */
    registerCase: text('register_case', { enum: LOOKUP_MODES }),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: defineCreatedAt(),
    /** Optimistic concurrency of the back office's user edits (issue 12). */
    version: defineVersion(),
  },
  (t) => [
    uniqueIndex('users_company_email_key').on(t.companyId, sql`lower(${t.email})`),
    index('users_email_idx').on(sql`lower(${t.email})`),
  ],
);

export const userGroups = pgTable(
  'user_groups',
  {
    userId: defineReference('user_id', () => users.id, 'cascade'),
    groupId: defineReference('group_id', () => groups.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] })],
);

/** Server-side sessions; the id is the SHA-256 of the cookie's token, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: defineReference('user_id', () => users.id, 'cascade'),
    createdAt: defineCreatedAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Sign-in attempts counted per key (an account and address pair, an account, an address, a known
 * browser) in a fixed window: one row per key, reserved by one conditional upsert (decision 020).
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_throttle_window_idx').on(t.windowStartedAt)],
);

/**
 * Single-use codes sent by mail: e-mail confirmation, approvals, password reset. Only the SHA-256
 * of a code is stored. A used code is kept with its outcome (so that a second click on an approval
 * link says what was done) and keeps pointing nowhere once its user or address is deleted.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: ONE_TIME_CODE_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The address an ADDRESS_APPROVAL code is for (no foreign key: a rejection deletes it). */
    addressId: integer('address_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    outcome: text('outcome', { enum: ONE_TIME_CODE_OUTCOMES }),
    createdAt: defineCreatedAt(),
  },
  (t) => [
    uniqueIndex('one_time_codes_hash_key').on(t.codeHash),
    index('one_time_codes_user_idx').on(t.userId, t.purpose),
    index('one_time_codes_address_idx').on(t.addressId),
  ],
);
