import {
  BACKOFFICE_RIGHTS,
  backofficeResendConfirmationEndpoint,
  backofficeUserChangeEndpoint,
  backofficeUserDetailEndpoint,
} from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../lib/endpoint-route.js';
import { requireRight } from '../../../plugins/access.js';
import {
  type BackofficeUsersDeps,
  changeBackofficeUser,
  getBackofficeUser,
  resendConfirmation,
} from './backoffice-users.service.js';

/** The back office's users: detail, enable/disable and groups, a new confirmation mail. */
export async function registerBackofficeUserRoutes(
  app: FastifyInstance,
  deps: BackofficeUsersDeps,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.route({
    ...routeOf(backofficeUserDetailEndpoint),
    config: { access: requireRight(BACKOFFICE_RIGHTS.viewUsers) },
    handler: async (request) => getBackofficeUser(deps, request.params.pk),
  });
  routes.route({
    ...routeOf(backofficeUserChangeEndpoint),
    config: { access: requireRight(BACKOFFICE_RIGHTS.changeUsers) },
    handler: async (request) =>
      changeBackofficeUser(deps, request.auth!.userId, request.params.pk, request.body),
  });
  routes.route({
    ...routeOf(backofficeResendConfirmationEndpoint),
    config: { access: requireRight(BACKOFFICE_RIGHTS.changeUsers) },
    handler: async (request) => resendConfirmation(deps, request.auth!.userId, request.params.pk),
  });
}
