import type { OrderState } from './demo-order-plans.js';

export type StateStep = { from: OrderState | null; to: OrderState; at: Date; byStaff: boolean };

const DAY_MS = 86_400_000;

function after(start: Date, days: number, hours = 0): Date {
  return new Date(start.getTime() + days * DAY_MS + hours * 3_600_000);
}

/**
 * The state changes that lead an order to its state (domain.md section 5): the supplier sends and
 * asks for cancellation, the provider's staff move everything else.
 */
export function buildTimeline(
  state: OrderState,
  createdAt: Date,
): { steps: StateStep[]; stateBeforeCancel: OrderState | null } {
  if (state === 'CREATED')
    return { steps: [{ from: null, to: 'CREATED', at: createdAt, byStaff: false }], stateBeforeCancel: null };
  const steps: StateStep[] = [{ from: null, to: 'ORDER_PENDING', at: createdAt, byStaff: false }];
  const move = (to: OrderState, days: number, byStaff: boolean) => {
    const from = (steps[steps.length - 1] as StateStep).to;
    steps.push({ from, to, at: after(createdAt, days, 2), byStaff });
  };
  switch (state) {
    case 'ORDER_PENDING':
      return { steps, stateBeforeCancel: null };
    case 'CANCELLED':
      move('CANCEL_REQUESTED', 1, false);
      move('CANCELLED', 2, true);
      return { steps, stateBeforeCancel: 'ORDER_PENDING' };
    case 'CANCEL_REQUESTED':
      move('ORDER_RECEIVED', 1, true);
      move('CANCEL_REQUESTED', 3, false);
      return { steps, stateBeforeCancel: 'ORDER_RECEIVED' };
    default:
      move('ORDER_RECEIVED', 1, true);
      if (state === 'ORDER_RECEIVED') return { steps, stateBeforeCancel: null };
      move('IN_PRODUCTION', 4, true);
      if (state === 'IN_PRODUCTION') return { steps, stateBeforeCancel: null };
      move('SHIPPED', 12, true);
      return { steps, stateBeforeCancel: null };
  }
}

/** yyyy-MM-dd of a date plus some days (for desired delivery dates). */
export function formatDateAfter(start: Date, days: number): string {
  return after(start, days).toISOString().slice(0, 10);
}
