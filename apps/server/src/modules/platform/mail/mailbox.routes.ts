import { BACKOFFICE_RIGHTS, mailboxEndpoint, mailboxResendEndpoint } from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import { routeOf } from '../../../lib/endpoint-route.js';
import { requireRight } from '../../../plugins/access.js';
import { listMailbox, resendMail } from './mailbox.service.js';

/** The local mailbox (the outbox table): every mail, delivered or not, for staff and tests. */
export async function registerMailboxRoutes(
  app: FastifyInstance,
  deps: { db: Database; isDelivering: boolean; now: Clock },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.route({
    ...routeOf(mailboxEndpoint),
    config: { access: requireRight(BACKOFFICE_RIGHTS.viewMailbox) },
    handler: async (request) => listMailbox(deps.db, request.query, deps.isDelivering, deps.now()),
  });
  routes.route({
    ...routeOf(mailboxResendEndpoint),
    config: { access: requireRight(BACKOFFICE_RIGHTS.changeMailbox) },
    handler: async (request) => resendMail(deps, request.auth!.userId, request.params.pk),
  });
}
