import { describe, expect, it } from 'vitest';
import { availableAreas, summarizeAccount } from './welcome-areas';

const keysFor = (permissions: string[]) => availableAreas(permissions).map((area) => area.key);

describe('availableAreas', () => {
  it('offers the common areas to everybody signed in', () => {
    expect(keysFor([])).toEqual(['profile', 'documentation', 'contact']);
  });

  it('adds ordering, statistics and distribution per right', () => {
    expect(keysFor(['orders.issue_order', 'orders.view_order', 'distribution.distribute'])).toEqual([
      'ordering',
      'statistics',
      'distribution',
      'profile',
      'documentation',
      'contact',
    ]);
    expect(keysFor(['orders.view_order'])).toEqual(['statistics', 'profile', 'documentation', 'contact']);
  });
});

describe('summarizeAccount', () => {
  it('takes the first name, company name and account id', () => {
    const account = { first_name: 'Claire', company_profile: { name: 'Acme Parts', cofor10: '123456A001' } };
    expect(summarizeAccount(account)).toEqual({
      firstName: 'Claire',
      companyName: 'Acme Parts',
      accountId: '123456A001',
    });
  });

  it('copes with an account without company or names', () => {
    expect(summarizeAccount({ first_name: '  ', company_profile: null })).toEqual({
      firstName: undefined,
      companyName: undefined,
      accountId: undefined,
    });
    expect(summarizeAccount(undefined).firstName).toBeUndefined();
  });
});
