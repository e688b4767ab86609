import { describe, expect, it } from 'vitest';
import { undeclaredReplies } from './helpers/declared-statuses.js';
import { buildTestApp, signedInClient, TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();

type Operation = {
  responses: Record<string, unknown>;
  parameters?: { name: string; in: string; required?: boolean; schema: { type?: string } }[];
};

async function operations() {
  const document = (await context.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const found: { method: string; path: string; operation: Operation }[] = [];
  for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, Operation>>)) {
    for (const [method, operation] of Object.entries(methods)) {
      found.push({ method: method.toUpperCase(), path, operation });
    }
  }
  return found;
}

/** What the plugins can answer on any route, by kind of route (the test's own list). */
function expectedStatuses(method: string, path: string, isPublic: boolean): string[] {
  const statuses = ['400', '429', '431', '500'];
  if (!isPublic) statuses.push('401', '403');
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) statuses.push('403', '413', '415');
  if (path.includes('{')) statuses.push('414');
  return statuses;
}

describe('the OpenAPI document', () => {
  it('declares on every route the statuses the server can send there', async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(15);
    for (const { method, path, operation } of all) {
      const route = context.app.routeAccess.find(
        (entry) => entry.method === method && entry.url === path.replace(/\{(\w+)\}/g, ':$1'),
      );
      expect(route, `${method} ${path}`).toBeDefined();
      const isPublic = 'public' in route!.access;
      for (const status of expectedStatuses(method, path, isPublic)) {
        expect(Object.keys(operation.responses), `${method} ${path}`).toContain(status);
      }
    }
  });

  it('declares the X-CSRFToken header on every unsafe route, and only there', async () => {
    for (const { method, path, operation } of await operations()) {
      const header = operation.parameters?.find((parameter) => parameter.name === 'x-csrftoken');
      if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) {
        expect(header, `${method} ${path}`).toMatchObject({ in: 'header', required: true });
      } else {
        expect(header, `${method} ${path}`).toBeUndefined();
      }
    }
  });

  it('declares ids and whole numbers in paths and query strings as integers', async () => {
    const all = await operations();
    const order = all.find((each) => each.method === 'GET' && each.path === '/orders/api/orders/{pk}')!;
    expect(order.operation.parameters?.find((p) => p.name === 'pk')?.schema.type).toBe('integer');
    const list = all.find((each) => each.method === 'GET' && each.path === '/orders/api/orders/')!;
    for (const name of ['limit', 'offset']) {
      expect(list.operation.parameters?.find((p) => p.name === name)?.schema.type).toBe('integer');
    }
  });
});

describe('replies of the machinery are declared (checked on every reply by the test helpers)', () => {
  it('401, 403, 400, 413, 415, 404 on the order routes', async () => {
    const anonymous = new TestClient(context.app);
    await anonymous.get('/accounts/api/login/');
    expect((await anonymous.get('/orders/api/orders/')).statusCode).toBe(401);
    expect((await anonymous.request('PATCH', '/orders/api/orders/1', { body: {} })).statusCode).toBe(401);
    const analyst = await signedInClient(context.app, 'analyst@demo.example', 'CARMAKER01');
    expect((await analyst.get('/orders/api/products/')).statusCode).toBe(403);
    const supplier = await signedInClient(context.app, 'supplier@demo.example', '12345A0001');
    expect((await supplier.post('/orders/api/order_draft/', {}, { csrf: false })).statusCode).toBe(403);
    expect((await supplier.get('/orders/api/orders/?limit=0x10')).statusCode).toBe(400);
    expect((await supplier.get('/orders/api/orders/999999')).statusCode).toBe(404);
    const huge = await supplier.request('POST', '/orders/api/order_draft/', {
      body: { order_positions: [], padding: 'x'.repeat(11 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    const text = await supplier.request('POST', '/orders/api/order_draft/', {
      body: 'plain',
      headers: { 'content-type': 'application/xml' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('VALIDATION_FAILED');
    expect(undeclaredReplies).toEqual([]);
  });

  it('429 from the rate limit', async () => {
    const limited = await buildTestApp(context.database, { rateLimitMax: 2 });
    try {
      const client = new TestClient(limited);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        statuses.push((await client.get('/accounts/api/session_status/')).statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      expect(undeclaredReplies).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});
