import type { Language } from '@label-portal/contract';
import { screenLink } from './compose-mail.js';
import type { MailInsert } from './outbox.repository.js';

const FRENCH_COUNT = new Intl.NumberFormat('fr-FR');

type OrderMailData = {
  orderId: string;
  customerOrderNo: string;
  companyName: string;
  accountId: string;
  /** The user who sent the order: the confirmation goes to them, in their language. */
  user: { email: string; language: Language };
  desiredDeliveryDate: string | null;
  total: string;
  positions: { reference: string; quantity: number; total: string }[];
  transportByCustomer: boolean;
  /** The portal's public address: the confirmation links to the order history. */
  publicUrl: string;
};

/** The texts of the order confirmation, per language (docs/decisions/011). */
const CONFIRMATION: Record<
  Language,
  {
    subject: (orderId: string) => string;
    thanks: string;
    orderNo: string;
    yourOrderNo: string;
    shippingDate: string;
    transport: string;
    byCustomer: string;
    byProvider: string;
    positions: string;
    position: (reference: string, quantity: number, total: string) => string;
    total: (total: string) => string;
    terms: string;
    follow: string;
  }
> = {
  en: {
    subject: (orderId) => `Your order ${orderId} was received`,
    thanks: 'Thank you for your order.',
    orderNo: 'Order No.: ',
    yourOrderNo: 'Your order No.: ',
    shippingDate: 'Requested shipping date: ',
    transport: 'Transport: ',
    byCustomer: 'organised by the customer (FCA)',
    byProvider: 'organised by the provider',
    positions: 'Positions:',
    position: (reference, quantity, total) => `  ${reference}: ${quantity} labels, EUR ${total}`,
    total: (total) => `Total: EUR ${total}`,
    terms: "Payment terms: 30 days net. Delivery FCA at the provider's site (Incoterms 2020).",
    follow: 'Follow your orders in the portal:',
  },
  fr: {
    subject: (orderId) => `Votre commande ${orderId} a bien été reçue`,
    thanks: 'Merci pour votre commande.',
    orderNo: 'N° de commande\u00a0: ',
    yourOrderNo: 'Votre n° de commande\u00a0: ',
    shippingDate: 'Date d’expédition souhaitée\u00a0: ',
    transport: 'Transport\u00a0: ',
    byCustomer: 'organisé par le client (FCA)',
    byProvider: 'organisé par le fournisseur',
    positions: 'Positions\u00a0:',
    position: (reference, quantity, total) =>
      `  ${reference}\u00a0: ${FRENCH_COUNT.format(quantity)} étiquettes, ${frenchAmount(total)}`,
    total: (total) => `Total\u00a0: ${frenchAmount(total)}`,
    terms:
      'Conditions de paiement\u00a0: 30\u00a0jours net. Livraison FCA sur le site du fournisseur (Incoterms 2020).',
    follow: 'Suivez vos commandes sur le portail\u00a0:',
  },
};

/** "1234.50" as French writes it: "1 234,50 EUR" (narrow no-break space between thousands). */
function frenchAmount(amount: string): string {
  const [whole = '0', cents = '00'] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+$)/g, '\u202f')},${cents}\u00a0EUR`;
}

function orderSummary(data: OrderMailData, language: Language): string {
  const text = CONFIRMATION[language];
  return [
    `${text.orderNo}${data.orderId}`,
    `${text.yourOrderNo}${data.customerOrderNo || '-'}`,
    `${text.shippingDate}${data.desiredDeliveryDate ?? '-'}`,
    `${text.transport}${data.transportByCustomer ? text.byCustomer : text.byProvider}`,
    text.positions,
    data.positions
      .map((position) => text.position(position.reference, position.quantity, position.total))
      .join('\n'),
    text.total(data.total),
  ].join('\n');
}

/**
 * The confirmation for the user, in the user's language, and the notice for customer service, in
 * English (the staff's working language), both written with the order.
 */
export function buildOrderPlacedMails(data: OrderMailData, customerService: string): MailInsert[] {
  const language = data.user.language;
  const text = CONFIRMATION[language];
  return [
    {
      recipient: data.user.email,
      subject: text.subject(data.orderId),
      bodyText: `${text.thanks}\n\n${orderSummary(data, language)}\n\n${text.terms}\n\n${text.follow}\n${screenLink(data.publicUrl, 'orderHistory')}\n`,
      language,
      template: 'order_confirmation',
      payload: { order_id: data.orderId, language },
    },
    {
      recipient: customerService,
      subject: `New order ${data.orderId} from ${data.companyName} (${data.accountId})`,
      bodyText: `A new order was placed by ${data.user.email}.\n\n${orderSummary(data, 'en')}`,
      language: 'en',
      template: 'order_notice',
      payload: { order_id: data.orderId, language: 'en' },
    },
  ];
}

/** The cancellation request goes to customer service only, in English. */
export function buildCancelRequestMail(
  data: { orderId: string; companyName: string; accountId: string; userEmail: string },
  customerService: string,
): MailInsert {
  return {
    recipient: customerService,
    subject: `Cancellation requested for order ${data.orderId}`,
    bodyText: `${data.userEmail} of ${data.companyName} (${data.accountId}) asks to cancel order ${data.orderId}.`,
    language: 'en',
    template: 'order_cancel_request',
    payload: { order_id: data.orderId },
  };
}
