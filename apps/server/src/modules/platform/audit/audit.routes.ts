import { auditLogEndpoint, BACKOFFICE_RIGHTS } from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.js';
import { routeOf } from '../../../lib/endpoint-route.js';
import { requireRight } from '../../../plugins/access.js';
import { listAuditLog } from './audit-log.service.js';

/** The back office's audit log screen (issue 12). */
export async function registerAuditRoutes(app: FastifyInstance, deps: { db: Database }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(auditLogEndpoint),
    config: { access: requireRight(BACKOFFICE_RIGHTS.viewAuditLog) },
    handler: async (request) => listAuditLog(deps.db, request.query),
  });
}
