import { describe, expect, it } from 'vitest';
import { splitKeysetPage } from './keyset-page.js';

describe('splitKeysetPage', () => {
  it('gives the page and the cursor of its last row when one more row was read', () => {
    expect(splitKeysetPage([1, 2, 3], 2, (last) => `after-${last}`)).toEqual({
      page: [1, 2],
      next: 'after-2',
    });
  });

  it('gives no cursor on the last page', () => {
    expect(splitKeysetPage([1, 2], 2, (last) => last)).toEqual({ page: [1, 2], next: null });
    expect(splitKeysetPage([], 2, (last) => last)).toEqual({ page: [], next: null });
  });
});
