import { describe, expect, it } from 'vitest';
import { SCREENS } from './screens.js';

describe('the screen table', () => {
  it('gives each screen a path of its own', () => {
    const byPath = new Map<string, string[]>();
    for (const [key, screen] of Object.entries(SCREENS))
      byPath.set(screen.path, [...(byPath.get(screen.path) ?? []), key]);
    const shared = [...byPath].filter(([, keys]) => keys.length > 1);
    expect(shared).toEqual([]);
  });
});
