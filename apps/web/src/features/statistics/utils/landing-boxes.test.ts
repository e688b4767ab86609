import { describe, expect, it } from 'vitest';
import { LANDING_BOXES, visibleLandingBoxes } from './landing-boxes';

const SUPPLIER = [
  'orders.issue_order',
  'orders.view_order',
  'distribution.distribute',
  'distribution.view_spool',
];
const ANALYST = [
  'statistics.view_orderoverviewstatistics',
  'statistics.view_registrationstatistics',
  'statistics.view_authentications',
  'psa_accounts.view_supplierdata',
  'orders.view_order',
];

const shape = (permissions: readonly string[]) =>
  visibleLandingBoxes(permissions).map((box) => [box.key, box.links.map((link) => link.to)]);

describe('statistics landing boxes', () => {
  it('keeps the specification’s four boxes in its order', () => {
    expect(LANDING_BOXES.map((box) => box.key)).toEqual(['orders', 'labels', 'suppliers', 'suppliersFile']);
  });

  it('gives a supplier the Orders box with the order history and statistics, and the Labels box with the volume status', () => {
    expect(shape(SUPPLIER)).toEqual([
      ['orders', ['/statistics/history', '/statistics/orderStatistics']],
      ['labels', ['/statistics/volume_status']],
    ]);
  });

  it('gives the analyst the boxes of statistics rights, the supplier file box included', () => {
    expect(shape(ANALYST).map(([key]) => key)).toEqual(['orders', 'labels', 'suppliers', 'suppliersFile']);
    // The analyst holds no orders.* right beyond view_order… which orders.* matches: overview shown.
    expect(shape(ANALYST)[0]?.[1]).toContain('/statistics/order_overview');
  });

  it('needs statistics.view_orderoverviewstatistics for the suppliers orders overview', () => {
    const withoutOverview = ANALYST.filter((right) => right !== 'statistics.view_orderoverviewstatistics');
    expect(shape(withoutOverview)[0]?.[1]).not.toContain('/statistics/order_overview');
  });

  it('needs psa_accounts.view_supplierdata for the Suppliers FILE box', () => {
    expect(shape(['psa_accounts.view_supplierdata'])).toEqual([
      ['suppliersFile', ['/psa_accounts/supplier_data/']],
    ]);
    expect(
      shape(ANALYST.filter((right) => right !== 'psa_accounts.view_supplierdata')).map(([key]) => key),
    ).not.toContain('suppliersFile');
  });

  it('gives the Labels box to any statistics right and the Suppliers box to the registrations right only', () => {
    expect(shape(['statistics.view_authentications']).map(([key]) => key)).toEqual(['labels']);
    expect(shape(['statistics.view_registrationstatistics']).map(([key]) => key)).toEqual([
      'labels',
      'suppliers',
    ]);
  });

  it('shows volume status with an orders right, as its route needs orders.*, and not without one', () => {
    const labels = (permissions: string[]) =>
      visibleLandingBoxes(permissions).find((box) => box.key === 'labels');
    expect(labels(['statistics.view_authentications'])?.links.map((link) => link.to)).not.toContain(
      '/statistics/volume_status',
    );
    expect(labels(['orders.view_order'])?.links.map((link) => link.to)).toEqual([
      '/statistics/volume_status',
    ]);
  });

  it('shows nothing without rights', () => {
    expect(visibleLandingBoxes([])).toEqual([]);
  });

  it('links every screen: the order history, the order statistics, the orders overview, the authentications, the supplier scan analysis, the ID based and spool analyses, the volume status, the registrations and the supplier file download', () => {
    const linked = LANDING_BOXES.flatMap((box) => box.links.map((l) => l.to));
    expect(linked).toEqual([
      '/statistics/history',
      '/statistics/orderStatistics',
      '/statistics/order_overview',
      '/statistics/authentications',
      '/statistics/supplier_analysis',
      '/statistics/id_analysis',
      '/statistics/spool_analysis',
      '/statistics/volume_status',
      '/statistics/registrations',
      '/psa_accounts/supplier_data/',
    ]);
  });
});
