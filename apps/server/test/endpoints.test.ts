import { ENDPOINTS, type Endpoint } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.js';

const context = useTestApp();

type Operation = { operationId?: string; responses?: Record<string, unknown> };

/** The OpenAPI operations by "METHOD path" (path in Fastify's :name form). */
function operations(): Map<string, Operation> {
  const document = context.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const found = new Map<string, Operation>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      found.set(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`, operation);
    }
  }
  return found;
}

const keyOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/** The routes the modules register: every route with its access, minus libraries' and HEAD copies. */
function moduleRoutes(): string[] {
  return context.app.routeAccess
    .filter((route) => route.method !== 'HEAD' && !('isLibrary' in route.access))
    .map((route) => `${route.method} ${route.url}`);
}

describe('endpoint descriptors and server routes', () => {
  it('registers every route of the modules from a descriptor of the contract, once', () => {
    const routes = moduleRoutes();
    const described = new Set(ENDPOINTS.map(keyOf));
    expect(routes.filter((route) => !described.has(route))).toEqual([]);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('registers every descriptor', () => {
    const routes = new Set(moduleRoutes());
    expect(ENDPOINTS.map(keyOf).filter((key) => !routes.has(key))).toEqual([]);
  });

  it("takes each route's schema from its descriptor (operation id, statuses)", () => {
    const found = operations();
    for (const endpoint of ENDPOINTS) {
      const operation = found.get(keyOf(endpoint));
      expect(operation?.operationId, keyOf(endpoint)).toBe(endpoint.name);
      const statuses = [endpoint.status ?? 200, ...(endpoint.errors ?? [])].map(String);
      expect(Object.keys(operation?.responses ?? {}), endpoint.name).toEqual(
        expect.arrayContaining(statuses),
      );
    }
  });
});
