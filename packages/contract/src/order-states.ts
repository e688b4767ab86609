import type { ORDER_STATES } from './constants.js';
import type { Language } from './messages.js';

export type OrderState = (typeof ORDER_STATES)[number];

/** How each order state reads (state_display). */
export const ORDER_STATE_LABELS: Record<Language, Record<OrderState, string>> = {
  en: {
    CREATED: 'Created',
    ORDER_PENDING: 'Pending',
    ORDER_RECEIVED: 'Received',
    IN_PRODUCTION: 'In production',
    SHIPPED: 'Shipped',
    CANCEL_REQUESTED: 'Cancellation requested',
    CANCELLED: 'Cancelled',
  },
  fr: {
    CREATED: 'Créée',
    ORDER_PENDING: 'En attente',
    ORDER_RECEIVED: 'Reçue',
    IN_PRODUCTION: 'En production',
    SHIPPED: 'Expédiée',
    CANCEL_REQUESTED: 'Annulation demandée',
    CANCELLED: 'Annulée',
  },
};

/** A cancellation may be requested only from these states (ordering.md section 4). */
export const CANCELLABLE_STATES: readonly OrderState[] = ['ORDER_PENDING', 'ORDER_RECEIVED'];
