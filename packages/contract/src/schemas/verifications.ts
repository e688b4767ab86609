import { z } from 'zod';
import { LABEL_ID_LENGTH, normalizeLabelId } from '../codes.js';
import { PRODUCT_GROUPS } from '../constants.js';
import { isDayRangeInOrder, isIsoCalendarDate } from '../dates.js';
import { MESSAGE } from '../messages.js';
import { refuseControlCharacters, unknownFieldError } from './primitives.js';
import { STATISTICS_MAX_DATE, STATISTICS_MIN_DATE, statisticsFilterText } from './statistics-common.js';

/**
 * Label authentications (verifications, domain.md section 7): the statuses, geolocation methods and
 * client types every layer uses (the database's checks, the ingest, the screens), and the event the
 * authentication service sends to the ingestion call (decision 252).
 */

/** Authentication result statuses (statistics.md section 3): code → English name. */
export const VERIFICATION_STATUS_NAMES = {
  0: 'Unknown',
  1: 'Valid Code',
  2: 'Valid - Unfinished',
  3: 'Checked too often',
  4: 'Imitated Code',
  5: 'Demo Code',
  6: 'Animation Mismatch',
  99: 'Valid',
} as const;
export type VerificationStatus = keyof typeof VERIFICATION_STATUS_NAMES;
/** The status codes, in code order. */
export const VERIFICATION_STATUSES = Object.keys(VERIFICATION_STATUS_NAMES)
  .map(Number)
  .sort((a, b) => a - b) as VerificationStatus[];

/** How a scan's position was found: from the IP address (accuracy 0 or less) or by GPS. */
export const GEOLOCATION_METHODS = ['IP', 'GPS'] as const;
export type GeolocationMethod = (typeof GEOLOCATION_METHODS)[number];

/** The geolocation method of an accuracy in meters: 0 or less means IP based (domain.md section 7). */
export function geolocationMethodOf(accuracy: number): GeolocationMethod {
  return accuracy <= 0 ? 'IP' : 'GPS';
}

/** Client types of the verification log (statistics.md section 3). */
export const CLIENT_TYPES = {
  DA: 'Desktop Application',
  DW: 'Desktop Web',
  MW: 'Mobile Web',
  MA: 'Mobile Application',
  MS: 'Mobile Text/SMS',
  UW: 'Unknown Web',
  UA: 'Unknown Application',
} as const;
export type ClientType = keyof typeof CLIENT_TYPES;
const CLIENT_TYPE_CODES = Object.keys(CLIENT_TYPES) as [ClientType, ...ClientType[]];

/**
 * The company that events of labels nobody knows (or of rolls not yet shipped to a company) are
 * counted under (decision 250). No company row has this id: serial ids start at 1.
 */
export const UNKNOWN_COMPANY_ID = 0;

/** Events one ingestion call may carry (decision 252). */
export const VERIFICATION_BATCH_LIMIT = 10_000;
/** The longest event id, label id (as scanned), agent, agent version and tag kept. */
export const VERIFICATION_ID_MAX_LENGTH = 64;
export const VERIFICATION_TEXT_MAX_LENGTH = 100;
export const VERIFICATION_TAG_MAX_LENGTH = 64;
export const VERIFICATION_TAGS_MAX = 20;
/** Scans before this instant are refused: the spec's earliest date (statistics.md section 9). */
export const VERIFICATION_EARLIEST = '2017-01-01T00:00:00.000Z';
/** Scans from this instant on are refused (a typo in the year, not a scan). */
export const VERIFICATION_LATEST = '2100-01-01T00:00:00.000Z';
/** The largest object (holospot) id: PostgreSQL bigint, kept exact in JavaScript. */
export const OBJECT_ID_MAX = Number.MAX_SAFE_INTEGER;

const optionalText = (max: number) =>
  refuseControlCharacters(z.string({ error: MESSAGE.invalid }).max(max, { error: MESSAGE.maxLength }))
    .nullable()
    .optional();

/** An event id: printable ASCII without spaces, as the authentication service writes it. */
export const VERIFICATION_EVENT_ID = /^[\x21-\x7e]+$/;

/**
 * One event as the authentication service sends it. Unknown fields are dropped (the service may
 * grow fields before the portal reads them: an event is never lost for a field the portal does not
 * use). The timestamp carries its offset (ISO 8601). Tags are kept as a set (sorted, no repeats).
 */
export const verificationEventSchema = z.object(
  {
    id: z
      .string({ error: MESSAGE.required })
      .min(1, { error: MESSAGE.required })
      .max(VERIFICATION_ID_MAX_LENGTH, { error: MESSAGE.maxLength })
      .regex(VERIFICATION_EVENT_ID, { error: MESSAGE.verificationEventId }),
    timestamp: z.iso
      .datetime({
        offset: true,
        error: (issue) => (issue.input === undefined ? MESSAGE.required : MESSAGE.verificationTimestamp),
      })
      .refine(
        (value) => {
          const at = Date.parse(value);
          return at >= Date.parse(VERIFICATION_EARLIEST) && at < Date.parse(VERIFICATION_LATEST);
        },
        { error: MESSAGE.verificationTimestampRange },
      ),
    label_id: optionalText(VERIFICATION_ID_MAX_LENGTH),
    object_id: z
      .number({ error: MESSAGE.invalid })
      .int({ error: MESSAGE.invalid })
      .min(0, { error: MESSAGE.minValue })
      .max(OBJECT_ID_MAX, { error: MESSAGE.maxValue })
      .nullable()
      .optional(),
    status: z
      .number({ error: MESSAGE.required })
      .refine((value) => value in VERIFICATION_STATUS_NAMES, { error: MESSAGE.verificationStatus })
      .transform((value) => value as VerificationStatus),
    verification_count: z
      .number({ error: MESSAGE.required })
      .int({ error: MESSAGE.invalid })
      .min(0, { error: MESSAGE.minValue })
      .max(2_147_483_647, { error: MESSAGE.maxValue }),
    client_type: z.enum(CLIENT_TYPE_CODES, { error: MESSAGE.invalid }).nullable().optional(),
    agent: optionalText(VERIFICATION_TEXT_MAX_LENGTH),
    agent_version: optionalText(VERIFICATION_TEXT_MAX_LENGTH),
    lat: z
      .number({ error: MESSAGE.required })
      .min(-90, { error: MESSAGE.minValue })
      .max(90, { error: MESSAGE.maxValue }),
    lon: z
      .number({ error: MESSAGE.required })
      .min(-180, { error: MESSAGE.minValue })
      .max(180, { error: MESSAGE.maxValue }),
    accuracy: z.number({ error: MESSAGE.required }).refine(Number.isFinite, { error: MESSAGE.invalid }),
    tags: z
      .array(
        refuseControlCharacters(
          z
            .string({ error: MESSAGE.invalid })
            .min(1, { error: MESSAGE.required })
            .max(VERIFICATION_TAG_MAX_LENGTH, { error: MESSAGE.maxLength }),
        ),
        { error: MESSAGE.invalid },
      )
      .max(VERIFICATION_TAGS_MAX, { error: MESSAGE.verificationTooManyTags })
      .optional()
      .default([])
      .transform((tags) => [...new Set(tags)].sort()),
  },
  { error: MESSAGE.verificationNotAnEvent },
);
export type VerificationEventInput = z.input<typeof verificationEventSchema>;
export type VerificationEvent = z.output<typeof verificationEventSchema>;

/**
 * The ingestion call's body: a JSON array of events (or NDJSON, one event a line, read into the same
 * list). Each element is checked on its own by verificationEventSchema, so a bad event is reported
 * with its line while the good ones of the batch are kept.
 */
export const verificationBatchSchema = z
  .array(z.unknown(), { error: MESSAGE.verificationBatchNotList })
  .max(VERIFICATION_BATCH_LIMIT, { error: MESSAGE.verificationBatchTooLarge });

/** A refused event: its line (1-based: the array position, or the NDJSON line) and its field messages. */
export const verificationRejectionSchema = z.object({
  line: z.number().int(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type VerificationRejection = z.infer<typeof verificationRejectionSchema>;

/** The ingestion answer: events received, new ones kept, re-sent ones ignored, and the refused ones. */
export const verificationIngestResultSchema = z
  .object({
    received: z.number().int(),
    inserted: z.number().int(),
    duplicates: z.number().int(),
    rejected: z.array(verificationRejectionSchema),
  })
  .meta({ id: 'VerificationIngestResult' });
export type VerificationIngestResult = z.infer<typeof verificationIngestResultSchema>;

/*
 * The tile layers of the authentications map (statistics.md section 2: English, German, Localized).
 * Their addresses are settings staff change on /backoffice/settings (decision 260); the browser may
 * load images only from the tile servers listed here (the server's Content-Security-Policy names
 * the same list), so a setting is refused on any other host.
 */

/** The tile servers the map may load from: host names, `*.` for any subdomain. */
export const MAP_TILE_HOSTS = [
  'tile.openstreetmap.org',
  '*.tile.openstreetmap.org',
  'tile.openstreetmap.de',
  '*.tile.openstreetmap.de',
  '*.basemaps.cartocdn.com',
] as const;

/** The Content-Security-Policy sources of the tile servers (https only). */
export const MAP_TILE_IMAGE_SOURCES = MAP_TILE_HOSTS.map((host) => `https://${host}`);

/** The default layers: English (CARTO's Voyager, English names), German (openstreetmap.de), Localized (openstreetmap.org). */
export const MAP_TILE_DEFAULTS = {
  english: 'https://{s}.basemaps.cartocdn.com/rastertiles/voyager/{z}/{x}/{y}.png',
  german: 'https://tile.openstreetmap.de/{z}/{x}/{y}.png',
  localized: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
} as const;

/** Whether a host is a listed tile server (`a.tile.openstreetmap.org` under `*.tile.openstreetmap.org`). */
function isAllowedTileHost(host: string): boolean {
  // `{s}` stands for a subdomain letter.
  const concrete = host.replace('{s}', 'a');
  return MAP_TILE_HOSTS.some((allowed) =>
    allowed.startsWith('*.')
      ? concrete.endsWith(allowed.slice(1)) && concrete.length > allowed.length - 1
      : concrete === allowed,
  );
}

/** Whether a tile address is https, on an allowed tile server, with {z}, {x} and {y}. */
export function isMapTileUrl(value: string): boolean {
  const match = /^https:\/\/([a-zA-Z0-9.{}-]+)(\/\S*)$/.exec(value);
  if (!match) return false;
  const [, host = '', path = ''] = match;
  return isAllowedTileHost(host.toLowerCase()) && ['{z}', '{x}', '{y}'].every((part) => path.includes(part));
}

/** A tile layer's address as a setting takes it. */
export const mapTileUrlSchema = z
  .string({ error: MESSAGE.mapTileUrl })
  .trim()
  .max(300, { error: MESSAGE.maxLength })
  .refine(isMapTileUrl, { error: MESSAGE.mapTileUrl });

/** GET statistics/api/map_tiles/: the three layers' addresses. */
export const mapTilesSchema = z
  .object({ english: z.string(), german: z.string(), localized: z.string() })
  .meta({ id: 'MapTiles' });
export type MapTiles = z.infer<typeof mapTilesSchema>;

/*
 * The statistics of label authentications (statistics.md sections 2, 3, 5, 7 and 9; issue 14): the
 * Verifications POST with its aggregations and filters, the look-ups, the verification log of the
 * map popup, the label info and the download. One set of schemas for the server's routes and the
 * web's forms and calls.
 */

/** The aggregations of the Verifications POST (statistics.md section 7). */
export const VERIFICATION_AGGREGATIONS = [
  'markers',
  'by_spool',
  'by_company',
  'by_country',
  'hit_count',
  'date_histogram',
  'by_company_by_product',
] as const;
export type VerificationAggregation = (typeof VERIFICATION_AGGREGATIONS)[number];

/** The geolocation filter: IP based, GPS based, or both (both or none ticked means BOTH). */
export const GEOLOCATION_FILTERS = ['IP', 'GPS', 'BOTH'] as const;
export type GeolocationFilter = (typeof GEOLOCATION_FILTERS)[number];

/** The geolocation filter of the ticked methods: one of them, or BOTH when both or none are ticked. */
export function geolocationFilterOf(ticked: readonly ('IP' | 'GPS')[]): GeolocationFilter {
  const set = new Set(ticked);
  if (set.size === 1) return set.has('IP') ? 'IP' : 'GPS';
  return 'BOTH';
}

/**
 * The accuracy filter's steps (decision 327): IP based (accuracy 0 or less), GPS of at most 10, 50,
 * 100 or 1,000 meters, or GPS above 1,000 meters; no step (the field absent) is any accuracy.
 */
export const ACCURACY_STEPS = ['IP', 'GPS_10', 'GPS_50', 'GPS_100', 'GPS_1000', 'GPS_OVER_1000'] as const;
export type AccuracyStep = (typeof ACCURACY_STEPS)[number];

/** The upper bounds in meters of the accuracy bands 0-4 (band 5 is above the last). */
export const ACCURACY_BAND_BOUNDS = [0, 10, 50, 100, 1_000] as const;
export type AccuracyBand = 0 | 1 | 2 | 3 | 4 | 5;

/**
 * The band of an accuracy in meters, as the rollups keep it (decision 327): 0 IP based (0 or less),
 * 1 (0, 10], 2 (10, 50], 3 (50, 100], 4 (100, 1,000], 5 above 1,000.
 */
export function accuracyBandOf(accuracy: number): AccuracyBand {
  const band = ACCURACY_BAND_BOUNDS.findIndex((bound) => accuracy <= bound);
  return (band < 0 ? ACCURACY_BAND_BOUNDS.length : band) as AccuracyBand;
}

/** The bands a step matches, in order (consecutive). */
export function accuracyBandsOf(step: AccuracyStep): AccuracyBand[] {
  switch (step) {
    case 'IP':
      return [0];
    case 'GPS_10':
      return [1];
    case 'GPS_50':
      return [1, 2];
    case 'GPS_100':
      return [1, 2, 3];
    case 'GPS_1000':
      return [1, 2, 3, 4];
    case 'GPS_OVER_1000':
      return [5];
  }
}

/**
 * The accuracies a step matches as bounds in meters: above `above` (null: no lower bound) and at
 * most `atMost` (null: no upper bound), the same as its bands.
 */
export function accuracyBoundsOf(step: AccuracyStep): { above: number | null; atMost: number | null } {
  const bands = accuracyBandsOf(step);
  const bounds: readonly number[] = ACCURACY_BAND_BOUNDS;
  const low = bands[0] ?? 0;
  const high = bands[bands.length - 1] ?? 0;
  return { above: low === 0 ? null : (bounds[low - 1] ?? null), atMost: bounds[high] ?? null };
}

/** Default first day of the authentications, scan analysis and spool analysis filters. */
export const VERIFICATION_DEFAULT_START = '2018-01-01';

/** Statuses counted as valid (statistics.md section 3). */
export const VALID_VERIFICATION_STATUSES = [1, 2] as const satisfies readonly VerificationStatus[];
/** Statuses the map's legend leaves out (statistics.md section 2). */
export const MAP_LEGEND_HIDDEN_STATUSES = [1, 2] as const satisfies readonly VerificationStatus[];

/**
 * Status colours (statistics.md: "a numeric code with description and colour"; the values are ours,
 * picked to read apart (every two at least 25 apart in CIELAB, ΔE*76) and to meet 3:1 against white).
 */
export const VERIFICATION_STATUS_COLORS: Record<VerificationStatus, string> = {
  0: '#6b7280',
  1: '#15803d',
  2: '#65a30d',
  3: '#d97706',
  4: '#dc2626',
  5: '#2563eb',
  6: '#9333ea',
  // Sky blue, not a third green: 'Valid' beside 'Valid Code' (#15803d) reads apart on the time chart;
  // white text on it (the status badge) keeps 5.9:1.
  99: '#0369a1',
};

/**
 * The spool analysis shows some codes merged into one display status (statistics.md sections 2 and
 * 4): every valid outcome (1 Valid Code, 2 Valid - Unfinished, 99 Valid) shows as one "Valid"
 * column; each other code keeps its own.
 */
export const SPOOL_DISPLAY_STATUSES = {
  valid: [1, 2, 99],
  checked_too_often: [3],
  imitated: [4],
  unknown: [0],
  demo: [5],
  animation_mismatch: [6],
} as const satisfies Record<string, readonly VerificationStatus[]>;
export type SpoolDisplayStatus = keyof typeof SPOOL_DISPLAY_STATUSES;

/** The display status a code merges into in the spool analysis. */
export function spoolDisplayStatusOf(status: VerificationStatus): SpoolDisplayStatus {
  for (const [display, codes] of Object.entries(SPOOL_DISPLAY_STATUSES)) {
    if ((codes as readonly number[]).includes(status)) return display as SpoolDisplayStatus;
  }
  return 'unknown';
}

/** Map zoom levels (statistics.md section 9). */
export const MAP_MIN_ZOOM = 2;
export const MAP_MAX_ZOOM = 18;
/** Individual verifications are requested above this zoom. */
export const SINGLE_HITS_ABOVE_ZOOM = 8;
/** At most this many single hits per answer (the map never holds more than 2,000 markers). */
export const SINGLE_HITS_LIMIT = 2_000;
/**
 * At most this many buckets per markers answer (decision 324): the densest areas at the asked
 * precision, the rest folded into coarser cells. A bucket takes about 340 bytes of JSON (400 with
 * every status): 640 keep an answer under 300 KB, and a 1,366 px map shows far fewer clusters.
 */
export const MAP_BUCKETS_LIMIT = 640;
export const GEOHASH_MIN_PRECISION = 2;
export const GEOHASH_MAX_PRECISION = 9;

/**
 * The geohash precision of a zoom level (statistics.md section 9): 0-4 gives 2; 4-6 gives 3; 6-7
 * gives 4; 7-8 gives 5; 8-10 gives 6; 10-14 gives 7; 14-15 gives 8; above 15 gives 9. A range's
 * upper bound belongs to the next range, except 15, the last bound before "above 15".
 */
export function geohashPrecisionForZoom(zoom: number): number {
  if (zoom < 4) return 2;
  if (zoom < 6) return 3;
  if (zoom < 7) return 4;
  if (zoom < 8) return 5;
  if (zoom < 10) return 6;
  if (zoom < 14) return 7;
  if (zoom <= 15) return 8;
  return 9;
}

/** Whether a zoom level shows individual verifications (hits = 1) rather than buckets. */
export function isSingleHitsZoom(zoom: number): boolean {
  return zoom > SINGLE_HITS_ABOVE_ZOOM;
}

/** A bounding box (statistics.md section 7). */
export type BoundingBox = { north: number; east: number; south: number; west: number };

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

/** Clamps a box to ±90 latitude and ±180 longitude (statistics.md section 5). */
export function clampBoundingBox(box: BoundingBox): BoundingBox {
  return {
    north: clamp(box.north, 90),
    south: clamp(box.south, 90),
    east: clamp(box.east, 180),
    west: clamp(box.west, 180),
  };
}

/**
 * The object-id or label-id filter, read: an object id (digits, the `#` dropped), a label id, or
 * `none` for a text that names no label or object (it matches no scan).
 */
export type LabelOrObjectFilter =
  | { kind: 'object'; objectId: string }
  | { kind: 'label'; labelId: string }
  | { kind: 'none' };

/**
 * Reads the `_object_id__label_id_or_checksum` filter: `#` and digits, or digits only, is an object
 * id (spaces between the digits dropped; none above the largest object id); anything else is normalised as a label id (uppercase,
 * consonants and digits), none when nothing is left (`aeiou`, `#`). Blank: no filter (null).
 */
export function readLabelOrObjectFilter(input: string): LabelOrObjectFilter | null {
  const trimmed = input.trim();
  if (trimmed === '') return null;
  if (/^#?[0-9][0-9\s]*$/.test(trimmed)) {
    // Digits in groups (`#4100 2599`), as people copy them, are one object id.
    const objectId = trimmed.replace('#', '').replace(/\s/g, '');
    return BigInt(objectId) > BigInt(OBJECT_ID_MAX) ? { kind: 'none' } : { kind: 'object', objectId };
  }
  const labelId = normalizeLabelId(trimmed);
  return labelId === '' ? { kind: 'none' } : { kind: 'label', labelId };
}

const dayField = z
  .string({ error: MESSAGE.invalid })
  .refine(isIsoCalendarDate, { error: MESSAGE.invalid, abort: true })
  .refine((value) => value >= STATISTICS_MIN_DATE, { error: MESSAGE.minDate })
  .refine((value) => value <= STATISTICS_MAX_DATE, { error: MESSAGE.maxDate });

const statusField = z
  .number({ error: MESSAGE.invalid })
  .refine((value) => value in VERIFICATION_STATUS_NAMES, { error: MESSAGE.verificationStatus })
  .transform((value) => value as VerificationStatus);

/** Company ids of the filter; 0 is the unknown company (labels nobody bought). */
const companyIdField = z
  .number({ error: MESSAGE.invalid })
  .int({ error: MESSAGE.invalid })
  .min(0, { error: MESSAGE.invalid })
  .max(2_147_483_647, { error: MESSAGE.invalid });

const countryField = z
  .string({ error: MESSAGE.invalid })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: MESSAGE.invalid });

/** Most values a list filter takes. */
export const VERIFICATION_LIST_FILTER_MAX = 100;

const listOf = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: MESSAGE.invalid }).max(VERIFICATION_LIST_FILTER_MAX, { error: MESSAGE.maxItems });

/**
 * The filters every Verifications call shares (statistics.md section 7). Dates are calendar days in
 * UTC (the events' days); an absent start is 2018-01-01 and an absent end is today. Empty lists
 * filter nothing.
 */
export const verificationFilterShape = {
  date_start: dayField.optional(),
  date_end: dayField.optional(),
  verification_status: listOf(statusField).optional(),
  geolocation_method: z.enum(GEOLOCATION_FILTERS, { error: MESSAGE.invalid }).default('BOTH'),
  domains: listOf(z.enum(PRODUCT_GROUPS, { error: MESSAGE.invalid })).optional(),
  /** Only scans of this accuracy step (the map's location base, decision 327); absent: any. */
  accuracy: z.enum(ACCURACY_STEPS, { error: MESSAGE.invalid }).optional(),
  /** The roll's number as users see it (spool_no). */
  spool_id: statisticsFilterText(40).optional(),
  company_ids: listOf(companyIdField).optional(),
  order_countries: listOf(countryField).optional(),
  customer_references: listOf(statisticsFilterText(100)).optional(),
  tags: listOf(statisticsFilterText(64)).optional(),
  /** A label id (normalised) or an object id (`#` optional); see readLabelOrObjectFilter. */
  _object_id__label_id_or_checksum: statisticsFilterText(64).optional(),
};

/** Whether two days are in order; a day that is not one is refused on its own field, not here. */
function isFilterRangeInOrder(filters: { date_start?: string | undefined; date_end?: string | undefined }) {
  return isDayRangeInOrder(filters.date_start, filters.date_end);
}

/** A side of the box: missing is 'Required', anything but a finite number 'Invalid value'. */
const boundingBoxSide = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? MESSAGE.required : MESSAGE.invalid) })
    .refine(Number.isFinite, { error: MESSAGE.invalid });

const boundingBoxSchema = z
  .object(
    {
      north: boundingBoxSide(),
      east: boundingBoxSide(),
      south: boundingBoxSide(),
      west: boundingBoxSide(),
    },
    { error: MESSAGE.invalid },
  )
  .transform(clampBoundingBox)
  .refine((box) => box.north >= box.south, { error: MESSAGE.boundingBoxReversed, path: ['north'] })
  .refine((box) => box.east >= box.west, { error: MESSAGE.boundingBoxReversed, path: ['east'] });

const countField = z
  .number({ error: MESSAGE.invalid })
  .int({ error: MESSAGE.invalid })
  .min(0, { error: MESSAGE.invalid })
  .max(Number.MAX_SAFE_INTEGER, { error: MESSAGE.invalid });

/**
 * The by-company-by-product table's keyset (decision 266): the last row of the page before, by the
 * table's order (the sorted status's count and the pair's whole count descending, then company and
 * product). The answer's `next` is the cursor of the page after, null on the last page.
 */
export const supplierProductCursorSchema = z.strictObject(
  { sorted: countField, total: countField, company_id: companyIdField, product_id: companyIdField },
  { error: MESSAGE.invalid },
);
export type SupplierProductCursor = z.infer<typeof supplierProductCursorSchema>;

/** Rows a ranking or the by-company-by-product table answers at most. */
export const VERIFICATION_RANKING_LIMIT_MAX = 1_000;
export const VERIFICATION_RANKING_LIMIT_DEFAULT = 100;

/**
 * The Verifications POST body: an aggregation and the filters. `precision`, `hits` and
 * `bounding_box` serve the markers; `limit` the rankings and the by-company-by-product table, which
 * `sort_status` orders (descending by that status's count; default 3, Checked too often) and `after`
 * pages (keyset, `limit` rows a page). `by_spool` needs `spool_id`.
 */
export const verificationQuerySchema = z
  .strictObject(
    {
      aggregation: z.enum(VERIFICATION_AGGREGATIONS, { error: MESSAGE.invalid }),
      ...verificationFilterShape,
      precision: z
        .number({ error: MESSAGE.invalid })
        .int({ error: MESSAGE.invalid })
        .min(GEOHASH_MIN_PRECISION, { error: MESSAGE.minValue })
        .max(GEOHASH_MAX_PRECISION, { error: MESSAGE.maxValue })
        .default(GEOHASH_MIN_PRECISION),
      hits: z.union([z.literal(0), z.literal(1)], { error: MESSAGE.invalid }).default(0),
      bounding_box: boundingBoxSchema.optional(),
      limit: z
        .number({ error: MESSAGE.invalid })
        .int({ error: MESSAGE.invalid })
        .min(1, { error: MESSAGE.minValue })
        .max(VERIFICATION_RANKING_LIMIT_MAX, { error: MESSAGE.maxValue })
        .default(VERIFICATION_RANKING_LIMIT_DEFAULT),
      sort_status: statusField.default(3),
      after: supplierProductCursorSchema.optional(),
    },
    unknownFieldError,
  )
  .refine(isFilterRangeInOrder, { error: MESSAGE.dateRangeReversed, path: ['date_end'] })
  .refine((query) => !query.after || query.aggregation === 'by_company_by_product', {
    error: MESSAGE.invalid,
    path: ['after'],
  })
  .refine((query) => query.aggregation !== 'by_spool' || !!query.spool_id, {
    error: MESSAGE.required,
    path: ['spool_id'],
  });
export type VerificationQueryInput = z.input<typeof verificationQuerySchema>;
/** The filters and options of a Verifications call, without its aggregation: the one filters type (web and API). */
export type VerificationFilters = Omit<VerificationQueryInput, 'aggregation'>;
export type VerificationQuery = z.output<typeof verificationQuerySchema>;

/** A query-string list: one value or the key repeated (`?domains=MOPAR&domains=Eurorepar`). */
const queryList = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), listOf(item));
const queryNumber = z
  .string()
  .regex(/^-?[0-9]+$/, { error: MESSAGE.invalid })
  .transform(Number);

/**
 * The download's query string: the same filters, only the non-empty ones (statistics.md section 7);
 * lists repeat their key.
 */
export const verificationDownloadQuerySchema = z
  .strictObject(
    {
      ...verificationFilterShape,
      verification_status: queryList(queryNumber.pipe(statusField)).optional(),
      domains: queryList(z.enum(PRODUCT_GROUPS, { error: MESSAGE.invalid })).optional(),
      company_ids: queryList(queryNumber.pipe(companyIdField)).optional(),
      order_countries: queryList(countryField).optional(),
      customer_references: queryList(statisticsFilterText(100)).optional(),
      tags: queryList(statisticsFilterText(64)).optional(),
    },
    unknownFieldError,
  )
  .refine(isFilterRangeInOrder, { error: MESSAGE.dateRangeReversed, path: ['date_end'] });
export type VerificationDownloadQuery = z.input<typeof verificationDownloadQuerySchema>;

export const verificationsCsvSchema = z
  .string()
  .meta({ id: 'VerificationsCsv', format: 'binary', description: 'Verifications as CSV (;, UTF-8 BOM)' });

/* ------------------------------------------------------------------ answers */

const statusCode = z.number().int() as unknown as z.ZodType<VerificationStatus>;
const statusCountSchema = z.object({ status: statusCode, count: z.number().int() });
export type StatusCount = z.infer<typeof statusCountSchema>;
const positionSchema = z.object({ lat: z.number(), lon: z.number() });

/** One verification on the map above zoom 8; `_id` opens its log (the map popup). */
export const singleHitSchema = z.object({ _id: z.string(), position: positionSchema, status: statusCode });
export type SingleHit = z.infer<typeof singleHitSchema>;

/** A map bucket (statistics.md section 3): a geohash cell drawn at the centroid of its scans. */
export const mapBucketSchema = z.object({
  /** The cell's geohash (base 32) at the requested precision. */
  key: z.string(),
  center_lat: z.object({ value: z.number() }),
  center_lon: z.object({ value: z.number() }),
  doc_count: z.number().int(),
  status: z.object({
    buckets: z.array(
      z.object({
        key: statusCode,
        doc_count: z.number().int(),
        /** The verification's id when the status bucket holds one scan only (a marker with a popup). */
        single_checks: z
          .object({ hits: z.object({ hits: z.array(z.object({ _id: z.string() })) }) })
          .optional(),
      }),
    ),
  }),
});
export type MapBucket = z.infer<typeof mapBucketSchema>;

const markersReplySchema = z.object({
  aggregation: z.literal('markers'),
  data: z.discriminatedUnion('type', [
    z.object({
      type: z.literal('single_hits'),
      hits: z.array(singleHitSchema),
      /** True when more scans lie in the box than SINGLE_HITS_LIMIT (only the first are given). */
      truncated: z.boolean(),
    }),
    z.object({
      type: z.literal('buckets'),
      buckets: z.array(mapBucketSchema),
      /**
       * True when some buckets are coarser than the asked precision (decision 324): more cells than
       * MAP_BUCKETS_LIMIT, or a precision finer than the rollups keep over a box wider than its
       * zoom's view or holding too many scans. A folded bucket's key is shorter; the counts stay exact.
       */
      folded: z.boolean(),
    }),
  ]),
});

const hitCountReplySchema = z.object({ aggregation: z.literal('hit_count'), data: z.number().int() });

/** Date histogram: per status, buckets by day (ranges up to 92 days) or by month (longer ranges). */
export const HISTOGRAM_DAILY_MAX_DAYS = 92;
const dateHistogramReplySchema = z.object({
  aggregation: z.literal('date_histogram'),
  interval: z.enum(['day', 'month']),
  data: z.array(
    z.object({
      key: statusCode,
      date_range: z.object({
        /** key_as_string: yyyy-MM-dd (days) or yyyy-MM (months); every period of the range, zeros included. */
        buckets: z.array(z.object({ key_as_string: z.string(), doc_count: z.number().int() })),
      }),
    }),
  ),
});

const companyRankingSchema = z.object({
  company: z.object({
    /** 0: labels nobody bought (imitations, unshipped rolls). */
    id: z.number().int(),
    name: z.string().nullable(),
    cofor10: z.string().nullable(),
    delivery_address: z.object({ city: z.string().nullable(), country: z.string().nullable() }),
  }),
  verifications: z.number().int(),
});
const byCompanyReplySchema = z.object({
  aggregation: z.literal('by_company'),
  data: z.array(companyRankingSchema),
});

/** Countries ranked by the order's delivery country; key '' = unknown (labels without an order). */
const byCountryReplySchema = z.object({
  aggregation: z.literal('by_country'),
  data: z.array(z.object({ key: z.string(), doc_count: z.number().int() })),
});

/** The spool analysis: each label of the spool with its counts per status and its first and last scan. */
const bySpoolReplySchema = z.object({
  aggregation: z.literal('by_spool'),
  data: z.array(
    z.object({
      label_id: z.string(),
      first_at: z.string(),
      last_at: z.string(),
      authentications: z.array(statusCountSchema),
    }),
  ),
});

const byCompanyByProductReplySchema = z.object({
  aggregation: z.literal('by_company_by_product'),
  data: z.array(
    z.object({
      supplier: z.object({
        id: z.number().int(),
        name: z.string().nullable(),
        cofor10: z.string().nullable(),
        country_code: z.string().nullable(),
        city: z.string().nullable(),
      }),
      products: z.array(
        z.object({
          product: z.object({
            id: z.number().int(),
            domain: z.string().nullable(),
            reference: z.string().nullable(),
          }),
          authentications: z.array(statusCountSchema),
        }),
      ),
    }),
  ),
  /** The cursor of the next page (`after`), null when this page is the last. */
  next: supplierProductCursorSchema.nullable(),
});

/** The Verifications POST answer: the aggregation's shape, tagged with its name. */
export const verificationQueryReplySchema = z
  .discriminatedUnion('aggregation', [
    markersReplySchema,
    hitCountReplySchema,
    dateHistogramReplySchema,
    byCompanyReplySchema,
    byCountryReplySchema,
    bySpoolReplySchema,
    byCompanyByProductReplySchema,
  ])
  .meta({ id: 'VerificationQueryReply' });
export type VerificationQueryReply = z.infer<typeof verificationQueryReplySchema>;
export type VerificationReplyOf<A extends VerificationAggregation> = Extract<
  VerificationQueryReply,
  { aggregation: A }
>;

/** A redistribution of the label's roll (domain.md section 6): shown, the scans stay with the buyer. */
export const redistributionSchema = z.object({
  company_name: z.string(),
  comment: z.string(),
  date_created: z.string(),
  street_address: z.string(),
  address_details: z.string(),
  city: z.string(),
  postal_code: z.string(),
  country_code: z.string(),
  spool_id: z.string(),
});

/** The verification id of the map popup: opaque, as single hits give it. */
export const verificationLogParamsSchema = z.object({
  id: z
    .string({ error: MESSAGE.invalid })
    .min(1, { error: MESSAGE.invalid })
    .max(200, { error: MESSAGE.maxLength }),
});

/** The map popup's verification log (statistics.md section 3). */
export const verificationLogSchema = z
  .object({
    id: z.string(),
    timestamp: z.string(),
    status: statusCode,
    verification_count: z.number().int(),
    holospot_id: z.string().nullable(),
    label_id: z.string().nullable(),
    client_type: z.string().nullable(),
    agent: z.string().nullable(),
    agent_version: z.string().nullable(),
    position: positionSchema,
    /** Meters; 0 or less means IP based. */
    accuracy: z.number(),
    attr_order_company_name: z.string().nullable(),
    attr_order_city: z.string().nullable(),
    attr_order_country: z.string().nullable(),
    attr_product_group: z.string().nullable(),
    redistribution: redistributionSchema.nullable(),
  })
  .meta({ id: 'VerificationLog' });
export type VerificationLog = z.infer<typeof verificationLogSchema>;

/**
 * The label info's path parameter: a 12-character label id, or an object id's digits (the `#` is not
 * sent, statistics.md section 5).
 */
export const labelInfoParamsSchema = z.object({
  id: z
    .string({ error: MESSAGE.invalid })
    .max(64, { error: MESSAGE.maxLength })
    .refine(
      (value) =>
        /^[0-9]{1,18}$/.test(value) ||
        (value.length === LABEL_ID_LENGTH && normalizeLabelId(value) === value),
      {
        error: MESSAGE.labelOrObjectId,
      },
    ),
});

/**
 * The label info (statistics.md section 3): an empty object when no label has this id; the order
 * fields are null when the label's roll has no order (found without order information).
 */
export const labelInfoSchema = z.object({
  label_id: z.string(),
  spool_id: z.string(),
  reference: z.string().nullable(),
  product_group: z.string().nullable(),
  company_name: z.string().nullable(),
  cofor10: z.string().nullable(),
  city: z.string().nullable(),
  country_code: z.string().nullable(),
  /** ACTIVATED or DELIVERED (an absent label state is treated as activated, statistics.md section 4). */
  state: z.string().nullable(),
  order_id: z.string().nullable(),
  holospot_id: z.string(),
  redistribution: redistributionSchema.optional(),
});
export type LabelInfo = z.infer<typeof labelInfoSchema>;
export const labelInfoReplySchema = z
  .union([labelInfoSchema, z.strictObject({})])
  .meta({ id: 'LabelInfoReply' });
export type LabelInfoReply = z.infer<typeof labelInfoReplySchema>;

/** True when the label info answer found a label. */
export function isLabelFound(reply: LabelInfoReply): reply is LabelInfo {
  return 'label_id' in reply;
}

/** Look-ups of the filter panel: tags and products are plain strings (statistics.md section 3). */
export const VERIFICATION_LOOKUP_LIMIT = 50;
/** The longest text the look-ups search for. */
export const VERIFICATION_LOOKUP_SEARCH_MAX = 100;
export const verificationLookupQuerySchema = z.strictObject(
  { search: statisticsFilterText(VERIFICATION_LOOKUP_SEARCH_MAX).optional() },
  unknownFieldError,
);
/**
 * The suppliers look-up also names the companies a URL chose (`ids`, the key repeated, at most 100):
 * those suppliers the viewer may see, whatever their name, with `search` still applied when given.
 */
export const verificationSupplierLookupQuerySchema = z.strictObject(
  {
    search: statisticsFilterText(VERIFICATION_LOOKUP_SEARCH_MAX).optional(),
    ids: queryList(queryNumber.pipe(companyIdField)).optional(),
  },
  unknownFieldError,
);
export type VerificationSupplierLookupQuery = z.input<typeof verificationSupplierLookupQuerySchema>;
export const verificationStringListSchema = z.array(z.string());
/** Suppliers of the companies filter: id, name, cofor10 (id 0 is never listed; filter it by id). */
export const verificationSupplierListSchema = z
  .array(z.object({ id: z.number().int(), name: z.string(), cofor10: z.string() }))
  .meta({ id: 'VerificationSupplierList' });
