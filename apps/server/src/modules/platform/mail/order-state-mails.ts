import type { Language } from '@label-portal/contract';
import { screenLink } from './compose-mail.js';
import type { MailInsert } from './outbox.repository.js';

/** What happened to the order, as the supplier's mail tells it. */
export type OrderStateMailKind =
  | 'ORDER_RECEIVED'
  | 'IN_PRODUCTION'
  | 'SHIPPED'
  | 'CANCELLED'
  | 'CANCEL_REFUSED';

type StateMailData = {
  kind: OrderStateMailKind;
  orderId: string;
  customerOrderNo: string;
  user: { email: string; language: Language };
  /** SHIPPED: the rolls and labels sent. */
  shipment?: { rolls: number; labels: number };
  publicUrl: string;
};

const COUNT: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-GB'),
  fr: new Intl.NumberFormat('fr-FR'),
};

type Texts = {
  subject: Record<OrderStateMailKind, (orderId: string) => string>;
  body: Record<OrderStateMailKind, string>;
  shipment: (rolls: string, labels: string) => string;
  yourOrderNo: string;
  follow: string;
};

/** The texts of the order state mails, per language (decision 011). */
const TEXTS: Record<Language, Texts> = {
  en: {
    subject: {
      ORDER_RECEIVED: (id) => `Your order ${id} was accepted`,
      IN_PRODUCTION: (id) => `Your order ${id} is in production`,
      SHIPPED: (id) => `Your order ${id} was shipped`,
      CANCELLED: (id) => `Your order ${id} was cancelled`,
      CANCEL_REFUSED: (id) => `Your order ${id} goes on: the cancellation was not possible`,
    },
    body: {
      ORDER_RECEIVED: 'We have accepted your order and will plan its production.',
      IN_PRODUCTION: 'Your labels are being produced.',
      SHIPPED: 'Your labels have left our site. Please activate them once they are applied.',
      CANCELLED: 'Your order was cancelled as you requested. The quota it used is available again.',
      CANCEL_REFUSED:
        'Your cancellation request could not be accepted: the order continues as before. Customer service will contact you if needed.',
    },
    shipment: (rolls, labels) => `Shipped: ${rolls} rolls, ${labels} labels.`,
    yourOrderNo: 'Your order No.: ',
    follow: 'Follow your orders in the portal:',
  },
  fr: {
    subject: {
      ORDER_RECEIVED: (id) => `Votre commande ${id} a été acceptée`,
      IN_PRODUCTION: (id) => `Votre commande ${id} est en production`,
      SHIPPED: (id) => `Votre commande ${id} a été expédiée`,
      CANCELLED: (id) => `Votre commande ${id} a été annulée`,
      CANCEL_REFUSED: (id) => `Votre commande ${id} continue\u00a0: l’annulation n’a pas été possible`,
    },
    body: {
      ORDER_RECEIVED: 'Nous avons accepté votre commande et allons planifier sa production.',
      IN_PRODUCTION: 'Vos étiquettes sont en cours de production.',
      SHIPPED: 'Vos étiquettes ont quitté notre site. Pensez à les activer une fois posées.',
      CANCELLED:
        'Votre commande a été annulée comme demandé. Le quota qu’elle utilisait est de nouveau disponible.',
      CANCEL_REFUSED:
        'Votre demande d’annulation n’a pas pu être acceptée\u00a0: la commande continue. Le service client vous contactera si besoin.',
    },
    shipment: (rolls, labels) => `Expédié\u00a0: ${rolls}\u00a0rouleaux, ${labels}\u00a0étiquettes.`,
    yourOrderNo: 'Votre n° de commande\u00a0: ',
    follow: 'Suivez vos commandes sur le portail\u00a0:',
  },
};

/** The mail to the user who placed the order when staff move it on, in the user's language. */
export function buildOrderStateMail(data: StateMailData): MailInsert {
  const language = data.user.language;
  const text = TEXTS[language];
  const lines = [text.body[data.kind]];
  if (data.shipment) {
    lines.push(
      text.shipment(
        COUNT[language].format(data.shipment.rolls),
        COUNT[language].format(data.shipment.labels),
      ),
    );
  }
  if (data.customerOrderNo) lines.push(`${text.yourOrderNo}${data.customerOrderNo}`);
  return {
    recipient: data.user.email,
    subject: text.subject[data.kind](data.orderId),
    bodyText: `${lines.join('\n')}\n\n${text.follow}\n${screenLink(data.publicUrl, 'orderHistory')}\n`,
    language,
    template: `order_state_${data.kind.toLowerCase()}`,
    payload: { order_id: data.orderId, state: data.kind, language },
  };
}
