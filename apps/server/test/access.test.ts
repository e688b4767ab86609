import { describe, expect, it } from 'vitest';
import { buildTestApp, TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();

describe('route access declarations', () => {
  it('every API route declares what it requires', () => {
    const apiRoutes = context.app.routeAccess.filter((route) =>
      /^\/([a-z_]+\/api\/|healthz)/.test(route.url),
    );
    expect(apiRoutes.length).toBeGreaterThan(5);
    for (const route of apiRoutes) {
      expect(route.access, `${route.method} ${route.url}`).toBeDefined();
      expect('isLibrary' in route.access, `${route.method} ${route.url} relies on a default`).toBe(false);
    }
  });

  it('refuses to register a route without an access declaration', async () => {
    const fresh = await buildTestApp(context.database, { isReady: false });
    expect(() => fresh.get('/orders/api/undeclared/', async () => ({}))).toThrow(/declares no access/);
    await fresh.close();
  });
});

describe('guards', () => {
  it('answers 401 to a signed-in-only call without a session', async () => {
    const response = await new TestClient(context.app).get('/accounts/api/users/');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('NOT_AUTHENTICATED');
  });

  it('answers 403 to a supplier calling a route that needs another right', async () => {
    const client = new TestClient(context.app);
    await client.signIn('supplier@demo.example', '12345A0001');
    const response = await client.get('/backoffice/api/settings/');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'FORBIDDEN',
      errors: { detail: "You don't have sufficient rights to access this Content." },
    });
  });

  it('lets customer service (backoffice.*) read the settings', async () => {
    const client = new TestClient(context.app);
    await client.signIn('staff@demo.example', 'PROVIDER01');
    const response = await client.get('/backoffice/api/settings/');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((row: { key: string }) => row.key)).toContain('accounts.password_expiry_days');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await new TestClient(context.app).get('/orders/api/nothing-here/');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('GET /accounts/api/users/', () => {
  it('answers the current account first, with its company profile and addresses', async () => {
    const client = new TestClient(context.app);
    await client.signIn('pending@demo.example', 'T000000003');
    const response = await client.get('/accounts/api/users/');
    expect(response.statusCode).toBe(200);
    const [account] = response.json();
    expect(account.email).toBe('pending@demo.example');
    expect(account.company_profile.cofor10).toBe('T000000003');
    expect(account.company_profile.delivery_address.state).toBe('CLIENT_APPROVAL_REQUESTED');
    expect(account.company_profile.billing_address).not.toBeNull();
  });

  it('marks the blocked company with its reason', async () => {
    const client = new TestClient(context.app);
    await client.signIn('blocked@demo.example', '22345B0001');
    const [account] = (await client.get('/accounts/api/users/')).json();
    expect(account.company_profile.blocked_for_ordering).toBe(true);
    expect(account.company_profile.blocked_reasons).toContain('UNPAID_BILLS');
  });
});

describe('GET /accounts/api/countries/', () => {
  it('answers names in the request language, and Arabic with lang=ar', async () => {
    const client = new TestClient(context.app);
    const english = (await client.get('/accounts/api/countries/')).json();
    const french = (await client.get('/accounts/api/countries/', { 'accept-language': 'fr' })).json();
    const arabic = (await client.get('/accounts/api/countries/?lang=ar')).json();
    const find = (list: { code: string; name: string }[], code: string) =>
      list.find((c) => c.code === code)?.name;
    expect(find(english, 'DE')).toBe('Germany');
    expect(find(french, 'DE')).toBe('Allemagne');
    expect(find(arabic, 'DE')).toBe('ألمانيا');
    expect(english.length).toBeGreaterThan(240);
  });

  it('refuses an unknown lang with a field error', async () => {
    const response = await new TestClient(context.app).get('/accounts/api/countries/?lang=xx');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.lang).toBeDefined();
  });
});

describe('system', () => {
  it('GET /healthz checks the database', async () => {
    const response = await new TestClient(context.app).get('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('ok');
  });

  it('serves the OpenAPI document with the routes', async () => {
    const response = await new TestClient(context.app).get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/accounts/api/login/', '/accounts/api/users/', '/accounts/api/countries/']),
    );
  });

  it('sends security headers', async () => {
    const response = await new TestClient(context.app).get('/accounts/api/login/');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
