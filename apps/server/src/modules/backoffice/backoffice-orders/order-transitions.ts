import type { OrderAction, OrderState, StaffTransitionTarget } from '@label-portal/contract';

/**
 * The staff's moves of domain.md section 5: ORDER_PENDING → ORDER_RECEIVED → IN_PRODUCTION →
 * SHIPPED (shipping, its own call); CANCEL_REQUESTED → CANCELLED, or CANCEL_REFUSED: back to the
 * state the order left. Nothing else (decision 160).
 */
const FORWARD: Partial<Record<OrderState, OrderAction>> = {
  ORDER_PENDING: 'ORDER_RECEIVED',
  ORDER_RECEIVED: 'IN_PRODUCTION',
  IN_PRODUCTION: 'SHIP',
};

/** The actions staff may take on an order in this state. */
export function allowedActions(state: OrderState): OrderAction[] {
  if (state === 'CANCEL_REQUESTED') return ['CANCELLED', 'CANCEL_REFUSED'];
  const forward = FORWARD[state];
  return forward ? [forward] : [];
}

/** True when the transition call may move an order in `state` to `target`. */
export function isTransitionAllowed(state: OrderState, target: StaffTransitionTarget): boolean {
  return allowedActions(state).includes(target);
}
