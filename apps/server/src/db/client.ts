import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, type SQL, sql } from 'drizzle-orm';
import { type PgDatabase, PgDialect, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { inlineParams } from './inline-params.js';
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
  /**
   * PGlite only (one process owns its data): how many statements other than reads, and
   * transactions, this process has run. While it stands still, nothing in the database has
   * changed. Undefined on PostgreSQL, where other processes write too.
   */
  localWrites?: () => number;
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

/**
 * Per pool (the client Drizzle holds): how to open a connection of its own for one COPY out. A
 * pooled connection can stay stuck after a COPY out: when CopyData fills the stream and CopyDone
 * comes in the same chunk, postgres.js 3.4 leaves its socket paused, and the next query on that
 * connection waits for ever with its answer unread (porsager/postgres#499, the fix in #1016 is
 * not released). It hung the query after a download in the API tests.
 */
const copyConnections = new WeakMap<object, () => postgres.Sql>();

/**
 * A connection string as postgres.js takes it. libpq names a Unix socket's directory in the URL
 * (`postgres://user@/db?host=/var/run/postgresql`); postgres.js would send that `host` to the
 * server as a startup parameter, which refuses it. A `host` parameter that is a directory becomes
 * postgres.js's socket `path` (`<directory>/.s.PGSQL.<port>`) instead (decision 325).
 */
export function postgresTargetOf(url: string): { url: string; path?: string } {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return { url };
  const params = new URLSearchParams(url.slice(queryAt + 1));
  const host = params.get('host');
  // scheme, user and password; host; port; the rest (the database)
  const parts = /^([a-z]+:\/\/(?:[^@/]*@)?)([^/:]*)(?::(\d+))?(.*)$/.exec(url.slice(0, queryAt));
  if (!host?.startsWith('/') || !parts) return { url };
  params.delete('host');
  const [, prefix, hostname, port, rest] = parts;
  // postgres.js wants a host in the URL even when it connects through the socket.
  const base = `${prefix}${hostname || 'localhost'}${port ? `:${port}` : ''}${rest}`;
  const query = params.toString();
  return {
    url: query ? `${base}?${query}` : base,
    path: `${host.replace(/\/+$/, '')}/.s.PGSQL.${port ?? '5432'}`,
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const { url, path } = postgresTargetOf(options.url);
    const socket = path ? { path } : {};
    const applicationName = options.applicationName ?? 'label-portal';
    const client = postgres(url, {
      ...socket,
      max: options.maxConnections ?? 10,
      ...POOL_TIMINGS,
      connection: { application_name: applicationName },
      onnotice: () => {},
      // No array-type lookup on each new connection: the schema has no array columns, and a
      // connection cut during that lookup rejects a promise nobody handles (postgres.js 3.4.9),
      // which would end the process.
      fetch_types: false,
      // numeric and bigint stay strings/numbers as drizzle maps them; dates parsed by drizzle.
    });
    const pooled = withPreparedStatements(client);
    copyConnections.set(pooled, () =>
      postgres(url, {
        ...socket,
        max: 1,
        ...POOL_TIMINGS,
        connection: { application_name: `${applicationName} copy` },
        onnotice: () => {},
        fetch_types: false,
      }),
    );
    const db = drizzlePostgres(pooled, {
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
  const counted = countingWrites(client);
  const db = drizzlePglite({
    client: counted.client,
    schema,
    casing: 'snake_case',
  }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    localWrites: counted.writes,
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

const READ_STATEMENT = /^\s*select\b/i;

/**
 * PGlite as Drizzle sees it, counting every statement that is not a plain select and every
 * transaction when it ends (its commit or rollback), in transactions too.
 */
function countingWrites(client: PGlite): { client: PGlite; writes: () => number } {
  let writes = 0;
  const counting = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, property, receiver) {
        const value = Reflect.get(object, property, receiver);
        if (typeof value !== 'function') return value;
        if (property === 'query' || property === 'exec') {
          return (text: string, ...rest: unknown[]) => {
            if (!READ_STATEMENT.test(text)) writes += 1;
            return value.call(object, text, ...rest);
          };
        }
        if (property === 'transaction') {
          return async (work: (tx: object) => Promise<unknown>) => {
            try {
              return await value.call(object, (tx: object) => work(counting(tx)));
            } finally {
              writes += 1;
            }
          };
        }
        return value.bind(object);
      },
    });
  return { client: counting(client), writes: () => writes };
}

/**
 * postgres.js' client (a tagged-template function with unsafe()), not PGlite's (an object): the
 * pool's for a database, the transaction's own for an open transaction (Drizzle's session holds it).
 */
function postgresClientOf(db: Executor): postgres.Sql | undefined {
  const holder = db as unknown as { $client?: unknown; session?: { client?: unknown } };
  const client = holder.$client ?? holder.session?.client;
  return typeof client === 'function' && 'unsafe' in client ? (client as postgres.Sql) : undefined;
}

/**
 * Reads one query in batches of `batchSize` rows through a postgres.js cursor (one statement, one
 * portal, the next batch fetched when the consumer asks for it), or `undefined` on PGlite, whose
 * Drizzle driver has no cursor: callers then read keyset pages (decisions 222, 245). Given an open
 * transaction, the cursor reads in it (its snapshot, `readInSnapshot`). `rows: 'arrays'` gives each
 * row as an array of its columns in the statement's order: no object per row (decision 326).
 */
export function readByCursor<T>(
  db: Executor,
  query: SQL,
  batchSize: number,
  rows: 'objects' | 'arrays' = 'objects',
): AsyncIterable<T[]> | undefined {
  const client = postgresClientOf(db);
  if (!client) return undefined;
  const { sql: text, params } = new PgDialect({ casing: 'snake_case' }).sqlToQuery(query);
  const statement = client.unsafe(text, params as postgres.ParameterOrJSON<never>[]);
  return (rows === 'arrays' ? statement.values() : statement).cursor(batchSize) as AsyncIterable<T[]>;
}

/** Whether the database reads by cursor (PostgreSQL; not PGlite): readByCursor gives a cursor. */
export function hasCursors(db: Executor): boolean {
  return postgresClientOf(db) !== undefined;
}

/**
 * Runs `work` in one REPEATABLE READ READ ONLY transaction (decision 326): every statement of it,
 * a cursor's batches and keyset pages included, reads the same snapshot, so an export read in many
 * statements is still one consistent state of the data. On PostgreSQL the transaction holds one
 * pooled connection while it runs; on PGlite (one session) every other query of the process waits
 * for it, as for any PGlite transaction.
 */
export function readInSnapshot<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(work, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/**
 * Runs `query` as COPY (…) TO STDOUT in CSV format with `;` (decision 257): the database writes
 * every line, quoting cells as RFC 4180 says, and may read with parallel workers, which a cursor
 * cannot. COPY takes no parameters: they are written into the text as literals (`inlineParams`).
 * `undefined` on PGlite. `cancel` stops the statement (a download cancelled half-way).
 */
export async function copyCsvOut(
  db: Database,
  query: SQL,
): Promise<{ stream: Readable; cancel: () => void } | undefined> {
  const client = postgresClientOf(db);
  if (!client) return undefined;
  const { sql: text, params } = new PgDialect({ casing: 'snake_case' }).sqlToQuery(query);
  // The statement is named by a comment of its own, so a cancel reaches it and nothing else: the
  // driver's cancel() does not reach a COPY that is streaming (postgres.js 3.4), and reserving a
  // connection for it can wait for ever when the pool has none open.
  const tag = `/* label-portal copy ${randomUUID()} */`;
  // A connection of its own, closed when the stream closes (see copyConnections).
  const copyClient = copyConnections.get(client)?.() ?? client;
  const closeCopyClient = () => {
    if (copyClient !== client) copyClient.end({ timeout: 0 }).catch(() => {});
  };
  let stream: Readable;
  try {
    stream = await copyClient
      .unsafe(`${tag} copy (${inlineParams(text, params)}) to stdout with (format csv, delimiter ';')`)
      .readable();
  } catch (error) {
    closeCopyClient();
    throw error;
  }
  let isOver = false;
  stream.once('close', () => {
    isOver = true;
    closeCopyClient();
  });
  const cancel = () => {
    if (isOver) return;
    // On the pool: the COPY's own connection is busy streaming.
    client`select pg_cancel_backend(pid) from pg_stat_activity
      where state = 'active' and starts_with(query, ${tag})`.catch(() => {});
  };
  return { stream, cancel };
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
    // compile its expressions first (58 ms of a page under load). 32 MB of work memory per sort or
    // hash (the default is 4 MB): the Paris map's 68,000 cell rows were sorted on disk and grouped
    // in 196 ms, and are hashed in memory in 90-130 ms (decision 274).
    await tx.execute(
      sql`select set_config('plan_cache_mode', 'force_custom_plan', true), set_config('jit', 'off', true),
        set_config('work_mem', '32MB', true)`,
    );
    return work(tx);
  });
}
