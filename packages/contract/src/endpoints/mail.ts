import { mailboxPageSchema, mailboxQuerySchema, mailSchema } from '../schemas/mail.js';
import { pkParamsSchema } from '../schemas/primitives.js';
import { defineEndpoint } from './define.js';

export const mailboxEndpoint = defineEndpoint({
  name: 'backoffice:api_mailbox',
  method: 'GET',
  path: '/backoffice/api/mailbox/',
  tags: ['backoffice'],
  summary: 'Mail written by the portal, newest first (the local mailbox), by keyset: `before` an id',
  query: mailboxQuerySchema,
  reply: mailboxPageSchema,
});

export const mailboxResendEndpoint = defineEndpoint({
  name: 'backoffice:api_mailbox_resend',
  method: 'POST',
  path: '/backoffice/api/mailbox/:pk/resend/',
  tags: ['backoffice'],
  summary:
    'Queues a failed mail again (attempts reset, next attempt now); a sent or pending mail answers 409',
  params: pkParamsSchema,
  reply: mailSchema,
  errors: [400, 401, 403, 404, 409],
});
