import type { Readable } from 'node:stream';
import {
  type BoundingBox,
  isLargerThanViewOf,
  MAP_BUCKETS_LIMIT,
  type MapBucket,
  MESSAGE,
  readLabelOrObjectFilter,
  SINGLE_HITS_LIMIT,
  VERIFICATION_DEFAULT_START,
  VERIFICATION_STATUS_NAMES,
  type VerificationQuery,
  type VerificationQueryReply,
  type VerificationReplyOf,
  type VerificationStatus,
  type verificationFilterShape,
} from '@label-portal/contract';
import type { z } from 'zod';
import type { Database, Executor } from '../../../../db/client.js';
import { AppError } from '../../../../lib/app-error.js';
import type { Clock } from '../../../../lib/clock.js';
import { csvFileName, streamCopyCsv, streamCsvLines } from '../../../../lib/csv-export.js';
import { ROLLUP_MAX_PRECISION } from '../rollups/registry.js';
import { periodsOf, utcToday } from '../utc-days.js';
import { boxCellsAt, coveringRanges, geohashOf, isCellInBox } from '../verification-box.js';
import { encodeVerificationId } from '../verification-id.js';
import { companyScopeOf, type VerificationViewer } from '../verification-viewer.js';
import { foldCells, isCoarseAnswer } from './map-bucket-fold.js';
import { histogramIntervalOf, planRead, probesOf, type ReadPlan, sourceOfPlan } from './plan-read.js';
import { type CellCount, countByCell } from './verification-cells.repository.js';
import {
  countByCompanyAndProduct,
  countByPeriod,
  countVerifications,
  rankCompanies,
  rankCountries,
} from './verification-counts.repository.js';
import {
  findCompanyDetails,
  findProductDetails,
  findProductGroupIds,
  findProductIds,
  findScanSpan,
  findSpoolIds,
} from './verification-dimensions.repository.js';
import { copyCsvLines, readCsvLines, VERIFICATION_CSV_COLUMNS } from './verification-download.repository.js';
import {
  type ResolvedVerificationFilters,
  readWithCustomPlans,
  type VerificationSource,
} from './verification-filters.repository.js';
import { countByLabel } from './verification-label-counts.repository.js';
import { probeScanFacts } from './verification-range.repository.js';
import { findEventsInBox, findSingleEvents } from './verification-single-hits.repository.js';

export type VerificationQueryDeps = { db: Database; now: Clock };

/** The filters every call shares, as the schemas give them (the download's lists already read). */
type FilterInput = {
  [K in keyof typeof verificationFilterShape]?: z.output<(typeof verificationFilterShape)[K]>;
};

/** Lines the download reads per batch (decision 245). */
const CSV_BATCH = 5_000;
/** The events keep the precision-9 cell (decision 250). */
const EVENT_CELL_PRECISION = 9;

/**
 * The filters resolved to the tables' values (decision 256): the viewer's scope narrows the
 * companies (another company's filter then matches nothing), domains become product group ids,
 * customer references product ids, the roll number its roll, and the label-or-object filter a label
 * id or an object id; a label or roll also gives the span of its scans (decision 269). A value that
 * resolves to nothing matches nothing. A start after the end (a future start with the default end,
 * today) is refused on date_end, as the order figures refuse it (decision 281).
 */
export async function resolveVerificationFilters(
  db: Executor,
  viewer: VerificationViewer,
  input: FilterInput,
  today: string,
): Promise<ResolvedVerificationFilters> {
  const dayStart = input.date_start ?? VERIFICATION_DEFAULT_START;
  const dayEnd = input.date_end ?? today;
  if (dayStart > dayEnd) {
    throw new AppError('VALIDATION_FAILED', { fields: { date_end: [MESSAGE.dateRangeReversed] } });
  }
  const scope = companyScopeOf(viewer);
  const asked = input.company_ids && input.company_ids.length > 0 ? input.company_ids : null;
  let companyIds: number[] | null = asked;
  if (scope !== null) companyIds = asked ? asked.filter((id) => id === scope) : [scope];
  const labelOrObject = input._object_id__label_id_or_checksum
    ? readLabelOrObjectFilter(input._object_id__label_id_or_checksum)
    : null;
  // A label or object filter that names none (`aeiou`, `#`, an object id past the largest): no
  // company's scans.
  if (labelOrObject?.kind === 'none') companyIds = [];
  const nonEmpty = <T>(list: readonly T[] | undefined): readonly T[] | null =>
    list && list.length > 0 ? list : null;
  const domains = nonEmpty(input.domains);
  const references = nonEmpty(input.customer_references?.filter((reference) => reference !== ''));
  const spoolNo = input.spool_id ? input.spool_id : null;
  const tags = nonEmpty(input.tags?.filter((tag) => tag !== ''));
  const spoolIds = spoolNo ? await findSpoolIds(db, spoolNo) : null;
  const labelId = labelOrObject?.kind === 'label' ? labelOrObject.labelId : null;
  return {
    companyIds,
    dayStart,
    dayEnd,
    statuses: nonEmpty(input.verification_status),
    method:
      input.geolocation_method === 'IP' || input.geolocation_method === 'GPS'
        ? input.geolocation_method
        : null,
    productGroupIds: domains ? await findProductGroupIds(db, domains) : null,
    productIds: references ? await findProductIds(db, references) : null,
    orderCountries: nonEmpty(input.order_countries),
    tags,
    accuracy: input.accuracy ?? null,
    spoolIds,
    labelId,
    objectId: labelOrObject?.kind === 'object' ? labelOrObject.objectId : null,
    scanSpan: await findScanSpan(db, { labelId, spoolIds, companyIds }),
  };
}

/**
 * Where an aggregation reads (decisions 256, 314): the read plan's source, raw or rollup (the
 * per-label counts count as rollup), before any probe.
 */
export function sourceOf(query: VerificationQuery, filters: ResolvedVerificationFilters): VerificationSource {
  return sourceOfPlan(planRead(query, filters));
}

/**
 * The read plan of an aggregation (decision 314): the facts planRead asks probed, then planRead;
 * `raw` forces the events (the equivalence tests ask both sources).
 */
async function planAggregation(
  tx: Executor,
  query: VerificationQuery,
  filters: ResolvedVerificationFilters,
  source: VerificationSource,
): Promise<ReadPlan> {
  if (source === 'raw') return { source: 'raw', ranges: [] };
  // The rollups asked where planRead reads the events: the tests ask only where it reads rollups.
  return planRead(query, filters, await probeScanFacts(tx, filters, probesOf(query, filters)));
}

function idOf(key: { companyId: number; micros: string; eventId: string }): string {
  return encodeVerificationId({
    companyId: key.companyId,
    scannedAtMicros: BigInt(key.micros),
    eventId: key.eventId,
  });
}

/** Status buckets: the largest count first, then the code. */
function byCountThenKey<T extends { doc_count: number; key: number | string }>(a: T, b: T): number {
  if (a.doc_count !== b.doc_count) return b.doc_count - a.doc_count;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

async function readMarkers(
  tx: Executor,
  query: VerificationQuery,
  filters: ResolvedVerificationFilters,
  plan: ReadPlan,
): Promise<VerificationReplyOf<'markers'>> {
  const box: BoundingBox | null = query.bounding_box ?? null;
  if (query.hits === 1) {
    const ranges = box ? coveringRanges(boxCellsAt(box, EVENT_CELL_PRECISION), EVENT_CELL_PRECISION) : null;
    const rows = await findEventsInBox(tx, filters, box, ranges, SINGLE_HITS_LIMIT + 1);
    return {
      aggregation: 'markers',
      data: {
        type: 'single_hits',
        hits: rows.slice(0, SINGLE_HITS_LIMIT).map((row) => ({
          _id: idOf(row),
          position: { lat: row.lat, lon: row.lon },
          status: row.status as VerificationStatus,
        })),
        truncated: rows.length > SINGLE_HITS_LIMIT,
      },
    };
  }
  const { precision, counts, isCoarse } = await readMarkerCells(tx, query, filters, plan, box);
  const { cells, folded } = foldCells(counts, precision, MAP_BUCKETS_LIMIT);
  const buckets: MapBucket[] = cells.map((cell) => {
    const sumLat = cell.statuses.reduce((sum, row) => sum + row.sumLatE6, 0);
    const sumLon = cell.statuses.reduce((sum, row) => sum + row.sumLonE6, 0);
    return {
      key: geohashOf(cell.cell, cell.precision),
      center_lat: { value: sumLat / cell.count / 1e6 },
      center_lon: { value: sumLon / cell.count / 1e6 },
      doc_count: cell.count,
      status: {
        buckets: cell.statuses
          .map((row) => ({
            key: row.status as VerificationStatus,
            doc_count: row.count,
            ...(row.count === 1 && row.single
              ? { single_checks: { hits: { hits: [{ _id: idOf(row.single) }] } } }
              : {}),
          }))
          .sort(byCountThenKey),
      },
    };
  });
  return {
    aggregation: 'markers',
    data: { type: 'buckets', buckets: buckets.sort(byCountThenKey), folded: folded || isCoarse },
  };
}

/**
 * The (cell, status) counts of the box's cells at `precision` from the plan, a bucket of one scan
 * named from its rollup row (decision 272) or else from a probe.
 */
async function readCells(
  tx: Executor,
  plan: ReadPlan,
  filters: ResolvedVerificationFilters,
  precision: number,
  box: BoundingBox | null,
): Promise<CellCount[]> {
  const cells = box ? boxCellsAt(box, precision) : null;
  const counts = (await countByCell(tx, plan, filters, precision, cells)).filter(
    (row) => !cells || isCellInBox(row.cell, cells),
  );
  if (plan.source === 'rollup') {
    const alone = counts.filter((row) => row.count === 1 && !row.single);
    const found = await findSingleEvents(tx, filters, precision, alone);
    const byPair = new Map(found.map((row) => [`${row.cell}:${row.status}`, row]));
    for (const row of alone) row.single = byPair.get(`${row.cell}:${row.status}`) ?? null;
  }
  return counts;
}

/**
 * The (cell, status) counts of a buckets answer. Buckets finer than the rollups keep (precisions
 * 7-9, API only: the map asks for single hits there) over a box larger than its zoom's view, or
 * holding many scans (isCoarseAnswer), are the rollups' finest cells instead (decision 324), read
 * where the read plan of that precision says: the events would be read by the million. The scans
 * are counted from those cells when a rollup keeps them, else from the asked cells.
 */
async function readMarkerCells(
  tx: Executor,
  query: VerificationQuery,
  filters: ResolvedVerificationFilters,
  plan: ReadPlan,
  box: BoundingBox | null,
): Promise<{ precision: number; counts: CellCount[]; isCoarse: boolean }> {
  const asked = { precision: query.precision, isCoarse: false };
  if (query.precision <= ROLLUP_MAX_PRECISION) {
    return { ...asked, counts: await readCells(tx, plan, filters, query.precision, box) };
  }
  const coarseQuery = { ...query, precision: ROLLUP_MAX_PRECISION };
  const coarsePlan = planRead(
    coarseQuery,
    filters,
    await probeScanFacts(tx, filters, probesOf(coarseQuery, filters)),
  );
  const readCoarse = async () => ({
    precision: ROLLUP_MAX_PRECISION,
    counts: await readCells(tx, coarsePlan, filters, ROLLUP_MAX_PRECISION, box),
    isCoarse: true,
  });
  if (isLargerThanViewOf(box, query.precision)) return readCoarse();
  if (coarsePlan.source === 'rollup') {
    const coarse = await readCoarse();
    if (isCoarseAnswer(box, query.precision, sumOf(coarse.counts))) return coarse;
  }
  const counts = await readCells(tx, plan, filters, query.precision, box);
  return isCoarseAnswer(box, query.precision, sumOf(counts)) ? readCoarse() : { ...asked, counts };
}

const sumOf = (counts: readonly CellCount[]) => counts.reduce((sum, row) => sum + row.count, 0);

async function readHistogram(
  tx: Executor,
  filters: ResolvedVerificationFilters,
  plan: ReadPlan,
): Promise<VerificationReplyOf<'date_histogram'>> {
  const interval = histogramIntervalOf(filters);
  const rows = await countByPeriod(tx, plan, filters, interval);
  const periods = periodsOf(filters.dayStart, filters.dayEnd, interval);
  const byStatus = new Map<number, Map<string, number>>();
  for (const row of rows) {
    const counts = byStatus.get(row.status) ?? new Map<string, number>();
    counts.set(row.period, row.count);
    byStatus.set(row.status, counts);
  }
  return {
    aggregation: 'date_histogram',
    interval,
    data: [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, counts]) => ({
        key: status as VerificationStatus,
        date_range: {
          buckets: periods.map((period) => ({ key_as_string: period, doc_count: counts.get(period) ?? 0 })),
        },
      })),
  };
}

async function readCompanies(
  tx: Executor,
  query: VerificationQuery,
  filters: ResolvedVerificationFilters,
  plan: ReadPlan,
): Promise<VerificationReplyOf<'by_company'>> {
  const ranked = await rankCompanies(tx, plan, filters, query.limit);
  const details = new Map(
    (
      await findCompanyDetails(
        tx,
        ranked.map((row) => row.companyId),
      )
    ).map((c) => [c.id, c]),
  );
  return {
    aggregation: 'by_company',
    data: ranked.map((row) => {
      const company = details.get(row.companyId);
      return {
        company: {
          id: row.companyId,
          name: company?.name ?? null,
          cofor10: company?.cofor10 ?? null,
          delivery_address: { city: company?.city ?? null, country: company?.countryCode ?? null },
        },
        verifications: row.count,
      };
    }),
  };
}

async function readCompaniesByProduct(
  tx: Executor,
  query: VerificationQuery,
  filters: ResolvedVerificationFilters,
  plan: ReadPlan,
): Promise<VerificationReplyOf<'by_company_by_product'>> {
  // One pair more than the page: whether a next page exists, without counting them all.
  const after = query.after
    ? {
        sorted: query.after.sorted,
        total: query.after.total,
        companyId: query.after.company_id,
        productId: query.after.product_id,
      }
    : null;
  const fetched = await countByCompanyAndProduct(
    tx,
    plan,
    filters,
    query.sort_status,
    query.limit + 1,
    after,
  );
  const pairKey = (row: { companyId: number; productId: number }) => `${row.companyId}:${row.productId}`;
  const pairs = [...new Set(fetched.map(pairKey))];
  const kept = new Set(pairs.slice(0, query.limit));
  const rows = fetched.filter((row) => kept.has(pairKey(row)));
  const last = rows.at(-1);
  const next =
    pairs.length > query.limit && last
      ? { sorted: last.sorted, total: last.total, company_id: last.companyId, product_id: last.productId }
      : null;
  const companies = new Map(
    (await findCompanyDetails(tx, [...new Set(rows.map((row) => row.companyId))])).map((c) => [c.id, c]),
  );
  const products = new Map(
    (await findProductDetails(tx, [...new Set(rows.map((row) => row.productId))])).map((p) => [p.id, p]),
  );
  type Supplier = VerificationReplyOf<'by_company_by_product'>['data'][number];
  const suppliers = new Map<number, Supplier>();
  for (const row of rows) {
    let supplier = suppliers.get(row.companyId);
    if (!supplier) {
      const company = companies.get(row.companyId);
      supplier = {
        supplier: {
          id: row.companyId,
          name: company?.name ?? null,
          cofor10: company?.cofor10 ?? null,
          country_code: company?.countryCode ?? null,
          city: company?.city ?? null,
        },
        products: [],
      };
      suppliers.set(row.companyId, supplier);
    }
    let entry = supplier.products.find((item) => item.product.id === row.productId);
    if (!entry) {
      const product = products.get(row.productId);
      entry = {
        product: {
          id: row.productId,
          domain: product?.domain ?? null,
          reference: product?.reference ?? null,
        },
        authentications: [],
      };
      supplier.products.push(entry);
    }
    entry.authentications.push({ status: row.status as VerificationStatus, count: row.count });
  }
  return { aggregation: 'by_company_by_product', data: [...suppliers.values()], next };
}

async function readSpool(
  tx: Executor,
  filters: ResolvedVerificationFilters,
  plan: ReadPlan,
): Promise<VerificationReplyOf<'by_spool'>> {
  const rows = await countByLabel(tx, filters, plan);
  type Label = VerificationReplyOf<'by_spool'>['data'][number] & { first: Date; last: Date };
  const labels = new Map<string, Label>();
  for (const row of rows) {
    const label = labels.get(row.labelId) ?? {
      label_id: row.labelId,
      first_at: '',
      last_at: '',
      first: row.firstAt,
      last: row.lastAt,
      authentications: [],
    };
    if (row.firstAt < label.first) label.first = row.firstAt;
    if (row.lastAt > label.last) label.last = row.lastAt;
    label.authentications.push({ status: row.status as VerificationStatus, count: row.count });
    labels.set(row.labelId, label);
  }
  return {
    aggregation: 'by_spool',
    data: [...labels.values()].map(({ first, last, ...label }) => ({
      ...label,
      first_at: first.toISOString(),
      last_at: last.toISOString(),
    })),
  };
}

/**
 * One aggregation from a given source: the route reads where `sourceOf` says (the read plan); the
 * API tests ask both sources for the same filters and compare. Answers are built field by field, never spread from
 * database rows: production writes them with JSON.stringify, which drops nothing (decision 275).
 */
export async function readAggregation(
  tx: Executor,
  query: VerificationQuery,
  filters: ResolvedVerificationFilters,
  source: VerificationSource,
): Promise<VerificationQueryReply> {
  return readPlanned(tx, query, filters, await planAggregation(tx, query, filters, source));
}

/** One aggregation as its read plan says (decision 314). */
async function readPlanned(
  tx: Executor,
  query: VerificationQuery,
  filters: ResolvedVerificationFilters,
  plan: ReadPlan,
): Promise<VerificationQueryReply> {
  switch (query.aggregation) {
    case 'hit_count':
      return { aggregation: 'hit_count', data: await countVerifications(tx, plan, filters) };
    case 'date_histogram':
      return readHistogram(tx, filters, plan);
    case 'by_country':
      return {
        aggregation: 'by_country',
        data: (await rankCountries(tx, plan, filters, query.limit)).map((row) => ({
          key: row.key,
          doc_count: row.count,
        })),
      };
    case 'by_company':
      return readCompanies(tx, query, filters, plan);
    case 'by_company_by_product':
      return readCompaniesByProduct(tx, query, filters, plan);
    case 'by_spool':
      return readSpool(tx, filters, plan);
    case 'markers':
      return readMarkers(tx, query, filters, plan);
  }
}

/** POST /statistics/api/verifications/ (decisions 255, 256). */
export async function queryVerifications(
  deps: VerificationQueryDeps,
  viewer: VerificationViewer,
  query: VerificationQuery,
): Promise<VerificationQueryReply> {
  return readWithCustomPlans(deps.db, async (tx) => {
    const filters = await resolveVerificationFilters(tx, viewer, query, utcToday(deps.now()));
    const facts = await probeScanFacts(tx, filters, probesOf(query, filters));
    return readPlanned(tx, query, filters, planRead(query, filters, facts));
  });
}

/**
 * GET /statistics/api/verifications/download/ (decision 257): every matching event, one line each,
 * written by the database and streamed as it is read: one COPY on PostgreSQL, keyset pages on
 * PGlite.
 */
export async function downloadVerifications(
  deps: VerificationQueryDeps,
  viewer: VerificationViewer,
  query: FilterInput,
): Promise<{ fileName: string; body: Readable }> {
  const now = deps.now();
  const filters = await resolveVerificationFilters(deps.db, viewer, query, utcToday(now));
  const copy = await copyCsvLines(deps.db, filters, VERIFICATION_STATUS_NAMES);
  return {
    fileName: csvFileName(now, 'verifications'),
    body: copy
      ? streamCopyCsv(VERIFICATION_CSV_COLUMNS, copy.stream, copy.cancel)
      : streamCsvLines(
          VERIFICATION_CSV_COLUMNS,
          readCsvLines(deps.db, filters, VERIFICATION_STATUS_NAMES, CSV_BATCH),
        ),
  };
}
