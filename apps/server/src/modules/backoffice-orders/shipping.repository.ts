import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/** The characters of a label id (domain.md section 6) and its length. */
export const LABEL_ID_ALPHABET = 'BCDFGHJKLMNPQRSTVWXYZ0123456789';
export const LABEL_ID_LENGTH = 12;

/** Bytes of a version-4 UUID that are wholly random (byte 6 holds the version, byte 8 the variant). */
const RANDOM_BYTE_RUNS = [
  [0, 1, 2, 3, 4, 5, 7],
  [9, 10, 11, 12, 13, 14, 15],
];
/** Characters taken from each run of 7 random bytes (56 bits): 30^6 < 2^30, bias below 1e-8. */
const CHARACTERS_PER_RUN = LABEL_ID_LENGTH / RANDOM_BYTE_RUNS.length;

/**
 * SQL for one random label id from one random UUID `r.a` (gen_random_uuid: the server's strong
 * random source, in PostgreSQL and PGlite alike; decision 162): each run of 7 random bytes is read
 * as a number and written with 6 digits of the 30-character alphabet.
 */
function labelIdSql(): string {
  const base = LABEL_ID_ALPHABET.length;
  return RANDOM_BYTE_RUNS.flatMap((run) => {
    const number = run
      .map((index, i) => `(get_byte(r.a, ${index})::bigint << ${8 * (run.length - 1 - i)})`)
      .join(' | ');
    return Array.from(
      { length: CHARACTERS_PER_RUN },
      (_, k) => `substr('${LABEL_ID_ALPHABET}', 1 + ((${number}) / ${base ** k} % ${base})::int, 1)`,
    );
  }).join(' || ');
}

const LABEL_ID_SQL = labelIdSql();

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * The order's rolls in one statement: per position, quantity / labels_per_unit full rolls and a
 * last partial roll for the rest; spool numbers from spool_number_seq.
 */
export async function insertOrderSpools(
  db: Executor,
  order: { pk: number; companyId: number },
  at: Date,
): Promise<{ rolls: number; labels: number }> {
  const result = await db.execute(sql`
    with inserted as (
      insert into spools (spool_no, product_id, order_position_id, company_id, label_count, created_at)
      select 'S' || nextval('spool_number_seq')::text, p.product_id, p.id, ${order.companyId},
             case when g.k <= p.quantity / pr.labels_per_unit then pr.labels_per_unit
                  else p.quantity % pr.labels_per_unit end,
             ${at.toISOString()}::timestamptz
      from order_positions p
      join products pr on pr.id = p.product_id
      cross join lateral generate_series(1, (p.quantity + pr.labels_per_unit - 1) / pr.labels_per_unit) as g(k)
      where p.order_id = ${order.pk} and p.quantity > 0 and pr.labels_per_unit > 0
      order by p.id, g.k
      returning label_count
    )
    select count(*)::int as rolls, coalesce(sum(label_count), 0)::bigint::text as labels from inserted`);
  const [row] = rowsOf<{ rolls: number; labels: string }>(result);
  return { rolls: Number(row?.rolls ?? 0), labels: Number(row?.labels ?? 0) };
}

/**
 * Fills the order's rolls with labels up to their label_count, in one statement: random label ids
 * (SQL-side), object ids from label_object_id_seq. A row whose label id (or object id) is already
 * taken is skipped by the unique indexes; the caller repeats the call for the missing ones only.
 * Answers the labels inserted.
 */
export async function insertMissingLabels(db: Executor, orderPk: number): Promise<number> {
  const result = await db.execute(
    sql.raw(`
    with inserted as (
      insert into labels (label_id, object_id, spool_id)
      select ${LABEL_ID_SQL}, nextval('label_object_id_seq'), r.spool_id
      from (
        select s.id as spool_id, uuid_send(gen_random_uuid()) as a
        from spools s
        join order_positions p on p.id = s.order_position_id
        cross join lateral generate_series(
          1, s.label_count - (select count(*) from labels l where l.spool_id = s.id)::int) as g(n)
        where p.order_id = ${Number(orderPk)}
      ) r
      on conflict do nothing
      returning 1
    )
    select count(*)::int as n from inserted`),
  );
  const [row] = rowsOf<{ n: number }>(result);
  return Number(row?.n ?? 0);
}
