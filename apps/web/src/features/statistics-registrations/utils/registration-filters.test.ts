import { describe, expect, it } from 'vitest';
import {
  EMPTY_REGISTRATION_FILTERS,
  filterProblems,
  filtersFromParams,
  listQueryOf,
  searchParamsOf,
  sortingFromParams,
} from './registration-filters';

const echo = (key: string, params: Record<string, unknown>) =>
  params.max === undefined ? key : `${key} (${String(params.max)})`;

describe('registration filters', () => {
  it('reads the filters and the sort from the URL, unknown sorts falling back to the company name', () => {
    const params = new URLSearchParams('country=FR&city=Par&sort=quantity&direction=desc&other=x');
    expect(filtersFromParams(params)).toEqual({ ...EMPTY_REGISTRATION_FILTERS, country: 'FR', city: 'Par' });
    expect(sortingFromParams(params)).toEqual({ sort: 'quantity', direction: 'desc' });
    expect(sortingFromParams(new URLSearchParams('sort=password&direction=desc'))).toEqual({
      sort: 'company_name',
      direction: 'asc',
    });
    expect(sortingFromParams(new URLSearchParams('sort=city&direction=sideways'))).toEqual({
      sort: 'city',
      direction: 'asc',
    });
  });

  it('sends only the filled filters, trimmed, with the sort; the URL leaves the default sort out', () => {
    const filters = { ...EMPTY_REGISTRATION_FILTERS, supplier: '  Demo ', blocked_reason: 'ANY' };
    expect(listQueryOf(filters, { sort: 'company_name', direction: 'asc' })).toEqual({
      supplier: 'Demo',
      blocked_reason: 'ANY',
      sort: 'company_name',
      direction: 'asc',
    });
    expect(searchParamsOf(filters, { sort: 'company_name', direction: 'asc' })).toEqual({
      supplier: 'Demo',
      blocked_reason: 'ANY',
    });
    expect(searchParamsOf(filters, { sort: 'company_name', direction: 'desc' })).toMatchObject({
      sort: 'company_name',
      direction: 'desc',
    });
  });

  it('checks the filters with the server’s schema: first day 2017-01-01, dates in order, lengths', () => {
    const at = (values: Partial<typeof EMPTY_REGISTRATION_FILTERS>) =>
      filterProblems({ ...EMPTY_REGISTRATION_FILTERS, ...values }, echo);
    expect(at({ date_from: '2017-01-01', date_to: '2017-01-01' })).toEqual({});
    expect(at({ date_from: '2016-12-31' })).toEqual({ date_from: 'validation.minDate' });
    expect(at({ date_from: '2020-02-02', date_to: '2020-02-01' })).toEqual({
      date_to: 'validation.dateRangeReversed',
    });
    expect(at({ cofor10: 'A'.repeat(10) })).toEqual({});
    expect(at({ cofor10: 'A'.repeat(11) })).toEqual({ cofor10: 'validation.maxLength (10)' });
    expect(at({ blocked_reason: 'SOMETIMES' })).toEqual({ blocked_reason: 'validation.invalid' });
  });
});
