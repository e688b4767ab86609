import {
  LARGE_ORDER_LABELS,
  PURCHASE_ORDER_NUMBER_MAX_LENGTH,
  type ShopSettings,
} from '@label-portal/contract';
import type { OrdersDeps } from './ordering-context.service.js';

/** What the ordering screens need to know of the shop's settings. */
export async function readShopSettings(deps: OrdersDeps): Promise<ShopSettings> {
  const { fees } = await deps.catalogue.get();
  const feeOf = (category: string) => fees.find((row) => row.category === category)?.fee ?? '0.00';
  return {
    currency: 'EUR',
    handling_fee_threshold: await deps.settings.getString('orders.handling_fee_threshold'),
    small_order_fee: await deps.settings.getString('orders.small_order_fee'),
    delivery_fee: await deps.settings.getString('orders.delivery_fee'),
    partial_roll_fee: feeOf('PARTIAL_ROLL'),
    print_design_fee: feeOf('PRINT_DESIGN'),
    large_order_labels: LARGE_ORDER_LABELS,
    full_roll_tolerance_percent: 10,
    purchase_order_number_max_length: PURCHASE_ORDER_NUMBER_MAX_LENGTH,
    payment_terms_days: 30,
    incoterms: 'FCA',
    max_non_activated_orders: await deps.settings.getNumber('orders.max_non_activated_orders'),
  };
}
