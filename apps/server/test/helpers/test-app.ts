import { readFileSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { type AppOptions, buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';
import { migrateDatabase } from '../../src/db/migrate.js';
import { isDatabaseEmpty, seedDemo } from '../../src/seed/demo.js';
import { undeclaredReplies, watchDeclaredStatuses } from './declared-statuses.js';

export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';
export const DEMO_PASSWORD = 'Demo-pass-1';

let pgliteSnapshot: Blob | undefined;

/** The run's migrated and seeded PGlite data folder (test/setup/global-setup.ts), read once per file. */
function loadPgliteSnapshot(): Blob | undefined {
  const path = inject('apiPgliteSnapshot');
  if (!path) return undefined;
  pgliteSnapshot ??= new Blob([readFileSync(path)]);
  return pgliteSnapshot;
}

/**
 * A database for API tests: the PostgreSQL of DATABASE_URL when set (the file's own copy of the
 * run's seeded template, test/setup/file-database.ts), otherwise a fresh in-memory PGlite loaded
 * from the run's seeded snapshot. Migrated and filled with the demo data when empty.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  const handle = await openDatabase(
    url ? { url, maxConnections: 5 } : { loadDataDir: loadPgliteSnapshot(), maxConnections: 5 },
  );
  await migrateDatabase(handle);
  if (await isDatabaseEmpty(handle)) await seedDemo(handle);
  return handle;
}

export async function buildTestApp(
  database: DatabaseHandle,
  {
    isReady = true,
    ...overrides
  }: Pick<
    AppOptions,
    | 'rateLimitMax'
    | 'now'
    | 'randomBytes'
    | 'sessionPurgeIntervalMs'
    | 'sharedRateLimit'
    | 'sessionCacheTtlMs'
  > & {
    isReady?: boolean;
  } = {},
) {
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: TEST_SECRET,
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    PUBLIC_URL: 'http://localhost:3000',
  });
  const app = await buildApp({ config, database, logger: false, ...overrides });
  watchDeclaredStatuses(app);
  if (isReady) await app.ready();
  return app;
}

/** A browser-like client: keeps cookies, sends the CSRF header, picks its own client address. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly remoteAddress = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  ) {}

  async request(
    method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options: { body?: unknown; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<LightMyRequestResponse> {
    const isUnsafe = method !== 'GET' && method !== 'HEAD';
    const headers: Record<string, string> = { ...options.headers };
    const csrf = this.cookies.get('csrftoken');
    if (isUnsafe && options.csrf !== false && csrf) headers['x-csrftoken'] = csrf;
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const response = await this.app.inject({
      method,
      url,
      headers,
      remoteAddress: this.remoteAddress,
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    // What the call does after its reply (a registration's writes, a reset mail: decision 293) is
    // done before the test reads the database.
    await this.app.deferredWork.idle();
    for (const cookie of response.cookies) {
      const isCleared = cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (isCleared) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, headers ? { headers } : {});
  }

  post(url: string, body?: unknown, options: { csrf?: boolean; headers?: Record<string, string> } = {}) {
    return this.request('POST', url, { body: body ?? {}, ...options });
  }

  /** Fetches the CSRF cookie, then signs in. */
  async signIn(username: string, accountId: string, password = DEMO_PASSWORD) {
    await this.get('/accounts/api/login/');
    return this.post('/accounts/api/login/', { username, account_id: accountId, password });
  }
}

export type TestContext = { database: DatabaseHandle; app: FastifyInstance };

/** Opens the test database and builds the app before the file's tests; closes both after them. */
export function useTestApp(): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await openTestDatabase();
    context.app = await buildTestApp(context.database);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
    // Every status a route answered in this file is declared in its OpenAPI responses.
    expect([...new Set(undeclaredReplies)]).toEqual([]);
  });
  return context;
}

/** A new client signed in as the given demo user. */
export async function signedInClient(app: FastifyInstance, email: string, accountId: string) {
  const client = new TestClient(app);
  await client.signIn(email, accountId);
  return client;
}
