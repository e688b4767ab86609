import type { Order } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import { repeatReasonOf } from './repeat-reason';

const position = (services: number) =>
  ({
    extra_service_data: Array.from({ length: services }, () => ({ category: 'PARTIAL_ROLL', fields: [] })),
  }) as unknown as Order['order_positions'][number];

const order = (repeatable: boolean, services = 0) => ({
  is_repeatable: repeatable,
  order_positions: [position(0), position(services)],
});

describe('repeatReasonOf', () => {
  it('offers REPEAT for a repeatable order to a user who may order', () => {
    expect(repeatReasonOf(order(true), true)).toBeNull();
  });

  it('names the missing right first, even for a repeatable order', () => {
    expect(repeatReasonOf(order(true), false)).toBe('history.repeatReason.noRight');
  });

  it('names the print data or partial rolls of an order with extra services', () => {
    expect(repeatReasonOf(order(false, 1), true)).toBe('history.repeatReason.extraServices');
  });

  it('names unavailable products or blocking otherwise', () => {
    expect(repeatReasonOf(order(false), true)).toBe('history.repeatReason.unavailable');
  });
});
