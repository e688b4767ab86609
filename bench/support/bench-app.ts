/**
 * The app the benchmarks call through `inject`, on the PostgreSQL database of DATABASE_URL:
 * the production configuration (replies as production writes them) with logging off, no web
 * files and no rate limit, and a sign-in as a demo user.
 */
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { migrateDatabase } from '../../apps/server/src/db/migrate.js';
import { isDatabaseEmpty, seedDemo } from '../../apps/server/src/seed/demo.js';

export async function openBenchApp({
  databaseHint,
  isPrepared = false,
  randomBytes,
  isPgliteAllowed = false,
}: {
  /** What DATABASE_URL must name, said when it is missing. */
  databaseHint: string;
  /** Migrate the database and fill an empty one with the demo first. */
  isPrepared?: boolean;
  /** The app's random source, when a bench must know the ids the app will make. */
  randomBytes?: (size: number) => Buffer;
  /** Without DATABASE_URL, run on PGlite in memory instead of stopping. */
  isPgliteAllowed?: boolean;
}) {
  if (!process.env.DATABASE_URL && !isPgliteAllowed) {
    process.stderr.write(`Set DATABASE_URL to ${databaseHint}\n`);
    process.exit(1);
  }
  // Without DATABASE_URL (benches that allow it): PGlite in memory, as `npm start` runs.
  const database = await openDatabase({ url: process.env.DATABASE_URL });
  if (isPrepared) {
    await migrateDatabase(database);
    if (await isDatabaseEmpty(database)) await seedDemo(database);
  }
  const config = loadConfig({
    ...process.env,
    // Production's reply path (fast-json-stringify alone): in test mode every reply is also
    // validated and written by zod and the two compared (decision 096), which doubles the cost of
    // a large reply such as 5,000 map buckets.
    NODE_ENV: 'production',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'bench-secret-0123456789abcdef0123456789',
  });
  const app = await buildApp({
    config,
    database,
    logger: false,
    rateLimitMax: 1_000_000,
    ...(randomBytes ? { randomBytes } : {}),
  });
  await app.ready();

  /** Signs a demo user in: the headers of their later calls (session cookie and CSRF token). */
  async function signIn(username: string, accountId: string) {
    const first = await app.inject({ method: 'GET', url: '/accounts/api/login/' });
    const csrf = first.cookies.find((cookie) => cookie.name === 'csrftoken')!.value;
    const login = await app.inject({
      method: 'POST',
      url: '/accounts/api/login/',
      headers: { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
      payload: { username, account_id: accountId, password: 'Demo-pass-1' },
    });
    const session = login.cookies.find((cookie) => cookie.name === 'sessionid')!.value;
    // The token is bound to the session: sign-in hands out a new one.
    const token = login.cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? csrf;
    return { cookie: `csrftoken=${token}; sessionid=${session}`, 'x-csrftoken': token };
  }

  return { app, database, signIn };
}

export type BenchApp = Awaited<ReturnType<typeof openBenchApp>>;
