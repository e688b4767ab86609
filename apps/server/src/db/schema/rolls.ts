import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './accounts.js';
import { addresses } from './addresses.js';
import { products } from './catalogue.js';
import { defineCreatedAt, defineReference } from './columns.js';
import { orderPositions } from './orders.js';

/** A roll (spool) of labels, assigned to an order position when shipped. */
export const spools = pgTable(
  'spools',
  {
    id: serial('id').primaryKey(),
    spoolNo: text('spool_no').notNull(),
    productId: defineReference('product_id', () => products.id),
    orderPositionId: integer('order_position_id').references(() => orderPositions.id, {
      onDelete: 'set null',
    }),
    companyId: integer('company_id').references(() => companies.id),
    labelCount: integer('label_count').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: defineCreatedAt(),
  },
  (t) => [
    uniqueIndex('spools_spool_no_key').on(t.spoolNo),
    index('spools_company_idx').on(t.companyId),
    index('spools_order_position_idx').on(t.orderPositionId),
  ],
);

/**
 * One security label: a 12-character label id (the primary key: no surrogate id, so shipping fills
 * one random-key btree, not two; decision 164), a numeric object (holospot) id and its roll.
 */
export const labels = pgTable(
  'labels',
  {
    labelId: text('label_id').primaryKey(),
    objectId: bigint('object_id', { mode: 'number' }).notNull(),
    // No foreign key (one trigger call per label made shipping twice as slow): statement-level
    // triggers check new labels' rolls in one query and delete a deleted roll's labels (decision 155).
    spoolId: integer('spool_id').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('labels_object_id_key').on(t.objectId),
    index('labels_spool_label_idx').on(t.spoolId, t.labelId),
  ],
);

/** A redistribution of rolls to a recipient at a DISTRIBUTION address. */
export const distributions = pgTable(
  'distributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: defineReference('company_id', () => companies.id),
    addressId: defineReference('address_id', () => addresses.id),
    comment: text('comment').notNull().default(''),
    createdAt: defineCreatedAt(),
  },
  (t) => [index('distributions_company_idx').on(t.companyId)],
);

export const distributionSpools = pgTable(
  'distribution_spools',
  {
    distributionId: uuid('distribution_id')
      .notNull()
      .references(() => distributions.id, { onDelete: 'cascade' }),
    spoolId: defineReference('spool_id', () => spools.id),
    comment: text('comment').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.distributionId, t.spoolId] }),
    // A roll is redistributed at most once, whatever sends run side by side (decision 150).
    uniqueIndex('distribution_spools_spool_key').on(t.spoolId),
  ],
);
