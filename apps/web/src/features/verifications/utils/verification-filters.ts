import {
  businessDate,
  geolocationFilterOf,
  isIsoCalendarDate,
  MESSAGE,
  PRODUCT_GROUPS,
  STATISTICS_MAX_DATE,
  STATISTICS_MIN_DATE,
  VERIFICATION_DEFAULT_START,
  VERIFICATION_STATUSES,
  type VerificationFilters,
  type VerificationStatus,
  verificationQuerySchema,
} from '@label-portal/contract';

/** One of the six product groups (domains). */
export type ProductGroup = (typeof PRODUCT_GROUPS)[number];

/**
 * The filter panel's form values of the authentications and suppliers scan analysis screens (statistics.md
 * sections 2, 5 and 7), as the form and the URL carry it. Lists repeat their key in the URL
 * (`?verification_status=3&verification_status=4`); a field left at its default is not written.
 */
export interface VerificationFilterForm {
  date_start: string;
  date_end: string;
  verification_status: VerificationStatus[];
  /** The ticked geolocation methods; both or none mean BOTH (geolocationFilterOf). */
  geolocation: ('IP' | 'GPS')[];
  domains: ProductGroup[];
  spool_id: string;
  company_ids: number[];
  order_countries: string[];
  customer_references: string[];
  tags: string[];
  /** The object id (`#` and digits) or label id. */
  label_or_object: string;
}

/** The form's fields that carry one text, with the server's names of the ones it checks. */
export type VerificationFilterField = keyof VerificationFilterForm;

/** The filters of a fresh screen: 2018-01-01 to today, nothing else. */
export function defaultVerificationFilters(today = businessDate()): VerificationFilterForm {
  return {
    date_start: VERIFICATION_DEFAULT_START,
    date_end: today,
    verification_status: [],
    geolocation: [],
    domains: [],
    spool_id: '',
    company_ids: [],
    order_countries: [],
    customer_references: [],
    tags: [],
    label_or_object: '',
  };
}

const LIST_KEYS = [
  'verification_status',
  'geolocation',
  'domains',
  'company_ids',
  'order_countries',
  'customer_references',
  'tags',
] as const;
const TEXT_KEYS = ['date_start', 'date_end', 'spool_id', 'label_or_object'] as const;

const isStatus = (value: number): value is VerificationStatus =>
  (VERIFICATION_STATUSES as number[]).includes(value);
const isGroup = (value: string): value is ProductGroup =>
  (PRODUCT_GROUPS as readonly string[]).includes(value);
const unique = <T>(values: T[]) => [...new Set(values)];

/**
 * The filters the URL holds; unknown values are dropped, missing dates and dates that are not days
 * of the statistics (2017-01-01 to 2099-12-31) take their defaults.
 */
export function filtersFromParams(params: URLSearchParams, today = businessDate()): VerificationFilterForm {
  const defaults = defaultVerificationFilters(today);
  const texts = (key: (typeof TEXT_KEYS)[number]) => params.get(key) ?? defaults[key];
  const day = (key: 'date_start' | 'date_end') => {
    const value = params.get(key)?.trim() ?? '';
    const isDay = isIsoCalendarDate(value) && value >= STATISTICS_MIN_DATE && value <= STATISTICS_MAX_DATE;
    return isDay ? value : defaults[key];
  };
  const all = (key: (typeof LIST_KEYS)[number]) => params.getAll(key).map((value) => value.trim());
  return {
    date_start: day('date_start'),
    date_end: day('date_end'),
    verification_status: unique(all('verification_status').map(Number).filter(isStatus)),
    geolocation: unique(all('geolocation').filter((value) => value === 'IP' || value === 'GPS')),
    domains: unique(all('domains').filter(isGroup)),
    spool_id: texts('spool_id'),
    company_ids: unique(
      all('company_ids')
        .filter((value) => /^[0-9]{1,10}$/.test(value))
        .map(Number),
    ),
    order_countries: unique(all('order_countries').filter((value) => /^[A-Z]{2}$/.test(value))),
    customer_references: unique(all('customer_references').filter(Boolean)),
    tags: unique(all('tags').filter(Boolean)),
    label_or_object: texts('label_or_object'),
  };
}

/** The URL's search parameters of the filters: what differs from a fresh screen. */
export function searchParamsOf(filters: VerificationFilterForm, today = businessDate()): URLSearchParams {
  const defaults = defaultVerificationFilters(today);
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) {
    const value = filters[key].trim();
    if (value !== defaults[key]) params.set(key, value);
  }
  for (const key of LIST_KEYS) {
    for (const value of filters[key]) params.append(key, String(value));
  }
  return params;
}

/** The filters of the Verifications POST (and the download): only the non-empty ones. */
export function queryFiltersOf(filters: VerificationFilterForm): VerificationFilters {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const list = <T>(values: T[]) => (values.length === 0 ? undefined : values);
  const query: VerificationFilters = {
    date_start: text(filters.date_start),
    date_end: text(filters.date_end),
    verification_status: list(filters.verification_status),
    geolocation_method: geolocationFilterOf(filters.geolocation),
    domains: list(filters.domains),
    spool_id: text(filters.spool_id),
    company_ids: list(filters.company_ids),
    order_countries: list(filters.order_countries),
    customer_references: list(filters.customer_references),
    tags: list(filters.tags),
    _object_id__label_id_or_checksum: text(filters.label_or_object),
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as typeof query;
}

/**
 * The download's query string (statistics.md section 7): the same filters, only the non-empty ones,
 * the selected countries as order_countries; BOTH (the default) is left out.
 */
export function downloadQueryOf(
  filters: VerificationFilterForm,
): Record<string, string | readonly (string | number)[]> {
  const { geolocation_method, verification_status, company_ids, ...rest } = queryFiltersOf(filters);
  return {
    ...rest,
    ...(geolocation_method && geolocation_method !== 'BOTH' ? { geolocation_method } : {}),
    ...(verification_status ? { verification_status: verification_status.map(String) } : {}),
    ...(company_ids ? { company_ids: company_ids.map(String) } : {}),
  } as Record<string, string | readonly (string | number)[]>;
}

/** Where the server's field names land in the form. */
const FIELD_OF_SERVER_KEY: Record<string, VerificationFilterField> = {
  date_start: 'date_start',
  date_end: 'date_end',
  verification_status: 'verification_status',
  geolocation_method: 'geolocation',
  domains: 'domains',
  spool_id: 'spool_id',
  company_ids: 'company_ids',
  order_countries: 'order_countries',
  customer_references: 'customer_references',
  tags: 'tags',
  _object_id__label_id_or_checksum: 'label_or_object',
};

/** The form field of a server's (or the schema's) field name. */
export function filterFieldOf(serverKey: string): VerificationFilterField | undefined {
  return FIELD_OF_SERVER_KEY[serverKey];
}

/**
 * The filters checked with the schema the server checks them with: the first problem of each field
 * as a message key of the contract's catalogue (with its limits), empty when they may be sent. Both
 * dates are required on the form (the spec's range always has two ends).
 */
export function filterProblems(
  filters: VerificationFilterForm,
): Partial<Record<VerificationFilterField, { key: string; params: Record<string, unknown> }>> {
  const problems: Partial<Record<VerificationFilterField, { key: string; params: Record<string, unknown> }>> =
    {};
  if (filters.date_start.trim() === '') problems.date_start = { key: MESSAGE.required, params: {} };
  if (filters.date_end.trim() === '') problems.date_end = { key: MESSAGE.required, params: {} };
  const checked = verificationQuerySchema.safeParse({ aggregation: 'hit_count', ...queryFiltersOf(filters) });
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = typeof issue.path[0] === 'string' ? filterFieldOf(issue.path[0]) : undefined;
      if (!field) continue;
      const max = 'maximum' in issue ? Number(issue.maximum) : undefined;
      problems[field] ??= { key: issue.message || MESSAGE.invalid, params: { max } };
    }
  }
  return problems;
}
