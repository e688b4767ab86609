import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';
import { bytea } from './documents.js';

/**
 * A product's image uploaded in the back office (decision 193): the bytes, checked by content,
 * served to anyone signed in at /orders/api/product_image/:pk/. `products.image` then names that URL.
 */
export const productImages = pgTable('product_images', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  mimeType: text('mime_type').notNull(),
  content: bytea('content').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
});
