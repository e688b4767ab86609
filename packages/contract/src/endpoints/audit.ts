import { auditLogPageSchema, auditLogQuerySchema } from '../schemas/audit.js';
import { defineEndpoint } from './define.js';

export const auditLogEndpoint = defineEndpoint({
  name: 'backoffice:api_audit_log',
  method: 'GET',
  path: '/backoffice/api/audit/',
  tags: ['backoffice'],
  summary:
    'The audit log, newest first by keyset (`before` an id), filtered by entity type and id, user e-mail, company account id and days',
  query: auditLogQuerySchema,
  reply: auditLogPageSchema,
  errors: [400, 401, 403],
});
