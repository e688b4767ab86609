import {
  type ApiKeyCreateBody,
  apiKeyCreateEndpoint,
  apiKeyListEndpoint,
  apiKeyRevokeEndpoint,
} from '@label-portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const API_KEYS_KEY = ['backoffice', 'api-keys'] as const;

/** GET backoffice:api_api_key_list: every key (a handful), newest first. */
export const apiKeysQueryOptions = queryOptions({
  queryKey: API_KEYS_KEY,
  queryFn: ({ signal }) => callEndpoint(apiKeyListEndpoint, { signal }),
});

/** POST backoffice:api_api_key_list: the answer carries the key, shown this once. */
export function createApiKey(body: ApiKeyCreateBody) {
  return callEndpoint(apiKeyCreateEndpoint, { body });
}

/** POST backoffice:api_api_key_revoke at the version the screen shows. */
export function revokeApiKey(pk: number, version: number) {
  return callEndpoint(apiKeyRevokeEndpoint, { params: { pk }, body: { version } });
}
