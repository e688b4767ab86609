import {
  type Language,
  type OrderOverviewFilters,
  type OrderOverviewSort,
  type OrderState,
  SENT_ORDER_STATES,
  type SortDirection,
} from '@label-portal/contract';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { businessDayRange } from '../../../db/business-day.js';
import {
  type Database,
  type Executor,
  hasCursors,
  readByCursor,
  readInSnapshot,
} from '../../../db/client.js';

/** The statistics reads run planned with their values (decision 246). */
export { readWithCustomPlans } from '../../../db/client.js';

import { csvCellSql, csvLineSql } from '../../../db/csv-sql.js';
import { rowsOf } from '../../../db/raw-rows.js';
import { companies, orderPositions, orders, productGroups, products } from '../../../db/schema/index.js';

/**
 * The overview's sort keys (decision 214). Each key is followed by the order's pk (and, for the
 * company's columns, the company's pk first; for the state, the order date first) so that every
 * row has one place in the order: the keyset compares the whole tuple. `cast` turns the cursor's
 * text back into the key's type.
 */
type SortKey = { expression: SQL; cast: string; byCompany: boolean; byDate?: boolean };

const CITY = sql`(${orders.deliveryAddress} ->> 'city')`;
const COUNTRY = sql`(${orders.deliveryAddress} ->> 'country_code')`;

const SORT_KEYS: Record<OrderOverviewSort, SortKey> = {
  order_date: { expression: sql`${orders.createdAt}`, cast: 'timestamptz', byCompany: false },
  order_id: { expression: sql`${orders.orderId}`, cast: 'text', byCompany: false },
  company_name: { expression: sql`${companies.name}`, cast: 'text', byCompany: true },
  cofor6: { expression: sql`${companies.cofor6}`, cast: 'text', byCompany: true },
  cofor10: { expression: sql`${companies.cofor10}`, cast: 'text', byCompany: true },
  city: { expression: CITY, cast: 'text', byCompany: false },
  country_code: { expression: COUNTRY, cast: 'text', byCompany: false },
  quantity: { expression: sql`${orders.labelCount}`, cast: 'int', byCompany: false },
  // Within a state, the oldest order first (decision 226): `orders (state, created_at, id)` then
  // gives each state's orders of a date range as one index range (`orderDate` in the keyset).
  state: { expression: sql`${orders.state}`, cast: 'text', byCompany: false, byDate: true },
};

/**
 * Where a page starts: after the row with these key values (the key as text, the pks; the order
 * date as PostgreSQL writes it for the sorts whose ties go by date).
 */
export type OverviewKeyset = {
  key: string;
  companyPk: number | null;
  orderDate: string | null;
  orderPk: number;
};

/** Whether the sort's ties go by the order date before its pk (the state's, decision 226). */
export function isSortTiedByDate(sort: OrderOverviewSort): boolean {
  return SORT_KEYS[sort].byDate === true;
}

/** `%` and `_` typed by the user are plain characters in a LIKE pattern. */
function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The companies the company filter names: COFOR10 or COFOR6 exact, or a part of the name. */
function companyMatch(company: string): SQL {
  const code = company.toUpperCase();
  return sql`${companies.cofor10} = ${code} or ${companies.cofor6} = ${code}
    or ${companies.name} ilike ${`%${likeText(company)}%`}`;
}

/**
 * Filters whose company filter is already resolved to the ids of its companies, and whose domain
 * to its product group's id (`null`: no such group).
 */
export type ResolvedOverviewFilters = OrderOverviewFilters & {
  companyIds?: readonly number[];
  domainGroupId?: number | null;
  /**
   * The first and last order id of the orders in the date range (`null`: none), read before a
   * page sorted by order id walks (decision 228): every match lies between them.
   */
  orderIdRange?: { first: string; last: string } | null;
};

/**
 * The company filter resolved to company ids by one read of `companies`, before the page and
 * count queries: given the ids as a constant, the planner reads those companies' orders through
 * `orders (company_id, id)` and sorts them, where behind a subquery it could not estimate them and
 * walked a sort's index past half the table (1.3 s for one company sorted by state at depth
 * 500,000; bench/order-overview.md run 3).
 */
export async function resolveOverviewFilters<F extends OrderOverviewFilters>(
  db: Executor,
  filters: F,
): Promise<F & Pick<ResolvedOverviewFilters, 'companyIds' | 'domainGroupId'>> {
  let resolved: F & Pick<ResolvedOverviewFilters, 'companyIds' | 'domainGroupId'> = filters;
  if (filters.company) {
    const result = await db.execute(
      sql`select ${companies.id} as id from ${companies} where ${companyMatch(filters.company)}`,
    );
    resolved = { ...resolved, companyIds: rowsOf<{ id: number }>(result).map((row) => Number(row.id)) };
  }
  if (filters.domain) {
    // The group's id as a constant: PostgreSQL estimates `product_group_ids @> '{4}'` from the
    // column's element statistics, where behind a subquery it guessed (decision 231).
    const result = await db.execute(
      sql`select ${productGroups.id} as id from ${productGroups} where ${productGroups.name} = ${filters.domain}`,
    );
    const [group] = rowsOf<{ id: number }>(result);
    resolved = { ...resolved, domainGroupId: group ? Number(group.id) : null };
  }
  return resolved;
}

/**
 * The filters as one condition on `orders` (drafts never count: decision 214). `shape` `collect`:
 * the conditions of a collected page, written for the narrowest index (decision 232).
 */
function filterCondition(filters: ResolvedOverviewFilters, shape: 'walk' | 'collect' = 'walk'): SQL[] {
  const conditions: SQL[] = [ne(orders.state, 'CREATED')];
  if (filters.state) conditions.push(eq(orders.state, filters.state));
  conditions.push(...businessDayRange(orders.createdAt, filters.date_from, filters.date_to));
  // A country in a date range, collected: its range of `orders ((country), created_at)` (18,510
  // orders of DE in 2024), the group checked on each (decision 232).
  const isCountryDated =
    shape === 'collect' &&
    filters.country !== undefined &&
    (filters.date_from !== undefined || filters.date_to !== undefined);
  if (filters.orderIdRange === null) {
    conditions.push(sql`false`);
  } else if (filters.orderIdRange) {
    conditions.push(sql`${orders.orderId} >= ${filters.orderIdRange.first}::text`);
    conditions.push(sql`${orders.orderId} <= ${filters.orderIdRange.last}::text`);
  }
  if (filters.companyIds) {
    conditions.push(
      filters.companyIds.length === 0
        ? sql`false`
        : sql`${orders.companyId} = any(${`{${filters.companyIds.join(',')}}`}::int[])`,
    );
  } else if (filters.company) {
    conditions.push(
      sql`${orders.companyId} in (select ${companies.id} from ${companies} where ${companyMatch(filters.company)})`,
    );
  }
  if (filters.country) conditions.push(sql`${COUNTRY} = ${filters.country}`);
  if (filters.domainGroupId === null) {
    conditions.push(sql`false`);
  } else if (filters.domainGroupId !== undefined && isCountryDated) {
    // Checked on each order of the country's date range: read as a set through the GIN index, the
    // group's ~220,000 entries cost more than the rows they spare (decision 232).
    conditions.push(sql`${filters.domainGroupId}::int = any(${orders.productGroupIds})`);
  } else if (filters.domainGroupId !== undefined) {
    // The order's own copy of its positions' groups (kept by triggers, decision 231): checked on the
    // row a walk reaches, or read as a set through the GIN index and combined with the others.
    conditions.push(sql`${orders.productGroupIds} @> ${`{${filters.domainGroupId}}`}::int[]`);
  } else if (filters.domain) {
    conditions.push(
      sql`${orders.productGroupIds} @> array[(select ${productGroups.id} from ${productGroups}
        where ${productGroups.name} = ${filters.domain})]`,
    );
  }
  if (filters.order_id) {
    // Order ids are digits and '-': the beginning typed, upper-cased, served by the prefix index.
    conditions.push(sql`${orders.orderId} like ${`${likeText(filters.order_id.toUpperCase())}%`}`);
  }
  return conditions;
}

export type OverviewOrderRow = {
  orderPk: number;
  orderId: string;
  createdAt: Date;
  state: OrderState;
  labelCount: number;
  city: string;
  countryCode: string;
  companyPk: number;
  companyName: string;
  cofor6: string;
  cofor10: string;
  sortKey: string;
  /** The order date as PostgreSQL writes it (microseconds kept), for the keyset of the state sort. */
  orderDate: string;
};

/**
 * How a page reads its rows (decisions 231 and 226); all give the same rows in the same order.
 * `walk`: along the sort's index from the cursor, each row checked against the filters (few rows
 * read when many match). `collect`: every matching row through the filters' own indexes, then
 * sorted (few rows read when few match, wherever they sit in the sort's order). `walk-states`
 * (sorted by state only): one walk of `orders (state, created_at, id)` per state, each inside the
 * date range, the states' first rows merged (a date range sorted by state: no row of another
 * date is read).
 */
export type OverviewPagePlan = 'walk' | 'walk-states' | 'collect';

/** Every state a sent order can be in: the branches of a `walk-states` page. */
const OVERVIEW_STATES: readonly OrderState[] = SENT_ORDER_STATES;

/**
 * One page of the overview in the sort's order, `limit` + 1 rows (the extra one says whether a
 * next page exists). Never an OFFSET: the page starts after `after` (decision 215).
 */
export async function findOverviewPage(
  db: Executor,
  filters: ResolvedOverviewFilters,
  sort: { column: OrderOverviewSort; direction: SortDirection },
  after: OverviewKeyset | undefined,
  limit: number,
  plan: OverviewPagePlan = 'walk',
): Promise<OverviewOrderRow[]> {
  const statesWalked = plan === 'walk-states' && sort.column === 'state';
  const source: OverviewPagePlan = plan === 'walk-states' && !statesWalked ? 'walk' : plan;
  const key = SORT_KEYS[sort.column];
  const direction = sort.direction === 'asc' ? sql`asc` : sql`desc`;
  const filterConditions = filterCondition(filters);
  const conditions: SQL[] = source === 'walk' ? filterConditions : [];
  const collectConditions = source === 'collect' ? filterCondition(filters, 'collect') : [];
  // "After the cursor's row" as `>=` the next order pk (`<=` the previous one when descending):
  // the same rows, as pks are integers, but PostgreSQL estimates a row comparison by its first
  // column alone, and `state > 'SHIPPED'` (nothing) made it expect one row and walk half the
  // table for one company (3.5 s); `state >= 'SHIPPED'` is what the walk really reads.
  const comparison = sort.direction === 'asc' ? sql`>=` : sql`<=`;
  const nextPk = after ? (sort.direction === 'asc' ? after.orderPk + 1 : after.orderPk - 1) : 0;
  const afterDate = sql`${after?.orderDate ?? null}::timestamptz`;
  if (after && source !== 'walk-states') {
    const afterKey = sql`${after.key}::${sql.raw(key.cast)}`;
    conditions.push(
      key.byCompany
        ? sql`(${key.expression}, ${companies.id}, ${orders.id}) ${comparison} (${afterKey}, ${after.companyPk ?? 0}::int, ${nextPk}::bigint)`
        : key.byDate
          ? sql`(${key.expression}, ${orders.createdAt}, ${orders.id}) ${comparison} (${afterKey}, ${afterDate}, ${nextPk}::bigint)`
          : sql`(${key.expression}, ${orders.id}) ${comparison} (${afterKey}, ${nextPk}::bigint)`,
    );
    // Lets the planner start the index walk of the key at the cursor.
    conditions.push(
      sort.direction === 'asc'
        ? sql`${key.expression} >= ${afterKey}`
        : sql`${key.expression} <= ${afterKey}`,
    );
  }
  const orderBy = key.byCompany
    ? sql`${key.expression} ${direction}, ${companies.id} ${direction}, ${orders.id} ${direction}`
    : key.byDate
      ? sql`${key.expression} ${direction}, ${orders.createdAt} ${direction}, ${orders.id} ${direction}`
      : sql`${key.expression} ${direction}, ${orders.id} ${direction}`;
  // One branch per state: its date range of `orders (state, created_at, id)` from the cursor, at
  // most `limit` + 1 rows. A state before the cursor's (in the database's collation, as ORDER BY
  // compares them) is a constant false, left out at planning.
  const stateBranch = (state: OrderState) => {
    const branch: SQL[] = [sql`${orders.state} = ${state}::text`, ...filterConditions];
    if (after && state === after.key) {
      branch.push(sql`(${orders.createdAt}, ${orders.id}) ${comparison} (${afterDate}, ${nextPk}::bigint)`);
    } else if (after) {
      branch.push(
        sort.direction === 'asc'
          ? sql`${state}::text > ${after.key}::text`
          : sql`${state}::text < ${after.key}::text`,
      );
    }
    return sql`(select * from ${orders} where ${and(...branch)}
      order by ${orders.createdAt} ${direction}, ${orders.id} ${direction} limit ${limit + 1})`;
  };
  // The state filter leaves its own branch only: the others' `state = a AND state = b` is found
  // false too late to spare a parallel scan's workers (run 5b: 100-136 ms for ORDER_PENDING).
  const branchStates = OVERVIEW_STATES.filter((state) => !filters.state || state === filters.state);
  // Collecting reads `orders` from a subquery of that name: its columns as plain SQL, decoded as the
  // table's (the builder only accepts a table's columns when the table itself is in the query).
  const column = <C extends AnyPgColumn>(tableColumn: C) =>
    source === 'walk' ? tableColumn : sql`${tableColumn}`.mapWith(tableColumn);
  // Collected orders sorted by a company column: the companies behind OFFSET 0 too, so that they
  // are hash-joined to the few collected orders and sorted. Otherwise the planner walked the
  // companies' sort index and, per company, every collected order again (a nested loop over a
  // materialised subquery: 10.8 million rows rejected, 1.6 s; decision 227).
  const isCompanyFenced = source === 'collect' && key.byCompany;
  const companyColumn = <C extends AnyPgColumn>(tableColumn: C) =>
    isCompanyFenced ? sql`${tableColumn}`.mapWith(tableColumn) : tableColumn;
  return db
    .select({
      orderPk: column(orders.id),
      orderId: column(orders.orderId),
      createdAt: column(orders.createdAt),
      state: column(orders.state),
      labelCount: column(orders.labelCount),
      city: sql<string>`coalesce(${CITY}, '')`,
      countryCode: sql<string>`coalesce(${COUNTRY}, '')`,
      companyPk: companyColumn(companies.id),
      companyName: companyColumn(companies.name),
      cofor6: companyColumn(companies.cofor6),
      cofor10: companyColumn(companies.cofor10),
      sortKey: sql<string>`${key.expression}::text`,
      orderDate: sql<string>`${orders.createdAt}::text`,
    })
    .from(
      source === 'walk'
        ? orders
        : source === 'collect'
          ? // The matching orders under the table's own name, behind OFFSET 0 so that PostgreSQL finds
            // them by the filters' indexes and sorts them, instead of walking the sort's index.
            sql`(select * from ${orders} where ${and(...collectConditions)} offset 0) as ${orders}`
          : // The states' first rows merged and cut to the page before the companies are joined.
            sql`(select * from (${sql.join(branchStates.map(stateBranch), sql` union all `)}) as ${orders}
              order by ${orderBy} limit ${limit + 1}) as ${orders}`,
    )
    .innerJoin(
      isCompanyFenced ? sql`(select * from ${companies} offset 0) as ${companies}` : companies,
      eq(companies.id, orders.companyId),
    )
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(orderBy)
    .limit(limit + 1);
}

/**
 * Up to this many matching orders (the planner's estimate for the filters), a page collects the
 * matches by the filters' indexes and sorts them; above it, it walks the sort's index (decision 231).
 */
export const OVERVIEW_COLLECT_LIMIT = 10_000;

/** Whether a page walks the sort's index or collects the few matching orders and sorts them. */
export async function chooseOverviewPlan(
  tx: Executor,
  filters: ResolvedOverviewFilters,
  sort: OrderOverviewSort,
  collectLimit = OVERVIEW_COLLECT_LIMIT,
): Promise<OverviewPagePlan> {
  const isFiltered = (
    ['date_from', 'date_to', 'state', 'company', 'country', 'domain', 'order_id'] as const
  ).some((name) => filters[name] !== undefined);
  if (!isFiltered) return 'walk';
  const isDated = filters.date_from !== undefined || filters.date_to !== undefined;
  // One state sorted by state: that state's walk by date from the cursor's date. As one walk of
  // `(state, created_at, id)` the cursor was a filter PostgreSQL estimated by the state alone, and
  // it walked SHIPPED by date from the newest order (531,827 rejected at depth 500,000).
  if (sort === 'state' && filters.state !== undefined) return 'walk-states';
  // A filter on the sort's own column bounds the walk to the filter's range: it reads no row
  // the filter rejects for that column (date sorted by date, the country sorted by country…).
  const isBoundBySort =
    (sort === 'order_date' && isDated) ||
    (sort === 'country_code' && filters.country !== undefined) ||
    (sort === 'order_id' && filters.order_id !== undefined);
  if (isBoundBySort) return 'walk';
  if ((await estimateOverviewOrders(tx, filters)) <= collectLimit) return 'collect';
  // Many matches in a date range sorted by state: each state's range of dates (decision 226).
  return sort === 'state' && isDated ? 'walk-states' : 'walk';
}

/**
 * Up to this many orders in the date range (the planner's estimate), a walk sorted by order id is
 * bounded by the range's first and last order id (decision 228); above it the bounds would cost
 * more to read than the walk rejects.
 */
export const OVERVIEW_ORDER_ID_BOUND_LIMIT = 200_000;

/**
 * A date range sorted by order id, walked: the first and last order id of the range's orders, read
 * from `orders (created_at, order_id)` alone, bound the walk of the order id index (decision 228).
 * Order ids begin with their year, so a year's orders are one stretch of the order id order; the
 * walk from the first page or from a cursor outside that stretch rejected every order in between
 * (~500,000 for the year 2023, 1.1-2.1 s). The bounds are read, not derived from the format:
 * exact whatever an order id looks like. Other sorts, or an order id filter: unchanged.
 */
export async function boundOverviewOrderIds<F extends ResolvedOverviewFilters>(
  db: Executor,
  filters: F,
  sort: OrderOverviewSort,
  boundLimit = OVERVIEW_ORDER_ID_BOUND_LIMIT,
): Promise<F> {
  const dates = businessDayRange(orders.createdAt, filters.date_from, filters.date_to);
  if (sort !== 'order_id' || filters.order_id !== undefined || dates.length === 0) return filters;
  if (
    (await estimateOverviewOrders(db, { date_from: filters.date_from, date_to: filters.date_to })) >
    boundLimit
  ) {
    return filters;
  }
  // min/max over a subquery: as plain aggregates PostgreSQL answered them by walking the order id
  // index from each end, which is the walk being avoided.
  const result = await db.execute(
    sql`select min(dated.order_id) as first, max(dated.order_id) as last
      from (select ${orders.orderId} as order_id from ${orders} where ${and(...dates)} offset 0) as dated`,
  );
  const [bounds] = rowsOf<{ first: string | null; last: string | null }>(result);
  const orderIdRange =
    bounds?.first != null && bounds.last != null ? { first: bounds.first, last: bounds.last } : null;
  return { ...filters, orderIdRange };
}

/** The positions of these orders: product group and description, by the groups' order. */
export async function findOverviewPositions(db: Executor, orderPks: readonly number[]) {
  if (orderPks.length === 0) return [];
  return db
    .select({
      orderPk: orderPositions.orderId,
      productGroup: productGroups.name,
      description: products.description,
    })
    .from(orderPositions)
    .innerJoin(products, eq(products.id, orderPositions.productId))
    .innerJoin(productGroups, eq(productGroups.id, products.productGroupId))
    .where(inArray(orderPositions.orderId, [...orderPks]))
    .orderBy(orderPositions.orderId, productGroups.sortIndex, orderPositions.id);
}

function overviewFrom(filters: ResolvedOverviewFilters): SQL {
  return sql`from ${orders} where ${and(...filterCondition(filters))}`;
}

/** How many orders match, counting at most `limit` + 1 of them. */
export async function countOverviewOrders(
  db: Executor,
  filters: ResolvedOverviewFilters,
  limit: number,
): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as count from (select 1 ${overviewFrom(filters)} limit ${limit + 1}) as matched`,
  );
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
}

/** The planner's estimate of the matching orders (EXPLAIN, nothing is read). */
export async function estimateOverviewOrders(
  db: Executor,
  filters: ResolvedOverviewFilters,
): Promise<number> {
  const result = await db.execute(sql`explain (format json) select 1 ${overviewFrom(filters)}`);
  const raw = rowsOf<{ 'QUERY PLAN': unknown }>(result)[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

/** Where a CSV batch starts: after this order and position. */
type CsvKeyset = { orderPk: number; positionPk: number };

/**
 * What a line takes from its order and position, cells already written (`csvCellSql`), in the
 * statement's column order: read as arrays through the cursor, no object per row and no key the
 * cursor does not need (decision 326).
 */
type CsvPartsRow = [
  companyId: number,
  productId: number,
  place: string,
  reference: string,
  state: string,
  amounts: string,
];
/** A keyset page's row (an object by column name), with the keys of the next page. */
type CsvPartsObject = {
  order_pk: number;
  position_pk: number;
  company_id: number;
  product_id: number;
  place: string;
  reference: string;
  state: string;
  amounts: string;
};

/**
 * A money cell of the CSV: every amount with 3 decimals, the spec's format of the handling and
 * delivery costs, so the totals read like the costs they add up (decision 296).
 */
const amount = (column: SQL) => sql`(${column})::numeric(20, 3)::text`;

/**
 * The parts of the CSV lines that come from orders and positions, in (order pk, position pk)
 * order (decision 245): one merge join of `orders_pkey` and `order_positions (order_id, id)` that
 * streams from its first row. The company's and product's cells come from `readCsvCompanyCells` and
 * `readCsvProductCells`: joined here, the planner hashed them and sorted the whole file first.
 */
function csvPartsSql(
  filters: OrderOverviewFilters,
  page?: { after: CsvKeyset | undefined; limit: number },
): SQL {
  const conditions = filterCondition(filters);
  const after = page?.after;
  if (after) {
    conditions.push(
      sql`(${orders.id}, ${orderPositions.id}) > (${after.orderPk}::int, ${after.positionPk}::int)`,
    );
    // Both sides start at the cursor (otherwise each batch read the positions from the first one).
    conditions.push(sql`${orders.id} >= ${after.orderPk}::int`);
    conditions.push(sql`${orderPositions.orderId} >= ${after.orderPk}::int`);
  }
  return sql`select ${orders.companyId} as company_id, ${orderPositions.productId} as product_id,
      ${csvLineSql([csvCellSql(CITY), csvCellSql(COUNTRY)])} as place,
      ${csvLineSql([csvCellSql(sql`${orderPositions.alternativeCustomerReference}`), csvCellSql(sql`${orders.orderId}`)])} as reference,
      ${csvLineSql([
        sql`${orderPositions.quantity}::text`,
        sql`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        sql`${orders.state}::text`,
      ])} as state,
      ${csvLineSql([
        amount(sql`${orderPositions.total}`),
        amount(sql`${orders.handlingSubCostsOperator}`),
        amount(sql`${orders.handlingCosts}`),
        amount(sql`${orders.deliveryCosts}`),
        amount(sql`${orders.total}`),
      ])} as amounts
      ${page ? sql`, ${orders.id} as order_pk, ${orderPositions.id} as position_pk` : sql``}
    from ${orders} join ${orderPositions} on ${orderPositions.orderId} = ${orders.id}
    where ${and(...conditions)}
    order by ${orders.id}, ${orderPositions.id}
    ${page ? sql`limit ${page.limit}` : sql``}`;
}

/** Each company's cells of a line: name, COFOR6, COFOR10 (before the city) and its group (last). */
async function readCsvCompanyCells(db: Executor): Promise<Map<number, { head: string; group: string }>> {
  const rows = rowsOf<{ id: number; head: string; company_group: string }>(
    await db.execute(sql`select ${companies.id} as id,
      ${csvLineSql([csvCellSql(sql`${companies.name}`), csvCellSql(sql`${companies.cofor6}`), csvCellSql(sql`${companies.cofor10}`)])} as head,
      ${csvCellSql(sql`${companies.companyGroup}::text`)} as company_group
      from ${companies}`),
  );
  return new Map(rows.map((row) => [row.id, { head: row.head, group: row.company_group }]));
}

/** Each product's cells: its reference, its group's name, its note in `language` (English when missing). */
async function readCsvProductCells(db: Executor, language: Language) {
  const note = sql`coalesce(nullif(${products.note} ->> ${language}::text, ''), ${products.note} ->> 'en')`;
  const rows = rowsOf<{ id: number; reference: string; product_group: string; note: string }>(
    await db.execute(sql`select ${products.id} as id, ${csvCellSql(sql`${products.customerReference}`)} as reference,
      ${csvCellSql(sql`${productGroups.name}`)} as product_group, ${csvCellSql(note)} as note
      from ${products} join ${productGroups} on ${productGroups.id} = ${products.productGroupId}`),
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Every CSV line of the matching orders (the spec's "Supplier order row (CSV)" columns), handed to
 * `send` in batches of `batchSize`, never all in memory (decision 326). On PostgreSQL one REPEATABLE
 * READ read-only transaction reads the company and product cells and then the lines through a
 * cursor, so the file is one snapshot however long the download takes. On PGlite keyset pages of the
 * same query, each its own statement: PGlite has one session, and a transaction held while a client
 * reads would stop every other query of the process. Every cell is written by PostgreSQL; lines are
 * joined here. The next batch is read once `send` has resolved (the reader wants more).
 */
export async function sendCsvLines(
  db: Database,
  filters: OrderOverviewFilters,
  language: Language,
  batchSize: number,
  send: (lines: readonly string[]) => Promise<void>,
): Promise<void> {
  const sendFrom = async (reader: Executor) => {
    const companyCells = await readCsvCompanyCells(reader);
    const productCells = await readCsvProductCells(reader, language);
    const lineOf = (row: CsvPartsRow) => {
      const company = companyCells.get(row[0])!;
      const product = productCells.get(row[1])!;
      return `${company.head};${row[2]};${product.reference};${row[3]};${product.product_group};${row[4]};${product.note};${row[5]};${company.group}`;
    };
    const cursor = readByCursor<CsvPartsRow>(reader, csvPartsSql(filters), batchSize, 'arrays');
    if (cursor) {
      for await (const rows of cursor) await send(rows.map(lineOf));
      return;
    }
    let after: CsvKeyset | undefined;
    for (;;) {
      const rows = rowsOf<CsvPartsObject>(
        await reader.execute(csvPartsSql(filters, { after, limit: batchSize })),
      );
      if (rows.length > 0) {
        await send(
          rows.map((row) =>
            lineOf([row.company_id, row.product_id, row.place, row.reference, row.state, row.amounts]),
          ),
        );
      }
      if (rows.length < batchSize) return;
      const last = rows[rows.length - 1]!;
      after = { orderPk: last.order_pk, positionPk: last.position_pk };
    }
  };
  if (hasCursors(db)) await readInSnapshot(db, sendFrom);
  else await sendFrom(db);
}
