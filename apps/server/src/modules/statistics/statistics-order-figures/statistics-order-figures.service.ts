import {
  businessDate,
  defaultOrderFiguresFrom,
  hasStaffScope,
  MESSAGE,
  type OrderFigures,
  type OrderFiguresQuery,
  type OrderMonthFigures,
} from '@label-portal/contract';
import { AppError } from '../../../lib/app-error.js';
import type { AuthContext } from '../../../plugins/request-context.js';
import {
  type FiguresRow,
  findCompanyByCofor10,
  findCompanyById,
  findOrderFigures,
  findProductGroupNames,
} from './statistics-order-figures.repository.js';
import type { OrderFiguresDeps } from './statistics-order-figures-deps.js';

/** Every yyyy-MM from the month of `from` to the month of `to`. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  const cursor = new Date(`${from.slice(0, 7)}-01T12:00:00Z`);
  const last = to.slice(0, 7);
  for (let month = from.slice(0, 7); month <= last; month = cursor.toISOString().slice(0, 7)) {
    months.push(month);
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months;
}

/** The asked days, or the defaults: today and the first day of the month 11 months back. */
function resolveRange(query: OrderFiguresQuery, today: string): { from: string; to: string } {
  const to = query.date_to ?? today;
  const from = query.date_from ?? defaultOrderFiguresFrom(to);
  if (from > to)
    throw new AppError('VALIDATION_FAILED', { fields: { date_to: [MESSAGE.dateRangeReversed] } });
  return { from, to };
}

/**
 * Which company the figures are of (decision 240): a user without staff scope always their own
 * (another company's account id answers 404, as any other company's record); a staff-scope user
 * the asked company, or all companies (null) when none is asked.
 */
async function resolveCompany(deps: OrderFiguresDeps, auth: AuthContext, cofor10: string | undefined) {
  if (!hasStaffScope(auth.rights)) {
    const own = await findCompanyById(deps.db, auth.companyId);
    if (!own || (cofor10 !== undefined && own.cofor10 !== cofor10)) {
      throw new AppError('NOT_FOUND', { detail: MESSAGE.companyNotFound });
    }
    return own;
  }
  if (cofor10 === undefined) return null;
  const company = await findCompanyByCofor10(deps.db, cofor10);
  if (!company) throw new AppError('NOT_FOUND', { detail: MESSAGE.companyNotFound });
  return company;
}

type Figures = Omit<OrderMonthFigures, 'month'>;

function emptyFigures(groups: readonly string[]): Figures {
  return {
    orders: 0,
    labels: 0,
    groups: groups.map((group) => ({ product_group: group, orders: 0, labels: 0 })),
    cancelled_orders: 0,
    cancelled_labels: 0,
  };
}

function addRow(figures: Figures, row: FiguresRow): void {
  if (row.productGroup === null) {
    if (row.isCancelled) {
      figures.cancelled_orders += row.orders;
      figures.cancelled_labels += row.labels;
    } else {
      figures.orders += row.orders;
      figures.labels += row.labels;
    }
    return;
  }
  if (row.isCancelled) return;
  const group = figures.groups.find((candidate) => candidate.product_group === row.productGroup);
  if (group) {
    group.orders += row.orders;
    group.labels += row.labels;
  }
}

/**
 * GET /statistics/api/order_statistics/: every month of the range (zeros included, so the chart's
 * axis has no gaps), the product groups with orders in the range, and the range's totals.
 * Cancelled orders are left out of the figures and counted apart.
 */
export async function readOrderFigures(
  deps: OrderFiguresDeps,
  auth: AuthContext,
  query: OrderFiguresQuery,
): Promise<OrderFigures> {
  const range = resolveRange(query, businessDate(deps.now()));
  const company = await resolveCompany(deps, auth, query.company);
  const rows = await findOrderFigures(deps.db, range, company?.id ?? null);
  const catalogue = await findProductGroupNames(deps.db);
  const used = new Set(
    rows.filter((row) => row.productGroup !== null && !row.isCancelled).map((row) => row.productGroup!),
  );
  const groups = [
    ...catalogue.filter((name) => used.has(name)),
    ...[...used].filter((name) => !catalogue.includes(name)).sort(),
  ];
  const byMonth = new Map(monthsBetween(range.from, range.to).map((month) => [month, emptyFigures(groups)]));
  const totals = emptyFigures(groups);
  for (const row of rows) {
    const month = byMonth.get(row.month);
    if (month) addRow(month, row);
    addRow(totals, row);
  }
  return {
    date_from: range.from,
    date_to: range.to,
    company: company ? { cofor10: company.cofor10, name: company.name } : null,
    product_groups: groups,
    months: [...byMonth].map(([month, figures]) => ({ month, ...figures })),
    totals,
  };
}
