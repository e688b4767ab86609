// The benchmark database: created and seeded with the large set when missing, then kept; and the
// checks the run makes in it afterwards (one order per Idempotency-Key).
import { join } from 'node:path';
import postgres from 'postgres';
import { ROOT } from '../../scripts/lib.mjs';
import { startProcess } from './processes.mjs';

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/label_portal_bench';
/** Fewer companies than this: the large set is not (fully) there. */
const LARGE_SET_COMPANIES = 10_000;

function databaseNameOf(url) {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`unexpected database name in ${url}: use [A-Za-z0-9_]`);
  return name;
}

function connect(url) {
  return postgres(url, { max: 1, onnotice: () => {} });
}

/** Runs the seed CLI (apps/server/src/seed/cli.ts) with `args`; answers the seconds it took. */
export async function runSeed(args, env) {
  const started = performance.now();
  const handle = startProcess('npx', ['tsx', 'src/seed/cli.ts', ...args], {
    cwd: join(ROOT, 'apps/server'),
    env: { ...process.env, ...env },
    output: 'inherit',
  });
  const exit = await handle.exited;
  if (exit !== 0) throw new Error(`the seed CLI (${args.join(' ')}) exited with ${exit}`);
  return (performance.now() - started) / 1000;
}

async function countCompanies(url) {
  const sql = connect(url);
  try {
    const [{ table }] = await sql`select to_regclass('public.companies')::text as table`;
    if (!table) return 0;
    const [{ count }] = await sql`select count(*)::int as count from companies`;
    return count;
  } finally {
    await sql.end();
  }
}

/**
 * Makes sure `url` holds the large set: creates the database when it is missing and seeds it when
 * it is empty (2 to 4 minutes). A database holding some data but fewer than 10,000 companies is
 * rebuilt only with `reseed` (the seed CLI's --reset). The database is kept afterwards.
 */
export async function ensureBenchDatabase(url, { reseed, log }) {
  const name = databaseNameOf(url);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = connect(adminUrl.toString());
  try {
    const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!exists) {
      log(`Creating database ${name}…`);
      await admin.unsafe(`create database "${name}"`);
    }
  } finally {
    await admin.end();
  }
  const companies = await countCompanies(url);
  if (companies >= LARGE_SET_COMPANIES && !reseed) {
    log(`Database ${name}: ${companies.toLocaleString('en')} companies, large set present`);
    return { seededSeconds: undefined };
  }
  if (companies > 0 && !reseed) {
    throw new Error(
      `Database ${name} holds ${companies} companies, fewer than the large set's ${LARGE_SET_COMPANIES}: ` +
        'run again with --reseed to rebuild it (drops its schemas), or point BENCH_DATABASE_URL elsewhere',
    );
  }
  log(`Seeding the large set into ${name} (10,000 companies, 1,000,000 orders; 2 to 4 minutes)…`);
  // No label scans: no scenario reads them, and 10,000,000 of them take hours to seed.
  const seconds = await runSeed(['--size', 'large', '--scans', '0', ...(reseed ? ['--reset'] : [])], {
    DATABASE_URL: url,
  });
  log(`Seeded in ${seconds.toFixed(0)} s. The database is kept for the next runs; drop it with`);
  log(`  psql -h ${new URL(url).hostname} -U postgres -c 'drop database ${name}'`);
  return { seededSeconds: seconds };
}

/** A connection for the checks: PostgreSQL at `url`, or PGlite in `dataDir` (server stopped). */
export async function openCheckDatabase({ url, dataDir }) {
  if (url) {
    const sql = connect(url);
    return { query: (text, params = []) => sql.unsafe(text, params), close: () => sql.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(dataDir);
  return {
    query: async (text, params = []) => (await db.query(text, params)).rows,
    close: () => db.close(),
  };
}

/** PostgreSQL's version (server_version), e.g. "15.20 (Debian 15.20-0+deb12u1)". */
export async function readServerVersion(database) {
  const [row] = await database.query('show server_version');
  return row.server_version;
}

/** Orders of the company of the user with this e-mail. */
export async function countCompanyOrders(database, email) {
  const [row] = await database.query(
    'select count(*)::int as count from orders where company_id = (select company_id from users where email = $1)',
    [email],
  );
  return row.count;
}

/**
 * The idempotency check after a run: keys with more than one order (any key of any user, and
 * this run's keys), and how many orders this run's keys made.
 */
export async function checkIdempotency(database, keyPrefix) {
  const [duplicates] = await database.query(
    `select count(*)::int as keys, coalesce(sum(orders), 0)::int as orders from (
       select count(*) as orders from orders where idempotency_key is not null
       group by user_id, idempotency_key having count(*) > 1) as duplicated`,
  );
  const [run] = await database.query(
    `select count(*)::int as orders, count(distinct idempotency_key)::int as keys
       from orders where idempotency_key like $1`,
    [`${keyPrefix}-%`],
  );
  return { duplicatedKeys: duplicates.keys, runOrders: run.orders, runKeys: run.keys };
}

/** Orders made with one key. */
export async function countOrdersWithKey(database, key) {
  const [row] = await database.query('select count(*)::int as count from orders where idempotency_key = $1', [
    key,
  ]);
  return row.count;
}

/**
 * Suppliers of the large set that may order (not blocked, an approved delivery address, not
 * forced to their own transport), first companies first: the order send runs as one of them, so
 * that the demo supplier's history page stays the same from run to run.
 */
export async function findSendingSuppliers(database) {
  return database.query(
    `select u.email as username, c.cofor10 as account_id from users u join companies c on c.id = u.company_id
      where c.cofor10 like 'L%' and not c.blocked_for_ordering and not c.blocked_completely
        and c.transport_restriction <> 'TRANSPORT_CUSTOMER' and u.is_active and u.state = 'APPROVED'
        and exists (select 1 from addresses a
                     where a.company_id = c.id and a.category = 'DELIVERY' and a.state = 'APPROVED')
      order by c.id, u.id limit 5`,
  );
}
