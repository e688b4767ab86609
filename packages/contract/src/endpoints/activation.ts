import {
  activationBodySchema,
  activationResultSchema,
  apiKeyCreateBodySchema,
  apiKeyCreatedSchema,
  apiKeyListSchema,
  apiKeyRevokeBodySchema,
  apiKeySchema,
} from '../schemas/activation.js';
import { pkParamsSchema } from '../schemas/primitives.js';
import { defineEndpoint } from './define.js';

/** The integration call (decision 172): authenticated by an API key, not a session. */
export const integrationActivationEndpoint = defineEndpoint({
  name: 'integration:api_label_activation',
  method: 'POST',
  path: '/integration/api/label_activation/',
  tags: ['integration'],
  summary:
    'Activates labels by label id, spool number or order id (at most 10,000 identifiers a call); idempotent. ' +
    'Authenticated by an API key of scope label_activation: `Authorization: Bearer <key>`; no session, no CSRF token.',
  body: activationBodySchema,
  reply: activationResultSchema,
  errors: [400, 401, 403, 429],
});

export const backofficeActivationEndpoint = defineEndpoint({
  name: 'backoffice:api_label_activation',
  method: 'POST',
  path: '/backoffice/api/label_activation/',
  tags: ['backoffice'],
  summary: 'Staff activation of labels by label id, spool number or order id (the integration call’s rules)',
  body: activationBodySchema,
  reply: activationResultSchema,
  errors: [400, 401, 403],
});

export const apiKeyListEndpoint = defineEndpoint({
  name: 'backoffice:api_api_key_list.get',
  method: 'GET',
  path: '/backoffice/api/api_keys/',
  tags: ['backoffice'],
  summary: 'The integration API keys, newest first (never the keys themselves)',
  reply: apiKeyListSchema,
  errors: [401, 403],
});

export const apiKeyCreateEndpoint = defineEndpoint({
  name: 'backoffice:api_api_key_list.post',
  method: 'POST',
  path: '/backoffice/api/api_keys/',
  tags: ['backoffice'],
  summary: 'Creates an integration API key; the answer carries the key, shown this once',
  body: apiKeyCreateBodySchema,
  reply: apiKeyCreatedSchema,
  status: 201,
  errors: [400, 401, 403],
});

export const apiKeyRevokeEndpoint = defineEndpoint({
  name: 'backoffice:api_api_key_revoke',
  method: 'POST',
  path: '/backoffice/api/api_keys/:pk/revoke/',
  tags: ['backoffice'],
  summary: 'Revokes an integration API key (at once, for good); `version` guards against a stale screen',
  params: pkParamsSchema,
  body: apiKeyRevokeBodySchema,
  reply: apiKeySchema,
  errors: [400, 401, 403, 404, 409],
});
