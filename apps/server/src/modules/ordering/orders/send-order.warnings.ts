import { type Language, MESSAGE, type OrderWarning, translateMessage } from '@label-portal/contract';
import type { BlockingStatus } from '../../accounts/companies/index.js';

/** Delivery and activation notes answered with a sent order (domain.md section 5), from the message catalogue. */
export function buildOrderWarnings(input: {
  language: Language;
  blocking: BlockingStatus;
  quantityByGroup: Map<number, number>;
  balances: Map<number, number>;
  groupNames: Map<number, string>;
  transportByCustomer: boolean;
}): OrderWarning[] {
  const text = (key: string, params?: Record<string, string>) =>
    translateMessage(key, input.language, params);
  const warnings: OrderWarning[] = [];
  if (input.transportByCustomer)
    warnings.push({ code: 'DELIVERY_NOTE', kind: 'delivery', message: text(MESSAGE.deliveryFca) });
  for (const [group, quantity] of input.quantityByGroup) {
    if ((input.balances.get(group) ?? 0) - quantity < 0) {
      warnings.push({
        code: 'QUOTA_EXCEEDED',
        kind: 'delivery',
        message: text(MESSAGE.quotaExceeded, { group: input.groupNames.get(group) ?? '' }),
      });
    }
  }
  if (input.blocking.nonActivatedOrders === input.blocking.maxNonActivatedOrders - 1) {
    warnings.push({
      code: 'NON_ACTIVATED_ORDERS_NEXT_BLOCKS',
      kind: 'activation',
      message: text(MESSAGE.nonActivatedNextBlocks),
    });
  }
  return warnings;
}
