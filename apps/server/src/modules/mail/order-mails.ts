import type { MailInsert } from './outbox.repository.js';

type OrderMailData = {
  orderId: string;
  customerOrderNo: string;
  companyName: string;
  accountId: string;
  userEmail: string;
  desiredDeliveryDate: string | null;
  total: string;
  positions: { reference: string; quantity: number; total: string }[];
  transportByCustomer: boolean;
};

function positionLines(data: OrderMailData): string {
  return data.positions
    .map((position) => `  ${position.reference}: ${position.quantity} labels, EUR ${position.total}`)
    .join('\n');
}

/** The confirmation for the user and the notice for customer service, written with the order. */
export function buildOrderPlacedMails(data: OrderMailData, customerService: string): MailInsert[] {
  const common = [
    `Order No.: ${data.orderId}`,
    `Your order No.: ${data.customerOrderNo || '-'}`,
    `Requested shipping date: ${data.desiredDeliveryDate ?? '-'}`,
    `Transport: ${data.transportByCustomer ? 'organised by the customer (FCA)' : 'organised by the provider'}`,
    'Positions:',
    positionLines(data),
    `Total: EUR ${data.total}`,
  ].join('\n');
  return [
    {
      recipient: data.userEmail,
      subject: `Your order ${data.orderId} was received`,
      bodyText: `Thank you for your order.\n\n${common}\n\nPayment terms: 30 days net. Delivery FCA at the provider's site (Incoterms 2020).`,
      template: 'order_confirmation',
      payload: { order_id: data.orderId },
    },
    {
      recipient: customerService,
      subject: `New order ${data.orderId} from ${data.companyName} (${data.accountId})`,
      bodyText: `A new order was placed by ${data.userEmail}.\n\n${common}`,
      template: 'order_notice',
      payload: { order_id: data.orderId },
    },
  ];
}

export function buildCancelRequestMail(
  data: { orderId: string; companyName: string; accountId: string; userEmail: string },
  customerService: string,
): MailInsert {
  return {
    recipient: customerService,
    subject: `Cancellation requested for order ${data.orderId}`,
    bodyText: `${data.userEmail} of ${data.companyName} (${data.accountId}) asks to cancel order ${data.orderId}.`,
    template: 'order_cancel_request',
    payload: { order_id: data.orderId },
  };
}
