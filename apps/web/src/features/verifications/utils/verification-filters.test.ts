import { describe, expect, it } from 'vitest';
import {
  defaultVerificationFilters,
  downloadQueryOf,
  filterProblems,
  filtersFromParams,
  queryFiltersOf,
  searchParamsOf,
} from './verification-filters';

const TODAY = '2026-11-26';

describe('the filters in the URL', () => {
  it('defaults to 2018-01-01 to today with nothing else, and writes nothing for the defaults', () => {
    expect(filtersFromParams(new URLSearchParams(), TODAY)).toEqual(defaultVerificationFilters(TODAY));
    expect(defaultVerificationFilters(TODAY)).toMatchObject({ date_start: '2018-01-01', date_end: TODAY });
    expect(searchParamsOf(defaultVerificationFilters(TODAY), TODAY).toString()).toBe('');
  });

  it('round-trips every filter, lists as repeated keys', () => {
    const filters = {
      ...defaultVerificationFilters(TODAY),
      date_start: '2020-01-01',
      verification_status: [3, 4] as (3 | 4)[],
      geolocation: ['GPS'] as 'GPS'[],
      domains: ['MOPAR', 'Original Part'] as ('MOPAR' | 'Original Part')[],
      spool_id: '000123',
      company_ids: [0, 12],
      order_countries: ['FR', 'DE'],
      customer_references: ['REF 1'],
      tags: ['recall'],
      label_or_object: '#123456',
    };
    const params = searchParamsOf(filters, TODAY);
    expect(params.getAll('domains')).toEqual(['MOPAR', 'Original Part']);
    expect(params.has('date_end')).toBe(false);
    expect(filtersFromParams(new URLSearchParams(params.toString()), TODAY)).toEqual(filters);
  });

  it('drops values the URL holds that are no filter', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        'verification_status=7&verification_status=3&domains=Nope&geolocation=X&company_ids=a',
      ),
      TODAY,
    );
    expect(filters).toMatchObject({
      verification_status: [3],
      domains: [],
      geolocation: [],
      company_ids: [],
    });
  });

  it('gives a date the URL holds that is no statistics day its default, and keeps one that is', () => {
    for (const [start, end] of [
      ['garbage', '2026-02-30'],
      ['2016-12-31', '2100-01-01'],
      ['', ' '],
    ]) {
      const query = new URLSearchParams({ date_start: start!, date_end: end! });
      expect(filtersFromParams(query, TODAY), `${start} ${end}`).toMatchObject({
        date_start: '2018-01-01',
        date_end: TODAY,
      });
    }
    const kept = filtersFromParams(new URLSearchParams('date_start=2017-01-01&date_end=2099-12-31'), TODAY);
    expect(kept).toMatchObject({ date_start: '2017-01-01', date_end: '2099-12-31' });
  });
});

describe('the calls made of the filters', () => {
  const filters = {
    ...defaultVerificationFilters(TODAY),
    verification_status: [3] as 3[],
    geolocation: ['IP', 'GPS'] as ('IP' | 'GPS')[],
    order_countries: ['FR'],
    company_ids: [5],
  };

  it('sends only the non-empty filters; both geolocation methods are BOTH', () => {
    expect(queryFiltersOf(filters)).toEqual({
      date_start: '2018-01-01',
      date_end: TODAY,
      verification_status: [3],
      geolocation_method: 'BOTH',
      order_countries: ['FR'],
      company_ids: [5],
    });
    expect(queryFiltersOf({ ...filters, geolocation: ['IP'] }).geolocation_method).toBe('IP');
  });

  it('downloads with the same filters, the countries as order_countries, BOTH left out', () => {
    expect(downloadQueryOf(filters)).toEqual({
      date_start: '2018-01-01',
      date_end: TODAY,
      verification_status: ['3'],
      order_countries: ['FR'],
      company_ids: ['5'],
    });
  });

  it('checks the dates as the server does: from 2017-01-01 on, the end not before the start', () => {
    expect(filterProblems(defaultVerificationFilters(TODAY))).toEqual({});
    expect(filterProblems({ ...filters, date_start: '2016-12-31' })).toEqual({
      date_start: { key: 'validation.minDate', params: { max: undefined } },
    });
    expect(filterProblems({ ...filters, date_start: '2020-02-01', date_end: '2020-01-01' })).toEqual({
      date_end: { key: 'validation.dateRangeReversed', params: { max: undefined } },
    });
    expect(filterProblems({ ...filters, date_end: '' })).toMatchObject({
      date_end: { key: 'validation.required' },
    });
  });
});
