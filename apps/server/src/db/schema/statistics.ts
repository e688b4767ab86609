import { bigint, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { companies } from './accounts.js';
import { productGroups } from './catalogue.js';
import { defineReference } from './columns.js';

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

/**
 * Licensing events summed per company and product group (CONTRACT, WITHDRAWAL, CANCEL_WITHDRAWAL
 * amounts), kept by statement-level triggers on licensing_events (custom SQL migration, decision
 * 239): the volume status of every company sums 60,000 rows, not 1.7 million events.
 */
export const licensingTotals = pgTable(
  'licensing_totals',
  {
    companyId: defineReference('company_id', () => companies.id, 'cascade'),
    productGroupId: defineReference('product_group_id', () => productGroups.id, 'cascade'),
    contracted: bigint('contracted', { mode: 'number' }).notNull().default(0),
    withdrawn: bigint('withdrawn', { mode: 'number' }).notNull().default(0),
    cancelWithdrawn: bigint('cancel_withdrawn', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.productGroupId] })],
);
