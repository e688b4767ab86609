import { describe, expect, it } from 'vitest';
import { singleHitWindows } from './verification-single-hits.repository.js';

describe('single hit windows', () => {
  it('reads the last month first, then 2, 4, 8… months before it, back to the first day', () => {
    expect(singleHitWindows('2025-06-15', '2026-11-27')).toEqual([
      { from: '2026-11-01', to: '2026-11-28' },
      { from: '2026-09-01', to: '2026-11-01' },
      { from: '2026-05-01', to: '2026-09-01' },
      { from: '2025-09-01', to: '2026-05-01' },
      { from: '2025-06-15', to: '2025-09-01' },
    ]);
  });

  it('covers the range once, without gaps, the latest first (the defaults in 7 windows)', () => {
    const windows = singleHitWindows('2018-01-01', '2026-11-27');
    expect(windows).toHaveLength(7);
    expect(windows[0]!.to).toBe('2026-11-28');
    expect(windows.at(-1)!.from).toBe('2018-01-01');
    for (let index = 1; index < windows.length; index += 1) {
      expect(windows[index]!.to).toBe(windows[index - 1]!.from);
      expect(windows[index]!.from < windows[index]!.to).toBe(true);
    }
  });

  it('gives one window for a range inside a month, a month ending on its last day included', () => {
    expect(singleHitWindows('2026-03-10', '2026-03-20')).toEqual([{ from: '2026-03-10', to: '2026-03-21' }]);
    expect(singleHitWindows('2026-02-01', '2026-02-28')).toEqual([{ from: '2026-02-01', to: '2026-03-01' }]);
    expect(singleHitWindows('2026-02-01', '2026-03-01')).toEqual([
      { from: '2026-03-01', to: '2026-03-02' },
      { from: '2026-02-01', to: '2026-03-01' },
    ]);
  });
});
