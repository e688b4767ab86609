import { type SQL, sql } from 'drizzle-orm';
import { copyCsvOut, type Database } from '../../../../db/client.js';
import { csvFormulaGuardSql } from '../../../../db/csv-sql.js';
import { rowsOf } from '../../../../db/raw-rows.js';
import { utcIsoText } from '../../../../db/sql-time.js';
import { protectCsvCell, quoteCsvCell } from '../../../../lib/csv-export.js';
import { conditionsOf, type ResolvedVerificationFilters } from './verification-filters.repository.js';

/** The download's columns (decision 257). */
export const VERIFICATION_CSV_COLUMNS = [
  'id',
  'timestamp',
  'status',
  'status_name',
  'label_id',
  'object_id',
  'verification_count',
  'client_type',
  'agent',
  'agent_version',
  'lat',
  'lon',
  'accuracy',
  'geolocation_method',
  'tags',
  'company_id',
  'company_name',
  'cofor10',
  'spool_id',
  'order_id',
  'product_reference',
  'product_group',
  'customer_reference',
  'order_country',
] as const;

type CsvKeyset = { companyId: number; eventId: string; scannedAt: string };

/** An event's time as the download writes it: UTC, ISO 8601 with microseconds (decision 257). */
const SCANNED_AT_ISO = utcIsoText(sql`e.scanned_at`);
type CsvRow = { company_id: number; event_id: string; scanned_at: string; cells: (string | null)[] };

/**
 * The download's cells, in VERIFICATION_CSV_COLUMNS order, each text or null (an empty cell). Text
 * that can come from outside (ids, agents, tags, names, references) has the formula apostrophe of
 * `protectCsvCell` already; numbers are written as the database writes them (a leading minus is a
 * sign, not a formula, decision 257). Quoting is left to the writer (COPY's CSV format, or
 * `quoteCsvCell`), which both follow RFC 4180 as csv-stringify does.
 */
function csvCellsSql(statusNames: Record<number, string>): SQL[] {
  const guarded = csvFormulaGuardSql;
  const statusName = sql.raw(
    `(case e.status ${Object.entries(statusNames)
      .map(([code, name]) => `when ${Number(code)} then '${protectCsvCell(name).replace(/'/g, "''")}'`)
      .join(' ')} end)`,
  );
  return [
    guarded(sql`e.event_id`),
    SCANNED_AT_ISO,
    sql`e.status`,
    statusName,
    guarded(sql`e.label_id`),
    sql`e.object_id`,
    sql`e.verification_count`,
    guarded(sql`e.client_type`),
    guarded(sql`e.agent`),
    guarded(sql`e.agent_version`),
    sql`e.lat`,
    sql`e.lon`,
    sql`e.accuracy`,
    sql`e.geolocation_method`,
    guarded(sql`array_to_string(e.tags, ',')`),
    sql`e.company_id`,
    guarded(sql`c.name`),
    guarded(sql`c.cofor10`),
    guarded(sql`s.spool_no`),
    guarded(sql`o.order_id`),
    guarded(sql`p.customer_reference`),
    guarded(sql`g.name`),
    guarded(sql`e.customer_reference`),
    guarded(sql`e.order_country`),
  ];
}

/** The matching events with the rows the download names, as a FROM … WHERE. */
function csvSourceSql(filters: ResolvedVerificationFilters): SQL {
  return sql`verification_events e
    left join companies c on c.id = e.company_id
    left join spools s on s.id = e.spool_id
    left join orders o on o.id = e.order_id
    left join products p on p.id = e.product_id
    left join product_groups g on g.id = e.product_group_id
    where ${conditionsOf(filters, 'raw', 'e')}`;
}

/**
 * The download on PostgreSQL (decision 257 amended): one COPY of the cells in CSV format, in no
 * particular order (the month partitions as stored), written by the database while the server
 * sends it; `undefined` on PGlite.
 */
export function copyCsvLines(
  db: Database,
  filters: ResolvedVerificationFilters,
  statusNames: Record<number, string>,
): ReturnType<typeof copyCsvOut> {
  return copyCsvOut(
    db,
    sql`select ${sql.join(csvCellsSql(statusNames), sql`, `)} from ${csvSourceSql(filters)}`,
  );
}

/**
 * The download on PGlite: keyset pages in key order (company, event id, time) of `batchSize`
 * lines, each line's cells quoted here (`quoteCsvCell`), never the whole file in memory.
 */
export async function* readCsvLines(
  db: Database,
  filters: ResolvedVerificationFilters,
  statusNames: Record<number, string>,
  batchSize: number,
): AsyncGenerator<string[]> {
  let after: CsvKeyset | undefined;
  for (;;) {
    const keyset = after
      ? sql`and (e.company_id, e.event_id, e.scanned_at) > (${after.companyId}::int, ${after.eventId}::text, ${after.scannedAt}::timestamptz)
          and e.company_id >= ${after.companyId}::int`
      : sql``;
    const rows = rowsOf<CsvRow>(
      await db.execute(sql`select e.company_id, e.event_id, ${SCANNED_AT_ISO} as scanned_at,
          array[${sql.join(
            csvCellsSql(statusNames).map((cell) => sql`(${cell})::text`),
            sql`, `,
          )}] as cells
        from ${csvSourceSql(filters)} ${keyset}
        order by e.company_id, e.event_id, e.scanned_at limit ${batchSize}`),
    );
    if (rows.length > 0) yield rows.map((row) => row.cells.map((cell) => quoteCsvCell(cell ?? '')).join(';'));
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { companyId: Number(last.company_id), eventId: last.event_id, scannedAt: last.scanned_at };
  }
}
