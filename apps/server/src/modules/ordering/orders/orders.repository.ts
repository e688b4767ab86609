import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { idempotencyLockName } from '../../../db/idempotency-lock.js';
import { intArrayOf, prepareQuery, prepareStatement } from '../../../db/prepared-query.js';
import {
  addresses,
  companies,
  licensingEvents,
  orderPositions,
  orderStateChanges,
  orders,
  productGroups,
  products,
  users,
} from '../../../db/schema/index.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderState = OrderRow['state'];

/** What ordering reads of a company: its name, account, transport, handling and blocking flags. */
const companyColumns = {
  id: companies.id,
  name: companies.name,
  cofor10: companies.cofor10,
  transportRestriction: companies.transportRestriction,
  handlingIncluded: companies.handlingIncluded,
  blockedForOrdering: companies.blockedForOrdering,
  blockedCompletely: companies.blockedCompletely,
};

const companyQuery = prepareQuery('orders_company', (db) =>
  db
    .select(companyColumns)
    .from(companies)
    .where(eq(companies.id, sql.placeholder('companyId'))),
);

export async function findCompanyById(db: Executor, companyId: number) {
  const [row] = await companyQuery(db, { companyId });
  return row;
}

const companiesQuery = prepareQuery('orders_companies', (db) =>
  db
    .select(companyColumns)
    .from(companies)
    .where(sql`${companies.id} = any(${sql.placeholder('companyIds')}::int[])`),
);

export async function findCompaniesByIds(db: Executor, companyIds: number[]) {
  if (companyIds.length === 0) return [];
  return companiesQuery(db, { companyIds: intArrayOf(companyIds) });
}

const senderQuery = prepareQuery('orders_sender', (db) =>
  db
    .select({ company: companyColumns, email: users.email, language: users.language })
    .from(companies)
    .innerJoin(users, eq(users.id, sql.placeholder('userId')))
    .where(eq(companies.id, sql.placeholder('companyId'))),
);

/** A send's company and its sender's mail target, in one statement. */
export async function findCompanyAndSender(db: Executor, companyId: number, userId: number) {
  const [row] = await senderQuery(db, { companyId, userId });
  return row;
}

const addressesQuery = prepareQuery('orders_addresses', (db) =>
  db
    .select({
      id: addresses.id,
      category: addresses.category,
      state: addresses.state,
      companyName: addresses.companyName,
      streetAddress: addresses.streetAddress,
      addressDetails: addresses.addressDetails,
      postalCode: addresses.postalCode,
      city: addresses.city,
      countryCode: addresses.countryCode,
    })
    .from(addresses)
    .where(
      and(
        eq(addresses.companyId, sql.placeholder('companyId')),
        sql`${addresses.id} = any(${sql.placeholder('ids')}::int[])`,
      ),
    ),
);

export async function findCompanyAddressesByIds(db: Executor, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return addressesQuery(db, { companyId, ids: intArrayOf(ids) });
}

const keyLockStatement = prepareStatement(
  'orders_key_lock',
  () => sql`select pg_advisory_xact_lock(hashtextextended(${sql.placeholder('name')}, 0))::text as locked`,
);

/** Holds the user's Idempotency-Key until the transaction ends (decision 268). */
export async function lockOrderKey(tx: Executor, userId: number, key: string): Promise<void> {
  await keyLockStatement(tx, { name: idempotencyLockName('order', userId, key) });
}

const orderByKeyQuery = prepareQuery('orders_by_key', (db) =>
  db
    .select({
      id: orders.id,
      orderId: orders.orderId,
      requestHash: orders.requestHash,
      warnings: orders.warnings,
    })
    .from(orders)
    .where(
      and(eq(orders.userId, sql.placeholder('userId')), eq(orders.idempotencyKey, sql.placeholder('key'))),
    ),
);

export async function findOrderByIdempotencyKey(db: Executor, userId: number, key: string) {
  const [row] = await orderByKeyQuery(db, { userId, key });
  return row;
}

const placeholderOf = (name: string) => sql.placeholder(name);

const insertOrderQuery = prepareQuery('orders_insert', (db) =>
  db
    .insert(orders)
    .values({
      // The order number drawn in the insert itself: one statement less per send.
      orderId: sql`${placeholderOf('year')}::text || '-' || nextval('order_number_seq')::text`,
      companyId: placeholderOf('companyId'),
      userId: placeholderOf('userId'),
      customerOrderNo: placeholderOf('customerOrderNo'),
      desiredDeliveryDate: placeholderOf('desiredDeliveryDate'),
      state: placeholderOf('state'),
      transportByCustomer: placeholderOf('transportByCustomer'),
      deliveryAddressId: placeholderOf('deliveryAddressId'),
      billingAddressId: placeholderOf('billingAddressId'),
      deliveryAddress: placeholderOf('deliveryAddress'),
      billingAddress: placeholderOf('billingAddress'),
      labelsTotal: placeholderOf('labelsTotal'),
      handlingCosts: placeholderOf('handlingCosts'),
      handlingSubCostsOperator: placeholderOf('handlingSubCostsOperator'),
      deliveryCosts: placeholderOf('deliveryCosts'),
      total: placeholderOf('total'),
      labelCount: placeholderOf('labelCount'),
      idempotencyKey: placeholderOf('idempotencyKey'),
      requestHash: placeholderOf('requestHash'),
      warnings: placeholderOf('warnings'),
    })
    .returning({ id: orders.id, orderId: orders.orderId }),
);

export type NewOrder = Omit<
  typeof orders.$inferInsert,
  'id' | 'orderId' | 'stateBeforeCancel' | 'productGroupIds' | 'version' | 'createdAt' | 'updatedAt'
> & { year: number };

/** Inserts an order numbered `<year>-<next order number>`; answers its pk and order id. */
export async function insertOrder(db: Executor, values: NewOrder): Promise<{ id: number; orderId: string }> {
  const [row] = await insertOrderQuery(db, { ...values, year: String(values.year) });
  return row!;
}

export type NewPosition = {
  uuid: string;
  productId: number;
  quantity: number;
  unitPrice: string;
  total: string;
  isPartialRoll: boolean;
  isPrinted: boolean;
  extraServiceData: unknown;
};

const insertPositionsStatement = prepareStatement(
  'orders_insert_positions',
  () => sql`insert into ${orderPositions} (order_id, uuid, product_id, quantity, unit_price, total,
      is_partial_roll, is_printed, extra_service_data)
    select ${sql.placeholder('orderId')}::int, (p.value->>'uuid')::uuid, (p.value->>'productId')::int,
      (p.value->>'quantity')::int, (p.value->>'unitPrice')::numeric, (p.value->>'total')::numeric,
      (p.value->>'isPartialRoll')::boolean, (p.value->>'isPrinted')::boolean, p.value->'extraServiceData'
    from jsonb_array_elements(${sql.placeholder('positions')}::jsonb) with ordinality as p(value, n)
    order by p.n`,
);

/** An order's positions in one statement, in the order given (their ids follow it). */
export async function insertOrderPositions(db: Executor, orderId: number, rows: NewPosition[]) {
  if (rows.length > 0) await insertPositionsStatement(db, { orderId, positions: JSON.stringify(rows) });
}

const insertStateChangeQuery = prepareQuery('orders_insert_state_change', (db) =>
  db.insert(orderStateChanges).values({
    orderId: placeholderOf('orderId'),
    fromState: placeholderOf('fromState'),
    toState: placeholderOf('toState'),
    userId: placeholderOf('userId'),
  }),
);

export async function insertOrderStateChange(
  db: Executor,
  values: Pick<typeof orderStateChanges.$inferInsert, 'orderId' | 'fromState' | 'toState' | 'userId'>,
) {
  await insertStateChangeQuery(db, {
    orderId: values.orderId,
    fromState: values.fromState ?? null,
    toState: values.toState,
    userId: values.userId ?? null,
  });
}

const insertWithdrawalsStatement = prepareStatement(
  'orders_insert_withdrawals',
  () => sql`insert into ${licensingEvents} (company_id, product_group_id, type, amount, order_id)
    select ${sql.placeholder('companyId')}::int, (w.value->>'productGroupId')::int, 'WITHDRAWAL',
      (w.value->>'amount')::bigint, ${sql.placeholder('orderId')}::int
    from jsonb_array_elements(${sql.placeholder('withdrawals')}::jsonb) as w(value)`,
);

/** An order's quota withdrawals, one per product group, in one statement. */
export async function insertWithdrawals(
  db: Executor,
  order: { companyId: number; orderId: number },
  rows: { productGroupId: number; amount: number }[],
) {
  if (rows.length > 0) await insertWithdrawalsStatement(db, { ...order, withdrawals: JSON.stringify(rows) });
}

const quotaQuery = prepareQuery('orders_quota_of_products', (db) =>
  db
    .select({
      productGroupId: licensingEvents.productGroupId,
      balance: sql<string>`sum(case ${licensingEvents.type} when 'WITHDRAWAL' then -${licensingEvents.amount} else ${licensingEvents.amount} end)::text`,
    })
    .from(licensingEvents)
    .where(
      and(
        eq(licensingEvents.companyId, sql.placeholder('companyId')),
        sql`${licensingEvents.productGroupId} in (select ${products.productGroupId} from ${products}
          where ${products.id} = any(${sql.placeholder('productIds')}::int[]))`,
      ),
    )
    .groupBy(licensingEvents.productGroupId),
);

/** Contracted minus withdrawn plus given back, per product group of the given products. */
export async function findQuotaBalancesOfProducts(db: Executor, companyId: number, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, number>();
  const rows = await quotaQuery(db, { companyId, productIds: intArrayOf(productIds) });
  return new Map(rows.map((row) => [row.productGroupId, Number(row.balance)]));
}

export type OrderScope = { companyId: number | null };
export type OrderFilters = { notState?: OrderState | undefined; state?: OrderState | undefined };

/** The order columns the history shows (not the idempotency, quota or audit columns). */
const orderViewColumns = {
  id: orders.id,
  orderId: orders.orderId,
  companyId: orders.companyId,
  customerOrderNo: orders.customerOrderNo,
  desiredDeliveryDate: orders.desiredDeliveryDate,
  createdAt: orders.createdAt,
  state: orders.state,
  labelCount: orders.labelCount,
  labelsTotal: orders.labelsTotal,
  handlingCosts: orders.handlingCosts,
  handlingSubCostsOperator: orders.handlingSubCostsOperator,
  deliveryCosts: orders.deliveryCosts,
  total: orders.total,
  transportByCustomer: orders.transportByCustomer,
  deliveryAddress: orders.deliveryAddress,
  billingAddress: orders.billingAddress,
};

/** Which conditions a history query has: one prepared text per combination. */
type WhereShape = { scoped: boolean; notState: boolean; state: boolean };

function shapeOf(scope: OrderScope, filters: OrderFilters): WhereShape {
  return { scoped: scope.companyId !== null, notState: !!filters.notState, state: !!filters.state };
}

function keyOf(shape: WhereShape): number {
  return (shape.scoped ? 1 : 0) + (shape.notState ? 2 : 0) + (shape.state ? 4 : 0);
}

function valuesOf(scope: OrderScope, filters: OrderFilters): Record<string, unknown> {
  return { companyId: scope.companyId, notState: filters.notState, state: filters.state };
}

function whereOf(shape: WhereShape): SQL | undefined {
  const conditions: SQL[] = [];
  if (shape.scoped) conditions.push(eq(orders.companyId, sql.placeholder('companyId')));
  if (shape.notState) conditions.push(ne(orders.state, sql.placeholder('notState')));
  if (shape.state) conditions.push(eq(orders.state, sql.placeholder('state')));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Per shape of conditions, a query prepared once per process on first use. */
function byShape<Result>(
  name: string,
  build: (
    db: Executor,
    where: SQL | undefined,
  ) => Parameters<typeof prepareQuery<Result>>[1] extends (db: Executor) => infer Q ? Q : never,
) {
  const prepared = new Map<number, ReturnType<typeof prepareQuery<Result>>>();
  return (shape: WhereShape) => {
    const key = keyOf(shape);
    let query = prepared.get(key);
    if (!query) {
      query = prepareQuery<Result>(`${name}_${key}`, (db) => build(db, whereOf(shape)));
      prepared.set(key, query);
    }
    return query;
  };
}

const countQuery = byShape<{ count: number }[]>('orders_count', (db, where) =>
  db.select({ count: sql<number>`count(*)::int` }).from(orders).where(where),
);

export async function countOrders(db: Executor, scope: OrderScope, filters: OrderFilters): Promise<number> {
  const [row] = await countQuery(shapeOf(scope, filters))(db, valuesOf(scope, filters));
  return row?.count ?? 0;
}

const orderPageQuery = byShape('orders_page', (db, where) =>
  db
    .select({ order: orderViewColumns, userEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset')),
);

export type OrderViewRow = {
  order: Pick<OrderRow, keyof typeof orderViewColumns>;
  userEmail: string;
};

export async function findOrderPage(
  db: Executor,
  scope: OrderScope,
  filters: OrderFilters,
  page: { limit: number; offset: number },
): Promise<OrderViewRow[]> {
  return (await orderPageQuery(shapeOf(scope, filters))(db, {
    ...valuesOf(scope, filters),
    limit: page.limit,
    offset: page.offset,
  })) as OrderViewRow[];
}

const scopedOrderQuery = byShape('orders_scoped', (db, where) =>
  db
    .select({ order: orderViewColumns, userEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, sql.placeholder('orderPk')), where)),
);

/** One order, only when it belongs to the scope (another company's order is not found). */
export async function findScopedOrder(
  db: Executor,
  scope: OrderScope,
  orderPk: number,
): Promise<OrderViewRow | undefined> {
  const rows = (await scopedOrderQuery(shapeOf(scope, {}))(db, {
    ...valuesOf(scope, {}),
    orderPk,
  })) as OrderViewRow[];
  return rows[0];
}

const positionsQuery = prepareQuery('orders_positions', (db) =>
  db
    .select({
      position: {
        id: orderPositions.id,
        orderId: orderPositions.orderId,
        uuid: orderPositions.uuid,
        quantity: orderPositions.quantity,
        unitPrice: orderPositions.unitPrice,
        total: orderPositions.total,
        alternativeCustomerReference: orderPositions.alternativeCustomerReference,
        isPartialRoll: orderPositions.isPartialRoll,
        extraServiceData: orderPositions.extraServiceData,
      },
      product: {
        id: products.id,
        labelLength: products.labelLength,
        labelWidth: products.labelWidth,
        description: products.description,
        options: products.options,
        customerReference: products.customerReference,
        image: products.image,
        rewindFlag: products.rewindFlag,
        note: products.note,
        destination: products.destination,
        labelsPerUnit: products.labelsPerUnit,
      },
      groupName: productGroups.name,
    })
    .from(orderPositions)
    .innerJoin(products, eq(products.id, orderPositions.productId))
    .innerJoin(productGroups, eq(productGroups.id, products.productGroupId))
    .where(sql`${orderPositions.orderId} = any(${sql.placeholder('orderIds')}::int[])`)
    .orderBy(orderPositions.orderId, orderPositions.id),
);

/** The positions of several orders at once, with the product columns the history shows. */
export async function findPositionsOfOrders(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return positionsQuery(db, { orderIds: intArrayOf(orderIds) });
}

/**
 * Moves an order to CANCEL_REQUESTED, only from one of the given states, and keeps the state it
 * left in state_before_cancel. The statement reads that state itself (SET takes the row's old
 * values), so a change between an earlier read and this update cannot be recorded wrongly.
 * Answers the state the order left, or nothing when it was in none of the given states.
 */
export async function updateOrderToCancelRequested(
  db: Executor,
  orderPk: number,
  from: OrderState[],
  at: Date,
): Promise<OrderState | undefined> {
  const [row] = await db
    .update(orders)
    .set({
      state: 'CANCEL_REQUESTED',
      stateBeforeCancel: sql`${orders.state}`,
      version: sql`${orders.version} + 1`,
      updatedAt: at,
    })
    .where(and(eq(orders.id, orderPk), inArray(orders.state, from)))
    .returning({ stateBefore: orders.stateBeforeCancel });
  return row?.stateBefore ?? undefined;
}
