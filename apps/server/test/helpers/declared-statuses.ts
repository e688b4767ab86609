import type { FastifyInstance } from 'fastify';

/** Replies whose status their route does not declare, collected over a test file. */
export const undeclaredReplies: string[] = [];

function isDeclared(response: Record<string, unknown>, status: number): boolean {
  const text = String(status);
  return (
    text in response || `${text[0]}XX` in response || `${text[0]}xx` in response || 'default' in response
  );
}

/**
 * Watches every reply of a test app: an API route's reply whose status is missing from the
 * route's response schemas (so from the OpenAPI document) is collected, and useTestApp fails the
 * file. Library routes (static files, the documentation viewer) and test-only routes without a
 * schema are left out.
 */
export function watchDeclaredStatuses(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const access = request.routeOptions.config?.access;
    const schema = request.routeOptions.schema as { response?: Record<string, unknown> } | undefined;
    const isLibrary = access && 'isLibrary' in access && access.isLibrary;
    if (!access || isLibrary || !schema) return payload;
    if (!isDeclared(schema.response ?? {}, reply.statusCode)) {
      undeclaredReplies.push(`${request.method} ${request.routeOptions.url} ${reply.statusCode}`);
    }
    return payload;
  });
}
