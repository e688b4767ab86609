import { nextDay } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import {
  dayBefore,
  daysBetween,
  daysOf,
  lastDayOf,
  monthAfter,
  monthOf,
  periodsOf,
  utcToday,
} from './utc-days.js';

describe('UTC days', () => {
  it('steps a day across month, year and leap-day ends', () => {
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2024-02-29')).toBe('2024-03-01');
    expect(nextDay('2025-12-31')).toBe('2026-01-01');
    expect(dayBefore('2026-01-01')).toBe('2025-12-31');
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(dayBefore('2025-03-01')).toBe('2025-02-28');
  });

  it('finds a day’s month, the months around it and the month’s last day', () => {
    expect(monthOf('2025-07-19')).toBe('2025-07-01');
    expect(monthAfter('2025-07-19', 1)).toBe('2025-08-01');
    expect(monthAfter('2025-12-31', 1)).toBe('2026-01-01');
    expect(monthAfter('2025-01-31', -1)).toBe('2024-12-01');
    expect(monthAfter('2025-03-31', 0)).toBe('2025-03-01');
    expect(lastDayOf('2024-02-10')).toBe('2024-02-29');
    expect(lastDayOf('2025-02-10')).toBe('2025-02-28');
    expect(lastDayOf('2025-12-01')).toBe('2025-12-31');
  });

  it('lists every day of a range, both ends included, and none of a reversed one', () => {
    expect(daysOf('2025-02-27', '2025-03-02')).toEqual([
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
    expect(daysOf('2025-03-02', '2025-03-02')).toEqual(['2025-03-02']);
    expect(daysOf('2025-03-03', '2025-03-02')).toEqual([]);
  });

  it('counts the days of a range and lists its days or months, every one present', () => {
    expect(daysBetween('2025-02-27', '2025-03-02')).toBe(4);
    expect(daysBetween('2025-03-02', '2025-03-02')).toBe(1);
    expect(daysBetween('2025-03-29', '2025-04-01')).toBe(4);
    expect(periodsOf('2025-02-27', '2025-03-02', 'day')).toEqual([
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
    expect(periodsOf('2024-11-30', '2025-02-01', 'month')).toEqual([
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
    ]);
    expect(periodsOf('2025-01-31', '2025-03-01', 'month')).toEqual(['2025-01', '2025-02', '2025-03']);
  });

  it('names today as the UTC day of the instant, not the local one', () => {
    expect(utcToday(new Date('2026-11-27T23:30:00-05:00'))).toBe('2026-11-28');
    expect(utcToday(new Date('2026-11-28T00:30:00+02:00'))).toBe('2026-11-27');
  });
});
