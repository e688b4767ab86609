import type { Readable } from 'node:stream';
import {
  type Language,
  ORDER_OVERVIEW_CSV_COLUMNS,
  ORDER_OVERVIEW_EXACT_COUNT_LIMIT,
  ORDER_STATE_LABELS,
  type OrderOverviewCount,
  type OrderOverviewFilters,
  type OrderOverviewPage,
  type OrderOverviewQuery,
  pickText,
} from '@label-portal/contract';
import { csvFileName, streamCsvBatches } from '../../../lib/csv-export.js';
import { splitKeysetPage } from '../../../lib/keyset-page.js';
import { decodeOverviewCursor, encodeOverviewCursor } from './overview-cursor.js';
import {
  boundOverviewOrderIds,
  chooseOverviewPlan,
  countOverviewOrders,
  estimateOverviewOrders,
  findOverviewPage,
  findOverviewPositions,
  isSortTiedByDate,
  readWithCustomPlans,
  resolveOverviewFilters,
  sendCsvLines,
} from './statistics-orders.repository.js';
import type { StatisticsOrdersDeps } from './statistics-orders-deps.js';

/** Lines the CSV reads per batch (decision 245). */
const CSV_BATCH = 5_000;

/**
 * GET /statistics/api/order_overview/: one page of every supplier's sent orders in the asked
 * order, after the cursor's row (decision 215).
 */
export async function listOrderOverview(
  deps: StatisticsOrdersDeps,
  query: OrderOverviewQuery,
  language: Language,
): Promise<OrderOverviewPage> {
  const sort = { column: query.sort, direction: query.direction };
  const after = query.cursor ? decodeOverviewCursor(query.cursor, sort) : undefined;
  // Planned for the filters and the cursor asked each time (decision 246).
  const { rows, positions } = await readWithCustomPlans(deps.db, async (tx) => {
    const resolved = await resolveOverviewFilters(tx, query);
    const plan = await chooseOverviewPlan(tx, resolved, sort.column);
    // A walk sorted by order id stays between the date range's first and last order id (decision 228).
    const filters = plan === 'walk' ? await boundOverviewOrderIds(tx, resolved, sort.column) : resolved;
    const found = await findOverviewPage(tx, filters, sort, after, query.limit, plan);
    const orderPks = found.slice(0, query.limit).map((row) => row.orderPk);
    return { rows: found, positions: await findOverviewPositions(tx, orderPks) };
  });
  const { page, next } = splitKeysetPage(rows, query.limit, (last) =>
    encodeOverviewCursor(sort, {
      key: last.sortKey,
      companyPk: last.companyPk,
      orderDate: isSortTiedByDate(sort.column) ? last.orderDate : null,
      orderPk: last.orderPk,
    }),
  );
  const groupsOf = new Map<number, string[]>();
  const descriptionsOf = new Map<number, string[]>();
  for (const position of positions) {
    const groups = groupsOf.get(position.orderPk) ?? [];
    if (!groups.includes(position.productGroup)) groups.push(position.productGroup);
    groupsOf.set(position.orderPk, groups);
    const descriptions = descriptionsOf.get(position.orderPk) ?? [];
    const description = pickText(position.description, language);
    if (!descriptions.includes(description)) descriptions.push(description);
    descriptionsOf.set(position.orderPk, descriptions);
  }
  return {
    results: page.map((row) => ({
      order_pk: row.orderPk,
      order_id: row.orderId,
      order_date: row.createdAt.toISOString(),
      company_name: row.companyName,
      cofor6: row.cofor6,
      cofor10: row.cofor10,
      city: row.city,
      country_code: row.countryCode,
      product_group: (groupsOf.get(row.orderPk) ?? []).join(', '),
      description: (descriptionsOf.get(row.orderPk) ?? []).join(' / '),
      quantity: row.labelCount,
      state: row.state,
      state_display: ORDER_STATE_LABELS[language][row.state],
    })),
    next_cursor: next,
  };
}

/**
 * GET /statistics/api/order_overview/count/ (decision 215): asked once per filter set, not per
 * page. Exact up to ORDER_OVERVIEW_EXACT_COUNT_LIMIT (the count stops reading there); above it the
 * planner's estimate, never below the limit.
 */
export async function countOrderOverview(
  deps: StatisticsOrdersDeps,
  filters: OrderOverviewFilters,
): Promise<OrderOverviewCount> {
  return readWithCustomPlans(deps.db, async (tx) => {
    const resolved = await resolveOverviewFilters(tx, filters);
    const counted = await countOverviewOrders(tx, resolved, ORDER_OVERVIEW_EXACT_COUNT_LIMIT);
    if (counted <= ORDER_OVERVIEW_EXACT_COUNT_LIMIT) return { count: counted, is_exact: true };
    const estimate = await estimateOverviewOrders(tx, resolved);
    return { count: Math.max(estimate, ORDER_OVERVIEW_EXACT_COUNT_LIMIT + 1), is_exact: false };
  });
}

/**
 * GET /statistics/api/order_overview/csv/ (decisions 216, 245, 326): one line per position of every
 * matching order, written by the database, read from one snapshot and streamed as the reply takes it.
 */
export function exportOrderOverviewCsv(
  deps: StatisticsOrdersDeps,
  filters: OrderOverviewFilters,
  language: Language,
): { fileName: string; body: Readable } {
  return {
    fileName: csvFileName(deps.now(), 'order_overview'),
    body: streamCsvBatches(ORDER_OVERVIEW_CSV_COLUMNS, (send) =>
      sendCsvLines(deps.db, filters, language, CSV_BATCH, send),
    ),
  };
}
