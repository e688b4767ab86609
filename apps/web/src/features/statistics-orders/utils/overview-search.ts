import {
  ORDER_OVERVIEW_SORTS,
  type OrderOverviewFilters,
  type OrderOverviewSort,
  SORT_DIRECTIONS,
  type SortDirection,
} from '@label-portal/contract';

/** The overview's filters, named as the URL and the API name them (decision 214). */
export const OVERVIEW_FILTER_KEYS = [
  'date_from',
  'date_to',
  'state',
  'company',
  'country',
  'domain',
  'order_id',
] as const satisfies readonly (keyof OrderOverviewFilters)[];
export type OverviewFilterKey = (typeof OVERVIEW_FILTER_KEYS)[number];

/** The filter form's values: '' = not set. */
export type OverviewFilterValues = Record<OverviewFilterKey, string>;

/** The filters as the API's query: the ones set only. */
export type OverviewQuery = Partial<OverviewFilterValues>;

export type OverviewSort = { sort: OrderOverviewSort; direction: SortDirection };

/** The server's default order, left out of the URL. */
export const DEFAULT_OVERVIEW_SORT: OverviewSort = { sort: 'order_date', direction: 'desc' };

export const EMPTY_OVERVIEW_FILTERS: OverviewFilterValues = {
  date_from: '',
  date_to: '',
  state: '',
  company: '',
  country: '',
  domain: '',
  order_id: '',
};

export function isOverviewFilterKey(key: string): key is OverviewFilterKey {
  return (OVERVIEW_FILTER_KEYS as readonly string[]).includes(key);
}

/** The filters the URL holds (an unknown value is kept: the server's 400 names it on its field). */
export function readOverviewFilters(search: URLSearchParams): OverviewFilterValues {
  const values = { ...EMPTY_OVERVIEW_FILTERS };
  for (const key of OVERVIEW_FILTER_KEYS) values[key] = search.get(key) ?? '';
  return values;
}

/** The sort the URL holds; anything else than the contract's sorts and directions is the default. */
export function readOverviewSort(search: URLSearchParams): OverviewSort {
  const sort = search.get('sort');
  const direction = search.get('direction');
  return {
    sort: (ORDER_OVERVIEW_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as OrderOverviewSort)
      : DEFAULT_OVERVIEW_SORT.sort,
    direction: (SORT_DIRECTIONS as readonly string[]).includes(direction ?? '')
      ? (direction as SortDirection)
      : DEFAULT_OVERVIEW_SORT.direction,
  };
}

/** The filters that are set, for the API and the URL. */
export function overviewQueryOf(filters: Partial<OverviewFilterValues>): OverviewQuery {
  const query: OverviewQuery = {};
  for (const key of OVERVIEW_FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) query[key] = value;
  }
  return query;
}

/** The URL's search of a filter set and a sort: set filters only, the default sort left out. */
export function overviewSearchOf(
  filters: Partial<OverviewFilterValues>,
  sort: OverviewSort,
): URLSearchParams {
  const search = new URLSearchParams(overviewQueryOf(filters));
  if (sort.sort !== DEFAULT_OVERVIEW_SORT.sort || sort.direction !== DEFAULT_OVERVIEW_SORT.direction) {
    search.set('sort', sort.sort);
    search.set('direction', sort.direction);
  }
  return search;
}
