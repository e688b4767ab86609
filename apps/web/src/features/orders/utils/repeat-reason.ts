import type { Order } from '@label-portal/contract';

export type RepeatReasonKey =
  | 'history.repeatReason.noRight'
  | 'history.repeatReason.extraServices'
  | 'history.repeatReason.unavailable';

/**
 * Why REPEAT is not offered for an order (ordering.md section 4), or null when it is: the user may
 * not order; the order has print data or partial rolls (extra services); otherwise the server said a
 * product is no longer available or blocked, or the company is blocked.
 */
export function repeatReasonOf(
  order: Pick<Order, 'is_repeatable' | 'order_positions'>,
  canOrder: boolean,
): RepeatReasonKey | null {
  if (!canOrder) return 'history.repeatReason.noRight';
  if (order.is_repeatable) return null;
  if (order.order_positions.some((position) => position.extra_service_data.length > 0))
    return 'history.repeatReason.extraServices';
  return 'history.repeatReason.unavailable';
}
