import { z } from 'zod';
import { healthSchema, mailboxPageSchema, mailboxQuerySchema, settingSchema } from '../schemas/backoffice.js';
import { defineEndpoint } from './define.js';

export const settingListEndpoint = defineEndpoint({
  name: 'backoffice:api_setting_list',
  method: 'GET',
  path: '/backoffice/api/settings/',
  tags: ['backoffice'],
  summary: 'Every setting with its value (fees, thresholds, timeouts)',
  reply: z.array(settingSchema),
});

export const mailboxEndpoint = defineEndpoint({
  name: 'backoffice:api_mailbox',
  method: 'GET',
  path: '/backoffice/api/mailbox/',
  tags: ['backoffice'],
  summary: 'Mail written by the portal, newest first (the local mailbox), by keyset: `before` an id',
  query: mailboxQuerySchema,
  reply: mailboxPageSchema,
});

export const healthEndpoint = defineEndpoint({
  name: 'system:healthz',
  method: 'GET',
  path: '/healthz',
  tags: ['system'],
  summary: 'Liveness and database check',
  reply: healthSchema,
  otherReplies: { 503: healthSchema },
});
