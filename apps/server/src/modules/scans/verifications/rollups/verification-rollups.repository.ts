import { ACCURACY_BAND_BOUNDS } from '@label-portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  EVERY_COMPANY_ID,
  hasMonthDays,
  hasPositionSums,
  hasSingleCompany,
  hasSingleScan,
  keyColumnsOf,
  periodColumnOf,
  ROLLUPS,
  type Rollup,
} from './registry.js';

/*
 * What ingest and re-attribution share (decisions 248, 251, 263): the attribution lock, how an
 * event's label resolves to its company, roll, product and order, and the rollups' upserts from
 * signed facts.
 */

/**
 * The lock between ingest and re-attribution (decision 248): every ingest transaction holds it
 * shared, a re-attribution exclusive, so a re-attribution sees every event whose batch could have
 * resolved its labels the old way, and a batch waiting behind it reads the moved state.
 */
export const ATTRIBUTION_LOCK = sql`hashtext('verification_attribution')::bigint`;

/**
 * What an event's label id (else its object id) resolves to, for the row `source` (a table alias
 * with label_id and object_id): the label `l`, its roll `sp`, product `p`, position `op` and order
 * `o`. A label whose roll is queued for re-attribution resolves as unknown, as the events already
 * stored for it are until the roll's job has moved them (decision 248). Ingest and re-attribution
 * share it, so a re-sent event resolves to the key its stored copy has.
 */
export function resolutionOf(source: string) {
  const s = sql.raw(source);
  return sql`
    left join labels by_label on by_label.label_id = ${s}.label_id
      and by_label.spool_id not in (select q.spool_id from verification_reattributions q)
    left join labels by_object on by_label.label_id is null and by_object.object_id = ${s}.object_id
      and by_object.spool_id not in (select q.spool_id from verification_reattributions q)
    cross join lateral (
      select coalesce(by_label.label_id, by_object.label_id) as label_id,
        coalesce(by_label.object_id, by_object.object_id) as object_id,
        coalesce(by_label.spool_id, by_object.spool_id) as spool_id
    ) l
    left join spools sp on sp.id = l.spool_id
    left join products p on p.id = sp.product_id
    left join order_positions op on op.id = sp.order_position_id
    left join orders o on o.id = op.order_id`;
}

/** The attribution columns of an event resolved by resolutionOf, in the events table's order. */
export const RESOLVED_COLUMNS = (source: string) => {
  const s = sql.raw(source);
  return {
    company: sql`coalesce(sp.company_id, 0)`,
    labelId: sql`coalesce(l.label_id, ${s}.label_id)`,
    objectId: sql`coalesce(l.object_id, ${s}.object_id)`,
    dimensions: sql`sp.id, o.id, p.id, p.product_group_id, p.customer_reference,
      nullif(o.delivery_address ->> 'country_code', '')`,
  };
};

/** The event columns an insert names, in the order of the selects below. */
export const EVENT_COLUMNS = sql`company_id, event_id, scanned_at, label_id, object_id, status, verification_count,
  client_type, agent, agent_version, lat, lon, accuracy, geolocation_method, cell, tags,
  spool_id, order_id, product_id, product_group_id, customer_reference, order_country`;

/** The resolved copy of the rows of `source` (staging or moved events), for an insert. */
export function resolvedEventsOf(source: string, table: string) {
  const s = sql.raw(source);
  const r = RESOLVED_COLUMNS(source);
  return sql`
    select ${r.company}, ${s}.event_id, ${s}.scanned_at, ${r.labelId}, ${r.objectId}, ${s}.status,
      ${s}.verification_count, ${s}.client_type, ${s}.agent, ${s}.agent_version, ${s}.lat, ${s}.lon,
      ${s}.accuracy, ${s}.geolocation_method, ${s}.cell, ${s}.tags, ${r.dimensions}
    from ${sql.raw(table)} ${s}
    ${resolutionOf(source)}
    order by 1, 2, 3`;
}

/** The columns an inserted event feeds the rollups with. */
export const RETURNED_FOR_ROLLUPS = sql`company_id, event_id, scanned_at, label_id, status, lat, lon, accuracy, geolocation_method,
  cell, tags, spool_id, product_id, product_group_id, order_country`;

/** An accuracy's band in SQL, as accuracyBandOf in the contract gives it (decision 327). */
export const ACCURACY_BAND = `case ${ACCURACY_BAND_BOUNDS.map(
  (bound, band) => `when accuracy <= ${bound} then ${band}`,
).join(' ')} else ${ACCURACY_BAND_BOUNDS.length} end`;

/** Rollup facts of event rows (`sign` +1 for added, -1 for removed events). */
export function factsOf(sign: number, table: string) {
  return sql`
    select ${sql.raw(String(sign))}::int as sign, company_id, (scanned_at at time zone 'UTC')::date as day,
      date_trunc('month', scanned_at at time zone 'UTC')::date as month,
      coalesce(product_id, 0) as product_id, coalesce(product_group_id, 0) as product_group_id,
      coalesce(order_country, '') as order_country, status, geolocation_method,
      (${sql.raw(ACCURACY_BAND)})::smallint as accuracy_band, tags, cell >> 15 as cell6,
      cell >> 25 as cell4, cell >> 30 as cell3,
      date_trunc('month', scanned_at at time zone 'UTC')::date - date '1970-01-01' as month_days, scanned_at, label_id, spool_id, round(lat * 1e6)::bigint as lat_e6,
      round(lon * 1e6)::bigint as lon_e6, event_id
    from ${sql.raw(table)}`;
}

/** Whether a rollup counts every company's scans together (decision 273). */
export const isEveryCompany = (rollup: Rollup) => rollup.companies === 'every';

/** The key columns of a rollup after its company: its period (none for all time), then its key. */
export const periodAndKeyOf = (rollup: Rollup): string[] => [
  ...(periodColumnOf(rollup) ? [periodColumnOf(rollup) as string] : []),
  ...keyColumnsOf(rollup),
];

/**
 * The upsert of one rollup from the signed facts, grouped, in key order; a key whose signs cancel is
 * left alone. A map cell rollup (`sums`) also keeps the key of a row's one scan (decision 272): a
 * new row of one scan takes it; any change to a row already there clears it, so a row of count 1
 * keeps a key only while its one scan is the scan that made it (a new row has no removed facts: a
 * removed scan was counted in a row that is there). A cell row whose scans were removed and added in
 * equal numbers is updated too (its counts unchanged, its key cleared): its one scan may be another.
 */
function upsertOf(rollup: Rollup): SQL {
  const key = ['company_id', ...periodAndKeyOf(rollup)].join(', ');
  const selected = isEveryCompany(rollup) ? key.replace('company_id', `${EVERY_COMPANY_ID}`) : key;
  const width = key.split(',').length;
  const groups = Array.from({ length: width }, (_, index) => index + 1).join(', ');
  const monthDays = hasMonthDays(rollup);
  const single = hasSingleScan(rollup);
  const singleCompany = hasSingleCompany(rollup);
  const sumsKept = hasPositionSums(rollup);
  const sums =
    (sumsKept ? ', sum(sign * lat_e6), sum(sign * lon_e6)' : '') +
    (single
      ? ', case when count(*) = 1 and min(sign) > 0 then min(scanned_at) end,' +
        ' case when count(*) = 1 and min(sign) > 0 then min(event_id) end'
      : '') +
    (singleCompany ? ', case when count(*) = 1 and min(sign) > 0 then min(company_id) end' : '') +
    (monthDays ? ', sum(sign * month_days)' : '');
  const sumColumns =
    (sumsKept ? ', sum_lat_e6, sum_lon_e6' : '') +
    (single ? ', single_at, single_event_id' : '') +
    (singleCompany ? ', single_company_id' : '') +
    (monthDays ? ', sum_month_days' : '');
  const sumUpdates =
    (sumsKept
      ? ', sum_lat_e6 = t.sum_lat_e6 + excluded.sum_lat_e6, sum_lon_e6 = t.sum_lon_e6 + excluded.sum_lon_e6'
      : '') +
    (single ? ', single_at = null, single_event_id = null' : '') +
    (singleCompany ? ', single_company_id = null' : '') +
    (monthDays ? ', sum_month_days = t.sum_month_days + excluded.sum_month_days' : '');
  return sql.raw(`${rollup.table.replace(/^verification_/, 'up_')} as (
    insert into ${rollup.table} as t (${key}, count${sumColumns})
    select ${selected}, sum(sign)${sums}
    from facts
    group by ${groups}
    having sum(sign) <> 0${single ? ' or min(sign) < 0' : ''}
    order by ${groups}
    on conflict (${key})
    do update set count = t.count + excluded.count${sumUpdates}
  )`);
}

/**
 * Adds the signed facts (CTE `facts`) to every rollup of the registry (decision 313): every day, month and cell rollup, each grouped and in key
 * order (two transactions lock rollup rows in the same order, so side by side they wait, never
 * deadlock). A key whose signs cancel out is left alone.
 */
export const ROLL_UP = sql.join(ROLLUPS.map(upsertOf), sql`, `);
