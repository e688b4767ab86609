import type { RouteAccess } from '../../src/plugins/access.js';

export type Observed = '401' | '403' | 'ok';
export type RouteRow = { method: string; path: string; access: string; expected: Record<string, Observed> };

/** The access column of a key-authenticated (integration) route: `API_KEY:<scope>`. */
export const API_KEY_ACCESS_PREFIX = 'API_KEY:';

/**
 * How a route's declared access is written in the table: PUBLIC, SIGNED_IN, the right pattern, or
 * API_KEY:<scope> for an integration route (no session reaches it: every role column is 401).
 */
export function describeAccess(access: RouteAccess): string {
  if ('public' in access) return 'PUBLIC';
  if ('apiKeyScope' in access) return `${API_KEY_ACCESS_PREFIX}${access.apiKeyScope}`;
  return access.right === '' ? 'SIGNED_IN' : access.right;
}

/** The rows of a whitespace-separated table whose first line names the columns. */
export function parseRouteTable(text: string): { roles: string[]; rows: RouteRow[] } {
  const [header, ...lines] = text
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/));
  const roles = header!.slice(3);
  const rows = lines.map(([method, path, access, ...observed]) => {
    if (observed.length !== roles.length) throw new Error(`Row ${method} ${path} has the wrong column count`);
    return {
      method: method!,
      path: path!,
      access: access!,
      expected: Object.fromEntries(roles.map((role, index) => [role, observed[index] as Observed])),
    };
  });
  return { roles, rows };
}

/** A URL that reaches the route: path parameters and wildcards filled with harmless values. */
export function concreteUrl(path: string): string {
  return path.replace(/:[a-z_]+/g, '1').replace(/\*$/, 'index.html');
}

/** What a role observes from a status: refused (401 or 403) or let through. */
export function observedOf(status: number): Observed {
  if (status === 401) return '401';
  if (status === 403) return '403';
  return 'ok';
}
