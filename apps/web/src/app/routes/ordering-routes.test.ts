import { SCREENS } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import { SUMMARY_STEPS, summaryPath } from '../../features/orders/utils/paths';

const guardOf = (key: keyof typeof SCREENS) => ({ path: SCREENS[key].path, right: SCREENS[key].right });

describe('ordering routes', () => {
  it('guard the ordering screens with orders.issue_order and the history with orders.view_order', () => {
    expect(guardOf('orderProcess')).toEqual({
      path: '/orders/order_process',
      right: 'orders.issue_order',
    });
    expect(SCREENS.orderSummary.right).toBe('orders.issue_order');
    expect(guardOf('orderHistory')).toEqual({
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
    expect(summaryPath('payment')).toBe('/orders/order_process/order_summary/payment');
  });
});
