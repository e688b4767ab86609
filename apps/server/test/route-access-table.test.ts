import { hasRight } from '@label-portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { GROUP_DEFINITIONS } from '../src/seed/demo-access.js';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts.js';
import {
  API_KEY_ACCESS_PREFIX,
  concreteUrl,
  describeAccess,
  type Observed,
  observedOf,
  parseRouteTable,
} from './helpers/route-table.js';
import { signedInClient, TestClient, useTestApp } from './helpers/test-app.js';
import { GROUP_RIGHTS, ROUTE_ACCESS_TABLE } from './route-access-table.js';

const context = useTestApp();
const { roles, rows } = parseRouteTable(ROUTE_ACCESS_TABLE);
const GROUPS = GROUP_DEFINITIONS.map((group) => group.name);

function demoAccountOf(group: string) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.group === group);
  if (!account) throw new Error(`No demo account in group ${group}`);
  return account;
}

async function clientOf(role: string): Promise<TestClient> {
  if (role === 'anonymous') {
    const client = new TestClient(context.app);
    await client.get('/accounts/api/login/');
    return client;
  }
  const account = demoAccountOf(role);
  return signedInClient(context.app, account.email, account.accountId);
}

describe('route × role table', () => {
  const clients = new Map<string, TestClient>();
  let labelActivationKey = '';
  beforeAll(async () => {
    for (const role of roles) clients.set(role, await clientOf(role));
    const staff = clients.get('provider_staff')!;
    const created = await staff.post('/backoffice/api/api_keys/', {
      name: 'route table',
      scope: 'label_activation',
    });
    labelActivationKey = created.json().key;
  });

  it('has a column for anonymous and for every demo group, and the rights of each group', () => {
    expect(roles).toEqual(['anonymous', ...GROUPS]);
    expect(Object.keys(GROUP_RIGHTS).sort()).toEqual([...GROUPS].sort());
  });

  it('lists every registered route with the access it declares, and nothing more', () => {
    const registered = context.app.routeAccess
      .map((route) => `${route.method} ${route.url} ${describeAccess(route.access)}`)
      .sort();
    const committed = rows.map((row) => `${row.method} ${row.path} ${row.access}`).sort();
    expect(registered).toEqual(committed);
  });

  it('agrees with itself: each column follows from the required access and the group rights', () => {
    for (const row of rows) {
      const derived = Object.fromEntries(
        roles.map((role): [string, Observed] => {
          if (row.access === 'PUBLIC') return [role, 'ok'];
          // An integration route takes no session: every role is 401 without the key.
          if (role === 'anonymous' || row.access.startsWith(API_KEY_ACCESS_PREFIX)) return [role, '401'];
          const required = row.access === 'SIGNED_IN' ? '' : row.access;
          return [role, hasRight(GROUP_RIGHTS[role]!, required) ? 'ok' : '403'];
        }),
      );
      expect(row.expected, `${row.method} ${row.path}`).toEqual(derived);
    }
  });

  it.each(DEMO_ACCOUNTS.map((account) => [account.email, account]))(
    '%s signs in with exactly the rights of its group',
    async (_email, account) => {
      const client = new TestClient(context.app);
      const response = await client.signIn(account.email, account.accountId);
      expect(response.statusCode).toBe(200);
      expect([...response.json().permissions].sort()).toEqual(GROUP_RIGHTS[account.group]);
    },
  );

  it.each(rows.map((row) => [`${row.method} ${row.path}`, row]))(
    '%s answers each role as the table says',
    async (_name, row) => {
      const observed: Record<string, Observed> = {};
      for (const role of roles) {
        // Signing out ends the session: that route gets a session of its own.
        const client = row.path.endsWith('/logout/') ? await clientOf(role) : clients.get(role)!;
        const method = row.method as 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
        const response = await client.request(method, concreteUrl(row.path), {
          ...(method === 'GET' || method === 'HEAD' ? {} : { body: {} }),
        });
        expect(response.statusCode, `${role}: ${response.body}`).toBeLessThan(500);
        observed[role] = observedOf(response.statusCode);
        if (method !== 'HEAD' && observed[role] !== 'ok') {
          expect(response.json(), role).toEqual({
            code: observed[role] === '401' ? 'NOT_AUTHENTICATED' : 'FORBIDDEN',
            errors: {
              detail:
                observed[role] === '401'
                  ? 'Authentication credentials were not provided.'
                  : "You don't have sufficient rights to access this Content.",
            },
          });
        }
      }
      expect(observed).toEqual(row.expected);
    },
  );

  it.each(rows.map((row) => [`${row.method} ${row.path}`, row]))(
    "%s with an API key (label_activation) and no session: only its integration route lets it in, another scope's refuses it",
    async (_name, row) => {
      // Like the anonymous column: no session, the CSRF cookie of a first visit.
      const client = await clientOf('anonymous');
      const headers = { authorization: `Bearer ${labelActivationKey}` };
      const method = row.method as 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
      const response = await client.request(method, concreteUrl(row.path), {
        headers,
        ...(method === 'GET' || method === 'HEAD' ? {} : { body: {} }),
      });
      expect(response.statusCode, response.body).toBeLessThan(500);
      // Its own integration route lets it in; another scope's answers 403 (decision 253).
      const expected =
        row.access === `${API_KEY_ACCESS_PREFIX}label_activation`
          ? 'ok'
          : row.access.startsWith(API_KEY_ACCESS_PREFIX)
            ? '403'
            : row.expected.anonymous;
      expect(observedOf(response.statusCode)).toBe(expected);
    },
  );
});
