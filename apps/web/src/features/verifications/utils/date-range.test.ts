import { MESSAGE } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import { dayRangeProblems, defaultDayRange } from './date-range';

describe('day range', () => {
  it('runs from 2018-01-01 to today (UTC) by default', () => {
    expect(defaultDayRange(new Date('2026-11-26T23:30:00Z'))).toEqual({
      date_start: '2018-01-01',
      date_end: '2026-11-26',
    });
  });

  it('accepts 2017-01-01 and refuses the day before', () => {
    expect(dayRangeProblems({ date_start: '2017-01-01', date_end: '2017-01-01' })).toEqual({});
    expect(dayRangeProblems({ date_start: '2016-12-31', date_end: '2018-01-01' })).toEqual({
      date_start: MESSAGE.minDate,
    });
  });

  it('accepts 2099-12-31 and refuses the day after (decision 281)', () => {
    expect(dayRangeProblems({ date_start: '2099-12-31', date_end: '2099-12-31' })).toEqual({});
    expect(dayRangeProblems({ date_start: '2018-01-01', date_end: '2100-01-01' })).toEqual({
      date_end: MESSAGE.maxDate,
    });
    expect(dayRangeProblems({ date_start: '9999-12-01', date_end: '9999-12-31' })).toEqual({
      date_start: MESSAGE.maxDate,
      date_end: MESSAGE.maxDate,
    });
  });

  it('refuses an end before the start, accepts the same day', () => {
    expect(dayRangeProblems({ date_start: '2020-05-02', date_end: '2020-05-01' })).toEqual({
      date_end: MESSAGE.dateRangeReversed,
    });
    expect(dayRangeProblems({ date_start: '2020-05-02', date_end: '2020-05-02' })).toEqual({});
  });

  it('refuses a day that does not exist, leaves an empty one to the default', () => {
    expect(dayRangeProblems({ date_start: '2021-02-30', date_end: '' })).toEqual({
      date_start: MESSAGE.invalid,
    });
    expect(dayRangeProblems({ date_start: '', date_end: '' })).toEqual({});
  });
});
