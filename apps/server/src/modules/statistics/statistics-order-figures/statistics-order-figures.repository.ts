import { BUSINESS_TIME_ZONE } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { rowsOf } from '../../../db/raw-rows.js';
import { companies, productGroups } from '../../../db/schema/index.js';

/** One line of the grouped query: a month's figures, of one product group or (group null) of all. */
export type FiguresRow = {
  month: string;
  productGroup: string | null;
  isCancelled: boolean;
  orders: number;
  labels: number;
};

/** The start of a calendar day of the business time zone, as an instant. */
function dayStart(day: string) {
  return sql`(${day}::date::timestamp at time zone ${BUSINESS_TIME_ZONE})`;
}

/**
 * The figures of the sent orders (drafts never count) created from `from` to `to` (days of the
 * business time zone, both included), of one company or all (decision 240). One grouped query:
 * the orders are reached by the (company_id, created_at) index, or by created_at for all
 * companies; the grouping sets give each month's figures per product group and, in the same pass,
 * per month over all groups (an order of two groups counted once there).
 */
export async function findOrderFigures(
  db: Executor,
  range: { from: string; to: string },
  companyId: number | null,
): Promise<FiguresRow[]> {
  const company = companyId === null ? sql`` : sql`and o.company_id = ${companyId}`;
  const result = await db.execute(sql`
    with sent as (
      select o.id, o.state = 'CANCELLED' as is_cancelled,
        to_char(o.created_at at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM') as month
      from orders o
      where o.created_at >= ${dayStart(range.from)}
        and o.created_at < ${dayStart(range.to)} + interval '1 day'
        and o.state <> 'CREATED' ${company}
    )
    select s.month, g.name as product_group, s.is_cancelled,
      count(distinct s.id)::int as orders, coalesce(sum(p.quantity), 0)::bigint as labels
    from sent s
    join order_positions p on p.order_id = s.id
    join products pr on pr.id = p.product_id
    join product_groups g on g.id = pr.product_group_id
    group by grouping sets ((s.month, s.is_cancelled, g.name), (s.month, s.is_cancelled))
  `);
  const rows = rowsOf<Record<string, unknown>>(result);
  return rows.map((row) => ({
    month: String(row.month),
    productGroup: row.product_group === null ? null : String(row.product_group),
    isCancelled: row.is_cancelled === true || row.is_cancelled === 't',
    orders: Number(row.orders),
    labels: Number(row.labels),
  }));
}

/** Every product group's name in the catalogue's order. */
export async function findProductGroupNames(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ name: productGroups.name })
    .from(productGroups)
    .orderBy(productGroups.sortIndex, productGroups.id);
  return rows.map((row) => row.name);
}

/** A company by its account id (COFOR10). */
export async function findCompanyByCofor10(
  db: Executor,
  cofor10: string,
): Promise<{ id: number; cofor10: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: companies.id, cofor10: companies.cofor10, name: companies.name })
    .from(companies)
    .where(sql`${companies.cofor10} = ${cofor10}`)
    .limit(1);
  return row;
}

/** A company by its pk. */
export async function findCompanyById(
  db: Executor,
  id: number,
): Promise<{ id: number; cofor10: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: companies.id, cofor10: companies.cofor10, name: companies.name })
    .from(companies)
    .where(sql`${companies.id} = ${id}`)
    .limit(1);
  return row;
}
