import {
  distributionAddressListEndpoint,
  distributionHistoryEndpoint,
  RIGHTS,
  sendDistributionsEndpoint,
  spoolListEndpoint,
} from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../lib/endpoint-route.js';
import { handleIdempotentSend } from '../../../lib/idempotent-send.js';
import { requireRight } from '../../../plugins/access.js';
import { listDistributionAddresses } from './address-list.service.js';
import type { DistributionDeps } from './distribution-deps.js';
import { listDistributions } from './distribution-history.service.js';
import { sendDistributions } from './send-distributions.service.js';
import { listAvailableSpools } from './spool-list.service.js';

/** The address list and redistribution calls (accounts-and-site.md sections 2 and 4), right distribution.*. */
export async function registerDistributionRoutes(
  app: FastifyInstance,
  deps: DistributionDeps,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: requireRight(RIGHTS.distributionAny) };

  routes.route({
    ...routeOf(distributionAddressListEndpoint),
    config,
    handler: async (request) =>
      listDistributionAddresses(deps, request.auth!.companyId, request.query, request.language),
  });

  routes.route({
    ...routeOf(spoolListEndpoint),
    config,
    handler: async (request) => listAvailableSpools(deps, request.auth!.companyId, request.query),
  });

  routes.route({
    ...routeOf(sendDistributionsEndpoint),
    config,
    handler: handleIdempotentSend(deps, sendDistributions),
  });

  routes.route({
    ...routeOf(distributionHistoryEndpoint),
    config,
    handler: async (request) =>
      listDistributions(deps, request.auth!.companyId, request.query, request.language),
  });
}
