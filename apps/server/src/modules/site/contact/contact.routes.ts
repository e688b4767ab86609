import { contactInformationEndpoint, MESSAGE, sendContactMessageEndpoint } from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../lib/endpoint-route.js';
import { SIGNED_IN } from '../../../plugins/access.js';
import { createUserThrottle } from '../../accounts/auth/index.js';
import { type ContactDeps, readContactInformation, sendContactMessage } from './contact.service.js';

/** The contact form's message and the contact information, for anyone signed in. */
export async function registerContactRoutes(
  app: FastifyInstance,
  options: Omit<ContactDeps, 'messageLimit'>,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps: ContactDeps = {
    ...options,
    messageLimit: createUserThrottle(options.settings, {
      name: 'contact_message',
      limit: 'contact.max_messages_per_user',
      windowMinutes: 'contact.message_window_minutes',
      detail: MESSAGE.contactMessagesLimited,
    }),
  };
  const config = { access: SIGNED_IN };

  routes.route({
    ...routeOf(sendContactMessageEndpoint),
    config,
    handler: async (request, reply) => {
      const sent = await sendContactMessage(deps, request.auth!.userId, request.body);
      return reply.status(201).send(sent);
    },
  });

  routes.route({
    ...routeOf(contactInformationEndpoint),
    config,
    handler: async (request) => readContactInformation(deps, request.log),
  });
}
