import { hasRight } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import { LANDING_BOXES } from '../../features/statistics';
import { GUARDED_LATER_SCREENS } from './later-screens';
import { ORDERING_SCREENS } from './ordering-routes';
import { STATISTICS_SCREENS } from './statistics-routes';

const GUARDS = [
  ...GUARDED_LATER_SCREENS,
  ...Object.values(ORDERING_SCREENS),
  ...Object.values(STATISTICS_SCREENS),
];

describe('statistics routes', () => {
  it('guards the landing with orders.view_order', () => {
    expect(STATISTICS_SCREENS.landing).toEqual({ path: '/statistics/landing', right: 'orders.view_order' });
    expect(GUARDED_LATER_SCREENS.map((screen) => screen.path)).not.toContain('/statistics/landing');
  });

  it('guards the volume status with orders.*, as the specification says, and no longer as a later screen', () => {
    expect(STATISTICS_SCREENS.volumeStatus).toEqual({ path: '/statistics/volume_status', right: 'orders.*' });
    expect(GUARDED_LATER_SCREENS.map((screen) => screen.path)).not.toContain('/statistics/volume_status');
  });

  it('guards the order statistics with orders.view_order, no longer a later screen', () => {
    expect(STATISTICS_SCREENS.orderStatistics).toEqual({
      path: '/statistics/orderStatistics',
      right: 'orders.view_order',
    });
    expect(GUARDED_LATER_SCREENS.map((screen) => screen.path)).not.toContain('/statistics/orderStatistics');
  });

  it('guards the authentications and the suppliers scan analysis with statistics.*, built, no placeholders', () => {
    expect(STATISTICS_SCREENS.authentications).toEqual({
      path: '/statistics/authentications',
      right: 'statistics.*',
    });
    expect(STATISTICS_SCREENS.supplierAnalysis).toEqual({
      path: '/statistics/supplier_analysis',
      right: 'statistics.*',
    });
    const later = GUARDED_LATER_SCREENS.map((screen) => screen.path);
    expect(later).not.toContain('/statistics/authentications');
    expect(later).not.toContain('/statistics/supplier_analysis');
  });

  it('guards the suppliers orders overview with orders.* (statistics.md section 2), built, no placeholder', () => {
    expect(STATISTICS_SCREENS.orderOverview).toEqual({
      path: '/statistics/order_overview',
      right: 'orders.*',
    });
    expect(GUARDED_LATER_SCREENS.map((screen) => screen.path)).not.toContain('/statistics/order_overview');
  });

  it('guards the registrations and the company detail with statistics.*, no longer placeholders', () => {
    expect(STATISTICS_SCREENS.registrations).toEqual({
      path: '/statistics/registrations',
      right: 'statistics.*',
    });
    expect(STATISTICS_SCREENS.companyDetail).toEqual({
      path: '/statistics/company_detail/:id',
      right: 'statistics.*',
    });
    const later = GUARDED_LATER_SCREENS.map((screen) => screen.path);
    expect(later).not.toContain('/statistics/registrations');
    expect(later).not.toContain('/statistics/company_detail/:id');
  });

  it('guards the ID based and spool analyses with statistics.* (statistics.md section 2), built, no placeholders', () => {
    expect(STATISTICS_SCREENS.idAnalysis).toEqual({ path: '/statistics/id_analysis', right: 'statistics.*' });
    expect(STATISTICS_SCREENS.spoolAnalysis).toEqual({
      path: '/statistics/spool_analysis',
      right: 'statistics.*',
    });
    const later = GUARDED_LATER_SCREENS.map((screen) => screen.path);
    expect(later).not.toContain('/statistics/id_analysis');
    expect(later).not.toContain('/statistics/spool_analysis');
  });

  it('never links a landing entry to a route whose guard its rights would not pass', () => {
    for (const link of LANDING_BOXES.flatMap((box) => box.links)) {
      const guard = GUARDS.find((screen) => screen.path === link.to);
      if (!guard) continue; // the supplier file is a download, not a route
      expect(hasRight(link.rights, guard.right), link.to).toBe(true);
    }
  });
});
