import { z } from 'zod';
import { MESSAGE } from '../messages.js';
import { refuseControlCharacters } from './primitives.js';

/** The earliest day a statistics date filter accepts (statistics.md section 5). */
export const STATISTICS_MIN_DATE = '2017-01-01';

/**
 * The latest day a statistics date filter accepts (decision 281): ranges stay within four-digit
 * years, where yyyy-MM-dd texts sort as days and a histogram's periods are bounded.
 */
export const STATISTICS_MAX_DATE = '2099-12-31';

/** Sort directions of the statistics tables. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** A free-text statistics filter: trimmed, at most `max` characters, no control characters. */
export const statisticsFilterText = (max: number) =>
  refuseControlCharacters(z.string({ error: MESSAGE.invalid }).trim().max(max, { error: MESSAGE.maxLength }));
