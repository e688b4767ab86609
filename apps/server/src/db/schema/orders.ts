import { ORDER_STATES } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.js';
import { products } from './catalogue.js';
import { defineCreatedAt, defineReference, defineVersion } from './columns.js';

/** Feeds the human-readable order ids (year prefix and sequence). */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 100001 });

export type AddressSnapshot = {
  pk: number;
  company_name: string;
  street_address: string;
  address_details: string;
  postal_code: string;
  city: string;
  country_code: string;
};

export type ExtraServiceData = {
  extra_service: number;
  category: string;
  fields?: { pk: number; name: string; value: string | boolean | number | null }[];
}[];

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id').notNull(),
    companyId: defineReference('company_id', () => companies.id),
    userId: defineReference('user_id', () => users.id),
    customerOrderNo: text('customer_order_no').notNull().default(''),
    desiredDeliveryDate: date('desired_delivery_date'),
    state: text('state', { enum: ORDER_STATES }).notNull(),
    /** The state before CANCEL_REQUESTED, to return to when a cancellation is refused. */
    stateBeforeCancel: text('state_before_cancel', { enum: ORDER_STATES }),
    transportByCustomer: boolean('transport_by_customer').notNull().default(false),
    deliveryAddressId: integer('delivery_address_id'),
    billingAddressId: integer('billing_address_id'),
    deliveryAddress: jsonb('delivery_address').$type<AddressSnapshot>().notNull(),
    billingAddress: jsonb('billing_address').$type<AddressSnapshot>().notNull(),
    labelsTotal: numeric('labels_total', { precision: 14, scale: 2 }).notNull(),
    handlingCosts: numeric('handling_costs', { precision: 14, scale: 2 }).notNull(),
    handlingSubCostsOperator: numeric('handling_sub_costs_operator', { precision: 14, scale: 2 }).notNull(),
    deliveryCosts: numeric('delivery_costs', { precision: 14, scale: 2 }).notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    labelCount: integer('label_count').notNull().default(0),
    /**
     * The distinct product groups of the order's positions, ascending: kept by triggers on
     * order_positions and products (migration, custom SQL), read by the overview's domain filter
     * (decision 231).
     */
    productGroupIds: integer('product_group_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Optimistic concurrency: every state change raises it (issue 12). */
    version: defineVersion(),
    /** Client-generated key of the send call: the same key answers the same order. */
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the sent payload, to refuse a key reused for a different order. */
    requestHash: text('request_hash'),
    /** Warnings answered when the order was sent (replayed for a repeated key). */
    warnings: jsonb('warnings')
      .$type<{ code: string; kind: string; message: string }[]>()
      .notNull()
      .default([]),
    createdAt: defineCreatedAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_id_key').on(t.orderId),
    uniqueIndex('orders_idempotency_key')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('orders_company_created_idx').on(t.companyId, t.createdAt),
    // The history's count of a company's orders by state, from the index alone (issue 9).
    index('orders_company_state_idx').on(t.companyId, t.state),
    // The staff list's state filter by date, and the overview's state sort: each state's orders
    // by date, the pk breaking ties (decision 226).
    index('orders_state_created_id_idx').on(t.state, t.createdAt, t.id),
    // Every date range, and the order ids of a date range read from the index alone: the overview
    // sorted by order id walks between the range's first and last order id (decision 228).
    index('orders_created_order_id_idx').on(t.createdAt, t.orderId),
    // The staff order list's keyset (newest first, id breaking ties; decision 161).
    index('orders_created_id_idx').on(t.createdAt, t.id),
    // The suppliers orders overview's keysets: each sort column, the pk breaking ties (decision 215).
    index('orders_company_id_idx').on(t.companyId, t.id),
    // The country filter sorted by a company column: each company's orders of that country, by pk,
    // as one index range (decision 232).
    index('orders_company_country_id_idx').on(
      t.companyId,
      sql`(${t.deliveryAddress} ->> 'country_code')`,
      t.id,
    ),
    index('orders_label_count_id_idx').on(t.labelCount, t.id),
    // City and country walks carry the order date as a last key column: a date range is checked in
    // the index, no heap page read for an order of another date (decision 227).
    index('orders_city_id_created_idx').on(sql`(${t.deliveryAddress} ->> 'city')`, t.id, t.createdAt),
    index('orders_country_id_created_idx').on(
      sql`(${t.deliveryAddress} ->> 'country_code')`,
      t.id,
      t.createdAt,
    ),
    // The country filter sorted by city: one range of the country's cities (decision 227).
    index('orders_country_city_id_idx').on(
      sql`(${t.deliveryAddress} ->> 'country_code')`,
      sql`(${t.deliveryAddress} ->> 'city')`,
      t.id,
    ),
    // A country within a date range as one index range, for the overview's collected pages (decision 231).
    index('orders_country_created_idx').on(sql`(${t.deliveryAddress} ->> 'country_code')`, t.createdAt),
    // The overview's order id filter (its beginning), whatever the database's collation.
    index('orders_order_id_prefix_idx').on(sql`${t.orderId} text_pattern_ops`),
    // The overview's domain filter as a set: combined with the date and country indexes (decision 231).
    index('orders_product_group_ids_idx').using('gin', t.productGroupIds),
  ],
);

export const orderPositions = pgTable(
  'order_positions',
  {
    id: serial('id').primaryKey(),
    orderId: defineReference('order_id', () => orders.id, 'cascade'),
    uuid: uuid('uuid').notNull(),
    productId: defineReference('product_id', () => products.id),
    quantity: integer('quantity').notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 5 }).notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    alternativeCustomerReference: text('alternative_customer_reference').notNull().default(''),
    isPartialRoll: boolean('is_partial_roll').notNull().default(false),
    isPrinted: boolean('is_printed').notNull().default(false),
    extraServiceData: jsonb('extra_service_data').$type<ExtraServiceData>().notNull().default([]),
  },
  (t) => [
    // (order_id, id): an order's positions in their order; the orders CSV streams a merge join on it (decision 245).
    index('order_positions_order_id_idx').on(t.orderId, t.id),
    index('order_positions_product_idx').on(t.productId),
  ],
);

/** Every state change of an order, with who made it. */
export const orderStateChanges = pgTable(
  'order_state_changes',
  {
    id: serial('id').primaryKey(),
    orderId: defineReference('order_id', () => orders.id, 'cascade'),
    fromState: text('from_state', { enum: ORDER_STATES }),
    toState: text('to_state', { enum: ORDER_STATES }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: defineCreatedAt(),
  },
  (t) => [index('order_state_changes_order_idx').on(t.orderId)],
);
