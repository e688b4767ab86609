import { NEWS_LINK_MAX_LENGTH } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { defineCreatedAt } from './columns.js';

/**
 * The corporate news, one row per save (decision 140): the welcome page shows the latest; the
 * earlier ones stay as the history of who changed it and when.
 */
export const corporateNews = pgTable(
  'corporate_news',
  {
    id: serial('id').primaryKey(),
    /** The READ MORE link (http or https), null without one. */
    link: text('link'),
    /** The text per language: en and fr always, other languages when given. */
    texts: jsonb('texts').$type<Record<string, string>>().notNull(),
    /** Who saved this version (null once that user is deleted). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: defineCreatedAt(),
  },
  (t) => [
    check(
      'corporate_news_link_length',
      sql`char_length(${t.link}) <= ${sql.raw(String(NEWS_LINK_MAX_LENGTH))}`,
    ),
    check('corporate_news_texts_object', sql`jsonb_typeof(${t.texts}) = 'object'`),
  ],
);
