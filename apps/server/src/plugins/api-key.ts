import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The integration key a call was authenticated with (never the key itself). */
export type ApiKeyContext = { id: number; name: string; scope: string };

/**
 * The live key of a presented secret, or null when it is unknown or revoked; marks it used
 * (app.ts wires the activation module's).
 */
export type ResolveApiKey = (key: string) => Promise<ApiKeyContext | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The integration key of a call to a key-authenticated route, or null. */
    apiKey: ApiKeyContext | null;
  }
}

/** The longest secret looked up (a key is 46 characters); anything longer is not one of ours. */
const MAX_KEY_LENGTH = 200;

/** The key of an `Authorization: Bearer <key>` header, or null. */
export function bearerKeyOf(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const key = match?.[1];
  return key && key.length <= MAX_KEY_LENGTH ? key : null;
}

/**
 * Integration calls (decision 172) are authenticated by an API key in `Authorization: Bearer`,
 * never by a session: only routes that declare `requireApiKey(scope)` read the header; every other
 * route ignores it (so a key on a session route answers 401). The key is looked up by its hash;
 * it never reaches the logs (the request log writes method, path and status only).
 */
export const apiKeyPlugin = fp(
  async (app: FastifyInstance, options: { resolveApiKey: ResolveApiKey }) => {
    app.decorateRequest('apiKey', null);
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (!access || !('apiKeyScope' in access)) return;
      const key = bearerKeyOf(request.headers.authorization);
      if (key) request.apiKey = await options.resolveApiKey(key);
    });
  },
  { name: 'api-key', dependencies: ['request-context'] },
);
