import type { OrderDraft, OrderDraftBody } from '@label-portal/contract';
import type { AuthContext } from '../../plugins/request-context.js';
import { loadOrderingContext, type OrdersDeps } from './ordering-context.service.js';
import { priceCart } from './pricing.service.js';

type ParsedDraftBody = {
  order_positions: Required<OrderDraftBody>['order_positions'];
  transport_by_customer: boolean;
};

/** Prices a cart with the same code that prices the sent order; nothing is written. */
export async function draftOrder(
  deps: OrdersDeps,
  auth: AuthContext,
  body: ParsedDraftBody,
): Promise<OrderDraft> {
  const context = await loadOrderingContext(deps, auth);
  const transportByCustomer =
    context.company.transportRestriction === 'TRANSPORT_CUSTOMER' ||
    (context.company.transportRestriction !== 'TRANSPORT_SCRIBOS' && body.transport_by_customer);
  const priced = await priceCart(
    {
      positions: body.order_positions.map((position) => ({
        ...position,
        extra_service_data: position.extra_service_data ?? [],
      })),
      transportByCustomer,
      handlingIncluded: context.company.handlingIncluded,
    },
    context.products,
    deps.settings,
    context.fees,
  );
  return priced.draft;
}
