import {
  type API_KEY_SCOPES,
  apiKeyCreateEndpoint,
  apiKeyListEndpoint,
  apiKeyRevokeEndpoint,
  BACKOFFICE_RIGHTS,
  backofficeActivationEndpoint,
  integrationActivationEndpoint,
} from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../lib/endpoint-route.js';
import { requireApiKey, requireRight } from '../../../plugins/access.js';
import { type ActivationDeps, activate } from './activation.service.js';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.js';

const LABEL_ACTIVATION_SCOPE: (typeof API_KEY_SCOPES)[number] = 'label_activation';

/**
 * Label activation: the integration call (API key of scope label_activation, decision 172), the
 * staff action, and the staff screens that create and revoke the keys.
 */
export async function registerActivationRoutes(app: FastifyInstance, deps: ActivationDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(integrationActivationEndpoint),
    config: { access: requireApiKey(LABEL_ACTIVATION_SCOPE) },
    handler: async (request) => {
      const key = request.apiKey!;
      return activate(deps, { kind: 'api_key', apiKeyId: key.id, label: key.name }, request.body);
    },
  });

  routes.route({
    ...routeOf(backofficeActivationEndpoint),
    config: { access: requireRight(BACKOFFICE_RIGHTS.activateLabels) },
    handler: async (request) => activate(deps, { kind: 'user', userId: request.auth!.userId }, request.body),
  });

  routes.route({
    ...routeOf(apiKeyListEndpoint),
    config: { access: requireRight(BACKOFFICE_RIGHTS.viewApiKeys) },
    handler: async () => listApiKeys(deps),
  });

  routes.route({
    ...routeOf(apiKeyCreateEndpoint),
    config: { access: requireRight(BACKOFFICE_RIGHTS.changeApiKeys) },
    handler: async (request, reply) => {
      const created = await createApiKey(deps, request.auth!.userId, request.body);
      return reply.status(201).send(created);
    },
  });

  routes.route({
    ...routeOf(apiKeyRevokeEndpoint),
    config: { access: requireRight(BACKOFFICE_RIGHTS.changeApiKeys) },
    handler: async (request) => revokeApiKey(deps, request.auth!.userId, request.params.pk, request.body),
  });
}
