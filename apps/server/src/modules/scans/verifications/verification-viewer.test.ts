import { describe, expect, it } from 'vitest';
import { companyScopeOf } from './verification-viewer.js';

describe('verification viewer scope', () => {
  it('lets statistics.* see every company and limits anyone else to their own', () => {
    expect(
      companyScopeOf({ companyId: 5, rights: ['statistics.view_authentications', 'orders.view_order'] }),
    ).toBeNull();
    expect(companyScopeOf({ companyId: 5, rights: ['orders.view_order', 'orders.issue_order'] })).toBe(5);
    expect(companyScopeOf({ companyId: 5, rights: [] })).toBe(5);
  });
});
