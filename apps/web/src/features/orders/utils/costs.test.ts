import { describe, expect, it } from 'vitest';
import { canCheckout, explanationText, isLargeOrder, minimumOrderReached } from './costs';

describe('explanationText', () => {
  it('says "Included in the label price." for both included codes', () => {
    for (const code of [
      'HANDLING_COSTS_INCLUDED_IN_LABEL_PRICE',
      'DELIVERY_COSTS_INCLUDED_IN_LABEL_PRICE',
    ] as const) {
      expect(explanationText({ code, min_total_without_handling_costs: '0.00' })).toEqual({
        key: 'costs.includedInLabelPrice',
        level: 'info',
      });
    }
  });

  it('names the threshold for additional handling costs', () => {
    expect(
      explanationText({ code: 'HANDLING_COSTS_ADDITIONAL', min_total_without_handling_costs: '2000.00' }),
    ).toEqual({ key: 'costs.ordersBelow', level: 'warning', total: '2000.00' });
    expect(
      explanationText({ code: 'HANDLING_COSTS_ADDITIONAL', min_total_without_handling_costs: '0.00' }),
    ).toEqual({
      key: 'costs.ordersBelow',
      level: 'warning',
      total: '0.00',
    });
  });

  it('says "Order triggers additional costs." when the threshold is below 0', () => {
    expect(
      explanationText({ code: 'HANDLING_COSTS_ADDITIONAL', min_total_without_handling_costs: '-1.00' }),
    ).toEqual({
      key: 'costs.additionalCosts',
      level: 'warning',
    });
    expect(
      explanationText({ code: 'HANDLING_COSTS_ADDITIONAL', min_total_without_handling_costs: '-0.01' }).key,
    ).toBe('costs.additionalCosts');
  });

  it('warns about delivery costs when the provider transports for a fee', () => {
    expect(
      explanationText({ code: 'DELIVERY_COSTS_ADDITIONAL', min_total_without_handling_costs: '0.00' }).key,
    ).toBe('costs.deliveryAdditional');
  });
});

describe('minimum order quantity', () => {
  it('needs a total excluding delivery above 0', () => {
    expect(minimumOrderReached(undefined)).toBe(false);
    expect(minimumOrderReached({ total: '0.00', delivery_costs: '0.00' })).toBe(false);
    expect(minimumOrderReached({ total: '25.00', delivery_costs: '25.00' })).toBe(false);
    expect(minimumOrderReached({ total: '25.01', delivery_costs: '25.00' })).toBe(true);
    expect(minimumOrderReached({ total: '420.00', delivery_costs: '0.00' })).toBe(true);
  });
});

describe('large order warning', () => {
  it('starts at 1,500,000 labels', () => {
    expect(isLargeOrder(1_499_999)).toBe(false);
    expect(isLargeOrder(1_500_000)).toBe(true);
    expect(isLargeOrder(20, 20)).toBe(true);
  });
});

describe('CHECKOUT', () => {
  const ready = {
    rowCount: 2,
    blocked: false,
    draftPending: false,
    draftFailed: false,
    minimumReached: true,
  };
  it('is enabled only when the order can be placed', () => {
    expect(canCheckout(ready)).toBe(true);
    expect(canCheckout({ ...ready, rowCount: 0 })).toBe(false);
    expect(canCheckout({ ...ready, blocked: true })).toBe(false);
    expect(canCheckout({ ...ready, draftPending: true })).toBe(false);
    expect(canCheckout({ ...ready, draftFailed: true })).toBe(false);
    expect(canCheckout({ ...ready, minimumReached: false })).toBe(false);
  });
});
