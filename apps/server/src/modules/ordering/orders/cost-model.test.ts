import { parseMoney } from '@label-portal/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CostInput, computeCosts } from './cost-model.js';

const settings = {
  handlingFeeThreshold: '2000.00',
  smallOrderFee: '50.00',
  deliveryFee: '0.00',
  partialRollFee: '35.00',
  printDesignFee: '60.00',
};

function input(overrides: Partial<CostInput> = {}): CostInput {
  return {
    positions: [{ quantity: 10_000, unitPrice: '0.02150', isPartialRoll: false, isPrinted: false }],
    handlingIncluded: false,
    transportByCustomer: false,
    settings,
    ...overrides,
  };
}

describe('computeCosts', () => {
  it('prices positions as quantity x unit price, rounded to cents', () => {
    const costs = computeCosts(
      input({
        positions: [
          { quantity: 3, unitPrice: '0.02155', isPartialRoll: false, isPrinted: false },
          { quantity: 100_000, unitPrice: '0.02150', isPartialRoll: false, isPrinted: false },
        ],
      }),
    );
    expect(costs.positionTotals).toEqual(['0.06', '2150.00']);
    expect(costs.labelsTotal).toBe('2150.06');
  });

  it('adds the small-order fee below the threshold, with the threshold as explanation', () => {
    const costs = computeCosts(input());
    expect(costs.labelsTotal).toBe('215.00');
    expect(costs.handlingCosts).toBe('50.00');
    expect(costs.handlingSubCostsOperator).toBe('0.00');
    expect(costs.handlingExplanation).toEqual({
      code: 'HANDLING_COSTS_ADDITIONAL',
      min_total_without_handling_costs: '2000.00',
    });
    expect(costs.total).toBe('265.00');
  });

  it('charges no small-order fee at exactly the threshold, and one just below it', () => {
    const at = computeCosts(
      input({
        positions: [{ quantity: 100_000, unitPrice: '0.02', isPartialRoll: false, isPrinted: false }],
      }),
    );
    expect(at.labelsTotal).toBe('2000.00');
    expect(at.handlingCosts).toBe('0.00');
    const below = computeCosts(
      input({ positions: [{ quantity: 99_999, unitPrice: '0.02', isPartialRoll: false, isPrinted: false }] }),
    );
    expect(below.labelsTotal).toBe('1999.98');
    expect(below.handlingCosts).toBe('50.00');
  });

  it('includes handling in the label price for companies that have it so', () => {
    const costs = computeCosts(input({ handlingIncluded: true }));
    expect(costs.handlingCosts).toBe('0.00');
    expect(costs.handlingExplanation.code).toBe('HANDLING_COSTS_INCLUDED_IN_LABEL_PRICE');
    expect(costs.total).toBe('215.00');
  });

  it('adds operator costs per partial and printed position, explained as applying whatever the total', () => {
    const costs = computeCosts(
      input({
        positions: [
          { quantity: 150_000, unitPrice: '0.02', isPartialRoll: true, isPrinted: true },
          { quantity: 500, unitPrice: '0.02', isPartialRoll: true, isPrinted: false },
        ],
      }),
    );
    expect(costs.handlingSubCostsOperator).toBe('130.00');
    expect(costs.handlingCosts).toBe('130.00');
    expect(costs.handlingExplanation.min_total_without_handling_costs).toBe('-1.00');
    expect(costs.total).toBe('3140.00');
  });

  it('keeps delivery in the label price (FCA) unless a fee is set and the provider transports', () => {
    expect(computeCosts(input()).deliveryExplanation.code).toBe('DELIVERY_COSTS_INCLUDED_IN_LABEL_PRICE');
    const withFee = { ...settings, deliveryFee: '25.00' };
    expect(computeCosts(input({ settings: withFee })).deliveryCosts).toBe('25.00');
    expect(computeCosts(input({ settings: withFee, transportByCustomer: true })).deliveryCosts).toBe('0.00');
  });

  it('property: total = labels total + handling + delivery, and labels total = sum of positions', () => {
    const position = fc.record({
      quantity: fc.integer({ min: 1, max: 5_000_000 }),
      unitPrice: fc.integer({ min: 1, max: 999_999 }).map((units) => formatUnits(units)),
      isPartialRoll: fc.boolean(),
      isPrinted: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(position, { minLength: 1, maxLength: 20 }),
        fc.boolean(),
        (positions, included) => {
          const costs = computeCosts(input({ positions, handlingIncluded: included }));
          const cents = (value: string) => parseMoney(value);
          const sum = costs.positionTotals.reduce((total, value) => total + cents(value), 0n);
          return (
            sum === cents(costs.labelsTotal) &&
            cents(costs.total) ===
              cents(costs.labelsTotal) + cents(costs.handlingCosts) + cents(costs.deliveryCosts)
          );
        },
      ),
    );
  });
});

function formatUnits(units: number): string {
  return `${Math.floor(units / 100_000)}.${String(units % 100_000).padStart(5, '0')}`;
}
