import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';
import { companies } from './accounts.js';

/**
 * Labels ordered per company (orders neither CREATED nor CANCELLED), kept by statement-level
 * triggers on orders (custom SQL in migration 0021, decision 221): the registrations list sorts and
 * shows it without summing a million orders per request.
 */
export const companyOrderTotals = pgTable('company_order_totals', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  orderedLabels: bigint('ordered_labels', { mode: 'number' }).notNull().default(0),
});
