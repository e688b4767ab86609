import { describe, expect, it } from 'vitest';
import { diffAudit } from './audit-diff';

describe('diffAudit', () => {
  it('lists every field of both sides, marking the changed ones', () => {
    expect(diffAudit({ state: 'A', n: 1 }, { state: 'B', n: 1, extra: [1] })).toEqual([
      { key: 'state', before: 'A', after: 'B', isChanged: true },
      { key: 'n', before: '1', after: '1', isChanged: false },
      { key: 'extra', before: '', after: '[1]', isChanged: true },
    ]);
  });

  it('shows a creation (no before) and a deletion (no after)', () => {
    expect(diffAudit(null, { a: 'x' })).toEqual([{ key: 'a', before: '', after: 'x', isChanged: true }]);
    expect(diffAudit({ a: 'x' }, null)).toEqual([{ key: 'a', before: 'x', after: '', isChanged: true }]);
  });
});
