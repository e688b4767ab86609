/**
 * Mail: the outbox (mails written in the same transaction as the change they report), its delivery
 * worker, the mail texts and the back office mailbox.
 */
export { composeMail, type MailContent, portalLink, REDACTED_CODE, screenLink } from './compose-mail.js';
export { registerMailboxRoutes } from './mailbox.routes.js';
export { buildCancelRequestMail, buildOrderPlacedMails } from './order-mails.js';
export { buildOrderStateMail, type OrderStateMailKind } from './order-state-mails.js';
export { insertMails } from './outbox.repository.js';
export {
  createMailTransport,
  deliverDueMails,
  type MailTransport,
  OUTBOX_DELIVERY,
  type OutgoingMail,
  retryDelayMs,
  startOutboxWorker,
} from './outbox-worker.js';
