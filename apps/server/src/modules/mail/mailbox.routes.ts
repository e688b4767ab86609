import { mailboxEndpoint } from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { requireRight } from '../../plugins/access.js';
import { listMailbox } from './mailbox.service.js';

/** The local mailbox (the outbox table): every mail, delivered or not, for staff and tests. */
export async function registerMailboxRoutes(
  app: FastifyInstance,
  deps: { db: Database; isDelivering: boolean },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(mailboxEndpoint),
    config: { access: requireRight('backoffice.*') },
    handler: async (request) => listMailbox(deps.db, request.query, deps.isDelivering),
  });
}
