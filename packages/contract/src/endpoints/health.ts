import { healthSchema } from '../schemas/health.js';
import { defineEndpoint } from './define.js';

export const healthEndpoint = defineEndpoint({
  name: 'system:healthz',
  method: 'GET',
  path: '/healthz',
  tags: ['system'],
  summary: 'Liveness and database check',
  reply: healthSchema,
  otherReplies: { 503: healthSchema },
});
