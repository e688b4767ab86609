import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, type SQL, sql } from 'drizzle-orm';
import { type PgDatabase, PgDialect, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { withPreparedStatements } from './prepared-statements.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type every repository works with, whichever driver runs underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database or an open transaction: repositories accept either. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Runs raw SQL (migrations' companions, bulk seed statements). */
  exec: (sqlText: string) => Promise<void>;
  /** Runs work that only one process may do at a time (migrations, first seed). */
  withStartupLock: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * Listens to a PostgreSQL NOTIFY channel (every process on the database hears what any process
   * sends, its own included). `onConnect` runs whenever the listening connection is (re)established:
   * what was sent while it was down is lost, so a cache listener drops everything then.
   */
  listen: (
    channel: string,
    onMessage: (payload: string) => void,
    onConnect?: () => void,
  ) => Promise<Unlisten>;
  close: () => Promise<void>;
};

export type Unlisten = () => Promise<void>;

/** Advisory lock key of the start-up work ("LBLP"). */
const STARTUP_LOCK_KEY = 0x4c424c50;

export type DatabaseOptions = {
  /** PostgreSQL connection string; without it PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; without it PGlite keeps everything in memory. */
  dataDir?: string | undefined;
  /**
   * A PGlite data folder dumped with dumpDataDir (a tarball) to start from instead of an empty
   * database: the API tests load a migrated and seeded one in each file.
   */
  loadDataDir?: Blob | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /** PostgreSQL application_name of the pool's connections (seen in pg_stat_activity). */
  applicationName?: string;
};

/**
 * Pool timings (seconds). A lost server must fail requests fast (503) rather than queue them: a
 * connection attempt gives up after 5 s; idle connections are closed after 20 s and every
 * connection is renewed after 30 minutes, so that no pool keeps sockets a restart or a failover
 * has already cut. The driver's own reconnect delay grows with every connection lost since the
 * last good one, up to 20 s: cutting a pool of 7 made the next requests wait that long. Here it
 * grows by 0.1 s per loss and stops at 1 s.
 */
const POOL_TIMINGS = {
  connect_timeout: 5,
  idle_timeout: 20,
  max_lifetime: 30 * 60,
  backoff: (retries: number) => Math.min(0.1 * retries, 1),
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const client = postgres(options.url, {
      max: options.maxConnections ?? 10,
      ...POOL_TIMINGS,
      connection: { application_name: options.applicationName ?? 'label-portal' },
      onnotice: () => {},
      // No array-type lookup on each new connection: the schema has no array columns, and a
      // connection cut during that lookup rejects a promise nobody handles (postgres.js 3.4.9),
      // which would end the process.
      fetch_types: false,
      // numeric and bigint stay strings/numbers as drizzle maps them; dates parsed by drizzle.
    });
    const db = drizzlePostgres(withPreparedStatements(client), {
      schema,
      casing: 'snake_case',
    }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      exec: async (sqlText) => {
        await client.unsafe(sqlText);
      },
      // The lock belongs to a transaction of its own, open while the work runs on the pool's other
      // connections (not client.reserve(): it never resolves on a fresh pool without fetch_types).
      withStartupLock: async (work) => {
        let result: Awaited<ReturnType<typeof work>> | undefined;
        await client.begin(async (lock) => {
          await lock`select pg_advisory_xact_lock(${STARTUP_LOCK_KEY})`;
          result = await work();
        });
        return result as Awaited<ReturnType<typeof work>>;
      },
      listen: async (channel, onMessage, onConnect) => {
        const { unlisten } = await client.listen(channel, onMessage, onConnect);
        return unlisten;
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    // PGlite's data folder belongs to one process: nothing to coordinate.
    withStartupLock: (work) => work(),
    listen: async (channel, onMessage, onConnect) => {
      const unlisten = await client.listen(channel, onMessage);
      onConnect?.();
      return unlisten;
    },
    close: () => client.close(),
  };
}

/** postgres.js' client (a tagged-template function with unsafe()), not PGlite's (an object). */
function postgresClientOf(db: Database): postgres.Sql | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return typeof client === 'function' && 'unsafe' in client ? (client as postgres.Sql) : undefined;
}

/**
 * Reads one query in batches of `batchSize` rows through a postgres.js cursor (one statement, one
 * portal, the next batch fetched when the consumer asks for it), or `undefined` on PGlite, whose
 * Drizzle driver has no cursor: callers then read keyset pages (decisions 222, 245).
 */
export function readByCursor<T>(db: Database, query: SQL, batchSize: number): AsyncIterable<T[]> | undefined {
  const client = postgresClientOf(db);
  if (!client) return undefined;
  const { sql: text, params } = new PgDialect({ casing: 'snake_case' }).sqlToQuery(query);
  return client.unsafe(text, params as postgres.ParameterOrJSON<never>[]).cursor(batchSize) as AsyncIterable<
    T[]
  >;
}

/**
 * Runs read queries whose best plan depends on the values asked (the statistics' filters and keyset
 * bounds) in one transaction planned for those values every time (decision 246). Every statement is
 * a named prepared statement (decision 096); after five runs PostgreSQL may switch it to a generic
 * plan built without the values, whose row estimates for several range and LIKE parameters are
 * near one: the registrations count with every filter then re-sorted the addresses once per
 * company (28 s instead of 36 ms). PGlite's driver sends unnamed statements, always planned with
 * their values: the work runs as it is there.
 */
export async function readWithCustomPlans<T>(db: Database, work: (tx: Executor) => Promise<T>): Promise<T> {
  if (!postgresClientOf(db)) return work(db);
  return db.transaction(async (tx) => {
    // No JIT either: a page reads a few hundred rows, yet a walk's cost estimate made PostgreSQL
    // compile its expressions first (58 ms of a page under load).
    await tx.execute(
      sql`select set_config('plan_cache_mode', 'force_custom_plan', true), set_config('jit', 'off', true)`,
    );
    return work(tx);
  });
}
