import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasAllRights, hasRight, hasStaffScope, matchesRight } from './rights.js';

const segment = fc.stringMatching(/^[a-z_]{1,12}$/);
const right = fc.tuple(segment, segment).map(([app, permission]) => `${app}.${permission}`);

describe('matchesRight', () => {
  it('matches a plain right only to itself', () => {
    expect(matchesRight('orders.issue_order', 'orders.issue_order')).toBe(true);
    expect(matchesRight('orders.issue_order', 'orders.issue_orders')).toBe(false);
    expect(matchesRight('orders.issue_order', 'xorders.issue_order')).toBe(false);
  });

  it('treats * as any run of characters over the whole string', () => {
    expect(matchesRight('orders.*', 'orders.view_order')).toBe(true);
    expect(matchesRight('orders.*', 'statistics.view_order')).toBe(false);
    expect(matchesRight('welcome.*_corporatenews', 'welcome.add_corporatenews')).toBe(true);
    expect(matchesRight('welcome.*_corporatenews', 'welcome.add_corporatenews_x')).toBe(false);
    expect(matchesRight('*', 'anything.at_all')).toBe(true);
  });

  it('takes the dot literally, not as a regular-expression wildcard', () => {
    expect(matchesRight('orders.view', 'ordersXview')).toBe(false);
  });

  it('property: every right matches itself, its app wildcard and *', () => {
    fc.assert(
      fc.property(right, (value) => {
        const app = value.split('.')[0];
        return matchesRight(value, value) && matchesRight(`${app}.*`, value) && matchesRight('*', value);
      }),
    );
  });

  it('property: an app wildcard never matches a right of another app', () => {
    fc.assert(
      fc.property(segment, right, (app, value) => {
        fc.pre(value.split('.')[0] !== app);
        return !matchesRight(`${app}.*`, value);
      }),
    );
  });

  it('property: characters of regular expressions in a pattern are taken literally', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), (pattern, value) => {
        fc.pre(!pattern.includes('*'));
        return matchesRight(pattern, value) === (pattern === value);
      }),
    );
  });
});

describe('hasRight', () => {
  const supplier = ['orders.issue_order', 'orders.view_order', 'distribution.distribute'];

  it('allows anyone signed in when the requirement is empty', () => {
    expect(hasRight([], '')).toBe(true);
    expect(hasRight([], undefined)).toBe(true);
  });

  it('needs at least one right for *', () => {
    expect(hasRight([], '*')).toBe(false);
    expect(hasRight(supplier, '*')).toBe(true);
  });

  it('passes when any held right matches', () => {
    expect(hasRight(supplier, 'orders.*')).toBe(true);
    expect(hasRight(supplier, 'distribution.*')).toBe(true);
    expect(hasRight(supplier, 'statistics.*')).toBe(false);
    expect(hasRight(supplier, 'accounts.approve_user')).toBe(false);
  });

  it('hasAllRights needs every requirement', () => {
    const staff = ['orders.change_quota', 'orders.add_quota', 'orders.delete_quota'];
    expect(hasAllRights(staff, ['orders.change_quota', 'orders.add_quota', 'orders.delete_quota'])).toBe(
      true,
    );
    expect(hasAllRights(staff.slice(1), ['orders.change_quota', 'orders.add_quota'])).toBe(false);
  });
});

describe('hasStaffScope', () => {
  it('is given by statistics.view_* and backoffice.* rights only', () => {
    expect(hasStaffScope(['statistics.view_authentications'])).toBe(true);
    expect(hasStaffScope(['backoffice.*'])).toBe(true);
    expect(hasStaffScope(['orders.view_order', 'orders.issue_order'])).toBe(false);
    expect(hasStaffScope(['accounts.approve_user'])).toBe(false);
  });
});
