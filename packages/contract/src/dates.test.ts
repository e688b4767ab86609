import { describe, expect, it } from 'vitest';
import { earliestShippingDate, isCalendarDay, isIsoCalendarDate, nextDay } from './dates.js';
import { desiredDeliveryDateSchema } from './schemas/orders.js';

describe('calendar dates', () => {
  it('knows the days of each month, leap years included', () => {
    expect(isCalendarDay(2027, 2, 28)).toBe(true);
    expect(isCalendarDay(2027, 2, 29)).toBe(false);
    expect(isCalendarDay(2028, 2, 29)).toBe(true);
    expect(isCalendarDay(2100, 2, 29)).toBe(false);
    expect(isCalendarDay(2027, 4, 31)).toBe(false);
    expect(isCalendarDay(2027, 13, 1)).toBe(false);
    expect(isCalendarDay(2027, 0, 10)).toBe(false);
    expect(isCalendarDay(2027, 12, 0)).toBe(false);
    expect(isCalendarDay(0, 1, 1)).toBe(false);
    expect(isCalendarDay(50, 1, 1)).toBe(true);
  });

  it('reads yyyy-MM-dd only, without rolling impossible days over', () => {
    expect(isIsoCalendarDate('2027-12-31')).toBe(true);
    expect(isIsoCalendarDate('2027-02-30')).toBe(false);
    expect(isIsoCalendarDate('2027-06-31')).toBe(false);
    expect(isIsoCalendarDate('2027-2-3')).toBe(false);
    expect(isIsoCalendarDate('31/12/2027')).toBe(false);
  });
});

describe('desiredDeliveryDateSchema', () => {
  it('takes a real day from tomorrow on', () => {
    const tomorrow = earliestShippingDate();
    expect(desiredDeliveryDateSchema.safeParse(tomorrow).success).toBe(true);
    expect(desiredDeliveryDateSchema.safeParse(nextDay(tomorrow)).success).toBe(true);
  });

  it('refuses an impossible calendar date with the date message', () => {
    const result = desiredDeliveryDateSchema.safeParse('2099-02-30');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('validation.invalidDate');
  });

  it('takes 2099-12-31 and refuses 2100-01-01 and 9999-12-31 with the range message only', () => {
    expect(desiredDeliveryDateSchema.safeParse('2099-12-31').success).toBe(true);
    for (const day of ['2100-01-01', '9999-12-31']) {
      const result = desiredDeliveryDateSchema.safeParse(day);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.dateRange']);
    }
  });
});
