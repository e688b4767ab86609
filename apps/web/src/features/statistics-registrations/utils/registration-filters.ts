import {
  BLOCKED_REASONS,
  type BlockedReason,
  MESSAGE,
  REGISTRATION_SORTS,
  type RegistrationCsvQuery,
  type RegistrationSort,
  registrationCsvQuerySchema,
  type SortDirection,
} from '@label-portal/contract';

/** The filters of the registrations screen, in the order of the specification (statistics.md section 2). */
export const REGISTRATION_FILTER_KEYS = [
  'date_from',
  'date_to',
  'country',
  'city',
  'domain',
  'cofor10',
  'supplier',
  'blocked_reason',
] as const;
export type RegistrationFilterKey = (typeof REGISTRATION_FILTER_KEYS)[number];

/** The filters as the URL and the form carry them ('' = not set). */
export type RegistrationFilters = Record<RegistrationFilterKey, string>;

export const EMPTY_REGISTRATION_FILTERS: RegistrationFilters = {
  date_from: '',
  date_to: '',
  country: '',
  city: '',
  domain: '',
  cofor10: '',
  supplier: '',
  blocked_reason: '',
};

export interface RegistrationSorting {
  sort: RegistrationSort;
  direction: SortDirection;
}

/** The server's default order: company name, A to Z. */
export const DEFAULT_REGISTRATION_SORTING: RegistrationSorting = { sort: 'company_name', direction: 'asc' };

/** The call's query: the filled filters and the sort (the contract's schema checks it on the server). */
export type RegistrationListQuery = RegistrationCsvQuery;

/** The choices of the blocked-reason filter: one reason, or any. */
export const BLOCKED_FILTER_CHOICES: readonly (BlockedReason | 'ANY')[] = [...BLOCKED_REASONS, 'ANY'];

const isSort = (value: string | null): value is RegistrationSort =>
  (REGISTRATION_SORTS as readonly (string | null)[]).includes(value);

export function filtersFromParams(params: URLSearchParams): RegistrationFilters {
  return Object.fromEntries(
    REGISTRATION_FILTER_KEYS.map((key) => [key, params.get(key) ?? '']),
  ) as RegistrationFilters;
}

/** The sort the URL asks for; an unknown column or direction falls back to the default order. */
export function sortingFromParams(params: URLSearchParams): RegistrationSorting {
  const sort = params.get('sort');
  if (!isSort(sort)) return DEFAULT_REGISTRATION_SORTING;
  return { sort, direction: params.get('direction') === 'desc' ? 'desc' : 'asc' };
}

function filledOf(filters: RegistrationFilters): Partial<RegistrationFilters> {
  return Object.fromEntries(
    REGISTRATION_FILTER_KEYS.map((key) => [key, filters[key].trim()]).filter(([, value]) => value !== ''),
  );
}

/** What the list and the CSV are asked for. */
export function listQueryOf(
  filters: RegistrationFilters,
  sorting: RegistrationSorting,
): RegistrationListQuery {
  return { ...filledOf(filters), sort: sorting.sort, direction: sorting.direction } as RegistrationListQuery;
}

/** The URL's search parameters: the filled filters, and the sort unless it is the default. */
export function searchParamsOf(
  filters: RegistrationFilters,
  sorting: RegistrationSorting,
): Record<string, string> {
  const isDefault =
    sorting.sort === DEFAULT_REGISTRATION_SORTING.sort &&
    sorting.direction === DEFAULT_REGISTRATION_SORTING.direction;
  return {
    ...(filledOf(filters) as Record<string, string>),
    ...(isDefault ? {} : { sort: sorting.sort, direction: sorting.direction }),
  };
}

/**
 * The filters checked with the schema the server checks them with: the first problem of each field
 * in the user's language (`translate` fills in the limits), empty when they may be sent.
 */
export function filterProblems(
  filters: RegistrationFilters,
  translate: (key: string, params: Record<string, unknown>) => string,
): Partial<Record<RegistrationFilterKey, string>> {
  const checked = registrationCsvQuerySchema.safeParse(filledOf(filters));
  if (checked.success) return {};
  const problems: Partial<Record<RegistrationFilterKey, string>> = {};
  for (const issue of checked.error.issues) {
    const key = issue.path[0];
    if (typeof key !== 'string' || !(REGISTRATION_FILTER_KEYS as readonly string[]).includes(key)) continue;
    const max = 'maximum' in issue ? Number(issue.maximum) : undefined;
    problems[key as RegistrationFilterKey] ??= translate(issue.message || MESSAGE.invalid, { max });
  }
  return problems;
}
