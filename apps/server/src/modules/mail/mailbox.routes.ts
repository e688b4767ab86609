import { mailboxEndpoint } from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { requireRight } from '../../plugins/access.js';
import { listMailbox } from './mailbox.service.js';

/** The local mailbox (the outbox table), for customer service and tests when no SMTP is set. */
export async function registerMailboxRoutes(app: FastifyInstance, deps: { db: Database }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(mailboxEndpoint),
    config: { access: requireRight('backoffice.*') },
    handler: async (request) => listMailbox(deps.db, request.query),
  });
}
