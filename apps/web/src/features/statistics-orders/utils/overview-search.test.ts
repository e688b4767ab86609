import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OVERVIEW_SORT,
  overviewQueryOf,
  overviewSearchOf,
  readOverviewFilters,
  readOverviewSort,
} from './overview-search';

describe('the overview’s URL', () => {
  it('keeps the filters that are set, under the API’s names, and leaves the default sort out', () => {
    const search = overviewSearchOf(
      { state: 'SHIPPED', company: ' acme ', country: '', date_from: '2024-01-01' },
      DEFAULT_OVERVIEW_SORT,
    );
    expect(search.toString()).toBe('date_from=2024-01-01&state=SHIPPED&company=acme');
  });

  it('writes another sort and reads back what it wrote', () => {
    const search = overviewSearchOf({ domain: 'MOPAR' }, { sort: 'city', direction: 'asc' });
    expect(search.toString()).toBe('domain=MOPAR&sort=city&direction=asc');
    expect(readOverviewSort(search)).toEqual({ sort: 'city', direction: 'asc' });
    expect(readOverviewFilters(search)).toMatchObject({ domain: 'MOPAR', state: '', date_to: '' });
  });

  it('falls back to the default sort for a sort or direction the contract does not know', () => {
    expect(readOverviewSort(new URLSearchParams('sort=product_group&direction=up'))).toEqual(
      DEFAULT_OVERVIEW_SORT,
    );
  });

  it('keeps a filter value it cannot check (the server names it), and drops unknown parameters', () => {
    const filters = readOverviewFilters(new URLSearchParams('date_from=2016-01-01&from=2024-01-01'));
    expect(overviewQueryOf(filters)).toEqual({ date_from: '2016-01-01' });
  });
});
