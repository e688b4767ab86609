import type { Language, OrderDraft, orderDraftBodySchema } from '@label-portal/contract';
import type { z } from 'zod';
import type { AuthContext } from '../../../plugins/request-context.js';
import { loadOrderingContext, type OrdersDeps } from './ordering-context.service.js';
import { priceCart } from './pricing.service.js';

type ParsedDraftBody = z.output<typeof orderDraftBodySchema>;

/** Prices a cart with the same code that prices the sent order; nothing is written. */
export async function draftOrder(
  deps: OrdersDeps,
  auth: AuthContext,
  body: ParsedDraftBody,
  language: Language,
): Promise<OrderDraft> {
  const context = await loadOrderingContext(deps, auth, language);
  const transportByCustomer =
    context.company.transportRestriction === 'TRANSPORT_CUSTOMER' ||
    (context.company.transportRestriction !== 'TRANSPORT_SCRIBOS' && body.transport_by_customer);
  const priced = await priceCart(
    {
      positions: body.order_positions,
      transportByCustomer,
      handlingIncluded: context.company.handlingIncluded,
    },
    context.products,
    deps.settings,
    context.fees,
  );
  return priced.draft;
}
