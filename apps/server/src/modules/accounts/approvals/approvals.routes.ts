import {
  BACKOFFICE_RIGHTS,
  backofficeUserActivateEndpoint,
  backofficeUserListEndpoint,
  clientAddressConfirmationEndpoint,
  clientConfirmationEndpoint,
  decideClientAddressConfirmationEndpoint,
  decideClientConfirmationEndpoint,
  RIGHTS,
} from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../lib/endpoint-route.js';
import { requireRight } from '../../../plugins/access.js';
import { decideAddressApproval, readAddressApproval } from './address-approval.service.js';
import type { ApprovalsDeps } from './approval-deps.js';
import { activateUser, listUsersInState } from './user-activation.service.js';
import { decideUserApproval, readUserApproval } from './user-approval.service.js';

/** The car-maker's approvals (users, addresses) and customer service's activation of users. */
export async function registerApprovalRoutes(app: FastifyInstance, deps: ApprovalsDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(clientConfirmationEndpoint),
    config: { access: requireRight(RIGHTS.approveUser) },
    handler: async (request) => readUserApproval(deps, request.query.token, request.language),
  });
  routes.route({
    ...routeOf(decideClientConfirmationEndpoint),
    config: { access: requireRight(RIGHTS.approveUser) },
    handler: async (request) => decideUserApproval(deps, request.body, request.auth!.userId),
  });
  routes.route({
    ...routeOf(clientAddressConfirmationEndpoint),
    config: { access: requireRight(RIGHTS.approveAddress) },
    handler: async (request) => readAddressApproval(deps, request.query.token, request.language),
  });
  routes.route({
    ...routeOf(decideClientAddressConfirmationEndpoint),
    config: { access: requireRight(RIGHTS.approveAddress) },
    handler: async (request) => decideAddressApproval(deps, request.body, request.auth!.userId),
  });
  routes.route({
    ...routeOf(backofficeUserListEndpoint),
    config: { access: requireRight(BACKOFFICE_RIGHTS.viewUsers) },
    handler: async (request) => listUsersInState(deps, request.query),
  });
  routes.route({
    ...routeOf(backofficeUserActivateEndpoint),
    config: { access: requireRight(BACKOFFICE_RIGHTS.changeUsers) },
    handler: async (request) => activateUser(deps, request.params.pk, request.auth!.userId),
  });
}
