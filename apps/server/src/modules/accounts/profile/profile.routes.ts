import {
  ownAddressDeleteEndpoint,
  ownAddressListEndpoint,
  ownAddressSaveEndpoint,
  passwordChangeEndpoint,
  usersDisableEndpoint,
  usersEnableEndpoint,
  userUpdateEndpoint,
} from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../lib/endpoint-route.js';
import { SIGNED_IN } from '../../../plugins/access.js';
import { changeUsersState, updateOwnPhone } from './company-users.service.js';
import { deleteOwnAddress, listOwnAddresses, saveOwnAddress } from './own-addresses.service.js';
import { changeOwnPassword } from './password-change.service.js';
import type { ProfileDeps } from './profile-deps.js';

/** The profile's calls: company users, the own account, the company's addresses, the password. */
export async function registerProfileRoutes(app: FastifyInstance, deps: ProfileDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: SIGNED_IN };

  routes.route({
    ...routeOf(usersEnableEndpoint),
    config,
    handler: async (request) => changeUsersState(deps, request.auth!.userId, request.body.users, true),
  });

  routes.route({
    ...routeOf(usersDisableEndpoint),
    config,
    handler: async (request) => changeUsersState(deps, request.auth!.userId, request.body.users, false),
  });

  routes.route({
    ...routeOf(userUpdateEndpoint),
    config,
    handler: async (request) =>
      updateOwnPhone(deps, request.auth!.userId, request.params.pk, request.body.phone),
  });

  routes.route({
    ...routeOf(ownAddressListEndpoint),
    config,
    handler: async (request) => listOwnAddresses(deps, request.auth!.userId, request.language),
  });

  routes.route({
    ...routeOf(ownAddressSaveEndpoint),
    config,
    handler: async (request) => saveOwnAddress(deps, request.auth!.userId, request.body, request.language),
  });

  routes.route({
    ...routeOf(ownAddressDeleteEndpoint),
    config,
    handler: async (request) => deleteOwnAddress(deps, request.auth!.userId, request.params.pk),
  });

  routes.route({
    ...routeOf(passwordChangeEndpoint),
    config,
    handler: async (request, reply) => {
      const session = await changeOwnPassword(deps, request.auth!, request.body);
      // The session goes on under a new token; the CSRF token is bound to it (decision 022).
      reply.setSessionCookie(session.token, session.expiresAt);
      reply.issueCsrfCookie(session.token);
      return {};
    },
  });
}
