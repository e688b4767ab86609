import { hasRight, SCREENS } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import { LANDING_BOXES } from '../../features/statistics';

const guardOf = (key: keyof typeof SCREENS) => ({ path: SCREENS[key].path, right: SCREENS[key].right });

describe('statistics routes', () => {
  it('guards the landing with orders.view_order', () => {
    expect(guardOf('statisticsLanding')).toEqual({ path: '/statistics/landing', right: 'orders.view_order' });
  });

  it('guards the volume status with orders.*, as the specification says', () => {
    expect(guardOf('volumeStatus')).toEqual({ path: '/statistics/volume_status', right: 'orders.*' });
  });

  it('guards the order statistics with orders.view_order', () => {
    expect(guardOf('orderStatistics')).toEqual({
      path: '/statistics/orderStatistics',
      right: 'orders.view_order',
    });
  });

  it('guards the authentications and the suppliers scan analysis with statistics.*', () => {
    expect(guardOf('authentications')).toEqual({
      path: '/statistics/authentications',
      right: 'statistics.*',
    });
    expect(guardOf('supplierAnalysis')).toEqual({
      path: '/statistics/supplier_analysis',
      right: 'statistics.*',
    });
  });

  it('guards the suppliers orders overview with orders.* (statistics.md section 2)', () => {
    expect(guardOf('orderOverview')).toEqual({
      path: '/statistics/order_overview',
      right: 'orders.*',
    });
  });

  it('guards the registrations and the company detail with statistics.*', () => {
    expect(guardOf('registrations')).toEqual({
      path: '/statistics/registrations',
      right: 'statistics.*',
    });
    expect(guardOf('companyDetail')).toEqual({
      path: '/statistics/company_detail/:id',
      right: 'statistics.*',
    });
  });

  it('guards the ID based and spool analyses with statistics.* (statistics.md section 2)', () => {
    expect(guardOf('idAnalysis')).toEqual({ path: '/statistics/id_analysis', right: 'statistics.*' });
    expect(guardOf('spoolAnalysis')).toEqual({
      path: '/statistics/spool_analysis',
      right: 'statistics.*',
    });
  });

  it('never links a landing entry to a route whose guard its rights would not pass', () => {
    const screens = Object.values(SCREENS);
    for (const link of LANDING_BOXES.flatMap((box) => box.links)) {
      const guard = screens.find((screen) => screen.path === link.to);
      if (!guard) continue; // the supplier file is a download, not a route
      expect(hasRight(link.rights, guard.right), link.to).toBe(true);
    }
  });
});
