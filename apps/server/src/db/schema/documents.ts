import { LANGUAGES, type LocalizedText } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { defineReference } from './columns.js';

/**
 * A bytea column read and written as a Buffer. postgres.js hands bytea over as a Buffer and PGlite
 * as a Uint8Array; both take either when writing. A hex text (`\x…`) is read too, should a driver
 * ever leave the value as PostgreSQL prints it.
 */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array | string }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => {
    if (typeof value === 'string') return Buffer.from(value.replace(/^\\x/, ''), 'hex');
    return Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  },
});

/**
 * What documents are about (user guide, catalogue …), named per language (decision 070). The slug
 * names the downloaded files (`user-guide-en-v3.pdf`, decision 147).
 */
export const documentCategories = pgTable(
  'document_categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
  },
  (t) => [
    uniqueIndex('document_categories_slug_key').on(t.slug),
    check('document_categories_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** A document: one category in one language. Its content lives in versions (decision 145). */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    categoryId: defineReference('category_id', () => documentCategories.id),
    language: text('language', { enum: LANGUAGES }).notNull(),
  },
  (t) => [uniqueIndex('documents_category_language_key').on(t.categoryId, t.language)],
);

/**
 * Each upload of a document: a new version, numbered from 1; older versions are kept and stay
 * downloadable. Extension and content type come from the content, never from the name sent.
 */
export const documentVersions = pgTable(
  'document_versions',
  {
    id: serial('id').primaryKey(),
    documentId: defineReference('document_id', () => documents.id, 'cascade'),
    version: integer('version').notNull(),
    description: text('description').notNull().default(''),
    /** The uploader's file name, kept for the record; no reply header ever carries it. */
    originalFilename: text('original_filename').notNull().default(''),
    extension: text('extension').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the bytes, lower-case hex. */
    sha256: text('sha256').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('document_versions_document_version_key').on(t.documentId, t.version),
    index('document_versions_uploaded_by_idx').on(t.uploadedBy),
    check('document_versions_version_check', sql`${t.version} >= 1`),
    check('document_versions_size_check', sql`${t.size} > 0`),
    check('document_versions_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('document_versions_extension_check', sql`${t.extension} ~ '^[a-z0-9]{1,8}$'`),
  ],
);

/**
 * The bytes of each version, in a table of their own so that listing documents never reads them;
 * in PostgreSQL, so that every server process serves every file (decision 094).
 */
export const documentContents = pgTable('document_contents', {
  versionId: integer('version_id')
    .primaryKey()
    .references(() => documentVersions.id, { onDelete: 'cascade' }),
  data: bytea('data').notNull(),
});
