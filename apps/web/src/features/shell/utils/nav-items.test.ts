import { describe, expect, it } from 'vitest';
import { isNavItemActive, MAIN_NAV_ITEMS, visibleNavItems } from './nav-items';

const keysFor = (permissions: string[]) => visibleNavItems(permissions).map((item) => item.key);

describe('visibleNavItems', () => {
  it('shows only the entries open to every signed-in user when there are no rights', () => {
    expect(keysFor([])).toEqual(['home', 'profile', 'documentation']);
  });

  it('shows Ordering, Statistics and the distribution entry to a supplier', () => {
    const supplier = [
      'orders.issue_order',
      'orders.view_order',
      'distribution.distribute',
      'distribution.view_spool',
    ];
    expect(keysFor(supplier)).toEqual([
      'home',
      'ordering',
      'statistics',
      'profile',
      'documentation',
      'distribution',
    ]);
  });

  it('shows Statistics but not Ordering to an analyst', () => {
    const analyst = [
      'statistics.view_authentications',
      'orders.view_order',
      'psa_accounts.view_supplierdata',
    ];
    expect(keysFor(analyst)).toEqual(['home', 'statistics', 'profile', 'documentation']);
  });

  it('needs distribution.distribute itself for the distribution entry', () => {
    expect(keysFor(['distribution.view_spool'])).not.toContain('distribution');
  });

  it('shows the back office entry to holders of a backoffice right only', () => {
    expect(keysFor(['backoffice.*', 'orders.issue_order'])).toEqual([
      'home',
      'ordering',
      'profile',
      'documentation',
      'backoffice',
    ]);
    expect(keysFor(['statistics.view_authentications'])).not.toContain('backoffice');
    expect(MAIN_NAV_ITEMS.find((item) => item.key === 'backoffice')?.to).toBe('/backoffice/mailbox');
  });

  it('keeps approvers to the common entries', () => {
    expect(keysFor(['accounts.approve_user', 'accounts.approve_address'])).toEqual([
      'home',
      'profile',
      'documentation',
    ]);
  });
});

describe('isNavItemActive', () => {
  const byKey = (key: string) => {
    const item = MAIN_NAV_ITEMS.find((entry) => entry.key === key);
    if (!item) throw new Error(key);
    return item;
  };

  it('marks Home on / and /welcome', () => {
    expect(isNavItemActive(byKey('home'), '/')).toBe(true);
    expect(isNavItemActive(byKey('home'), '/welcome')).toBe(true);
    expect(isNavItemActive(byKey('home'), '/statistics/landing')).toBe(false);
  });

  it('marks an area for its sub-pages', () => {
    expect(isNavItemActive(byKey('statistics'), '/statistics/history')).toBe(true);
    expect(isNavItemActive(byKey('ordering'), '/orders/order_process/order_summary/2')).toBe(true);
    expect(isNavItemActive(byKey('distribution'), '/distribution/distribution')).toBe(true);
    expect(isNavItemActive(byKey('profile'), '/accounts/login')).toBe(false);
    expect(isNavItemActive(byKey('backoffice'), '/backoffice/users')).toBe(true);
  });
});
