import { ADDRESS_CATEGORIES, ADDRESS_STATES, CONTACT_CATEGORIES } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './accounts.js';
import { defineCreatedAt, defineReference } from './columns.js';

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    companyId: defineReference('company_id', () => companies.id, 'cascade'),
    category: text('category', { enum: ADDRESS_CATEGORIES }).notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    companyName: text('company_name').notNull().default(''),
    streetAddress: text('street_address').notNull(),
    addressDetails: text('address_details').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull(),
    state: text('state', { enum: ADDRESS_STATES }).notNull().default('CLIENT_APPROVAL_REQUESTED'),
    createdAt: defineCreatedAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_company_idx').on(t.companyId, t.category),
    // Back-office company search by city and country (decision 201).
    index('addresses_city_search_idx').on(sql`lower(${t.city}) text_pattern_ops`),
    index('addresses_country_idx').on(t.countryCode),
  ],
);

/** Previously approved versions of an address (the approval screen shows the latest). */
export const addressVersions = pgTable(
  'address_versions',
  {
    id: serial('id').primaryKey(),
    addressId: defineReference('address_id', () => addresses.id, 'cascade'),
    snapshot: jsonb('snapshot').$type<Record<string, string>>().notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('address_versions_address_idx').on(t.addressId, t.approvedAt)],
);

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    companyId: defineReference('company_id', () => companies.id, 'cascade'),
    category: text('category', { enum: CONTACT_CATEGORIES }).notNull(),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
  },
  (t) => [index('contacts_company_idx').on(t.companyId)],
);

/**
 * Rejected address proposals: a rejection deletes the proposed address (domain.md section 2) and
 * keeps here what was proposed and the approver's feedback, which the profile shows until the
 * company proposes again.
 */
export const addressRejections = pgTable(
  'address_rejections',
  {
    id: serial('id').primaryKey(),
    companyId: defineReference('company_id', () => companies.id, 'cascade'),
    category: text('category', { enum: ADDRESS_CATEGORIES }).notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, string>>().notNull(),
    feedback: text('feedback').notNull().default(''),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('address_rejections_company_idx').on(t.companyId, t.category, t.rejectedAt)],
);
