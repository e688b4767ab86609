import { describe, expect, it } from 'vitest';
import { SUMMARY_STEPS } from '../../features/ordering/utils/paths';
import { GUARDED_LATER_SCREENS } from './later-screens';
import { ORDERING_SCREENS } from './ordering-routes';

describe('ordering routes', () => {
  it('guard the ordering screens with orders.issue_order and the history with orders.view_order', () => {
    expect(ORDERING_SCREENS.orderProcess).toEqual({
      path: '/orders/order_process',
      right: 'orders.issue_order',
    });
    expect(ORDERING_SCREENS.orderSummary.right).toBe('orders.issue_order');
    expect(ORDERING_SCREENS.orderHistory).toEqual({
      path: '/statistics/history',
      right: 'orders.view_order',
    });
  });

  it('name the summary sub-steps as the specification does', () => {
    expect(SUMMARY_STEPS).toEqual({
      addressAndDelivery: 'adressAndDelivery',
      payment: 'payment',
      thankYou: 'thankyou',
      error: 'error',
    });
  });

  it('are no longer placeholders', () => {
    const paths = GUARDED_LATER_SCREENS.map((screen) => screen.path);
    for (const screen of Object.values(ORDERING_SCREENS)) {
      expect(paths.some((path) => path.startsWith(screen.path))).toBe(false);
    }
  });
});
