import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';
import { rowsOf } from './raw-rows.js';

type PlaceholderValues = Record<string, unknown>;

/** What Drizzle's `.prepare(name)` answers, as far as a built query is taken from it. */
type DrizzlePrepared = {
  getQuery(): { sql: string; params: unknown[] };
  fields?: unknown;
  joinsNotNullableMap?: unknown;
  isResponseInArrayMode(): boolean;
};

type SessionOf = {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: unknown,
    name: string,
    isResponseInArrayMode: boolean,
  ): { joinsNotNullableMap?: unknown; execute(values: PlaceholderValues): Promise<unknown> };
};

type Built = {
  query: { sql: string; params: unknown[] };
  fields: unknown;
  joinsNotNullableMap: unknown;
  isResponseInArrayMode: boolean;
};

/**
 * A query built once per process, its values given as `sql.placeholder(...)` (decision 325).
 * Drizzle builds a query's SQL text and its column list on every call (a third of a history
 * request's CPU): here `build` runs on the first call only, and each later call hands the built
 * text, its parameters and its column mapping to the executor's session. That session may be the
 * pool or an open transaction, on postgres.js or PGlite, so a send's reads stay inside its
 * transaction. The text stays a named prepared statement per connection (prepared-statements.ts).
 */
export function prepareQuery<Result>(
  name: string,
  build: (db: Executor) => {
    prepare(name: string): { execute(values?: PlaceholderValues): Promise<Result> };
  },
): (executor: Executor, values?: PlaceholderValues) => Promise<Result> {
  let built: Built | undefined;
  return (executor, values = {}) => {
    if (!built) {
      const prepared = build(executor).prepare(name) as unknown as DrizzlePrepared;
      built = {
        query: prepared.getQuery(),
        fields: prepared.fields,
        joinsNotNullableMap: prepared.joinsNotNullableMap,
        isResponseInArrayMode: prepared.isResponseInArrayMode(),
      };
    }
    const session = executor._.session as unknown as SessionOf;
    const query = session.prepareQuery(built.query, built.fields, name, built.isResponseInArrayMode);
    query.joinsNotNullableMap = built.joinsNotNullableMap;
    return query.execute(values) as Promise<Result>;
  };
}

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A statement written in SQL (a multi-row insert from one JSON parameter, a lock), its text built
 * once per process like prepareQuery's; answers its rows as the database names them.
 */
export function prepareStatement<Row>(
  name: string,
  build: () => SQL,
): (executor: Executor, values?: PlaceholderValues) => Promise<Row[]> {
  let query: { sql: string; params: unknown[] } | undefined;
  return async (executor, values = {}) => {
    query ??= dialect.sqlToQuery(build());
    const session = executor._.session as unknown as SessionOf;
    return rowsOf<Row>(await session.prepareQuery(query, undefined, name, false).execute(values));
  };
}

/** A list of integers as one parameter (`= any(${...}::int[])`): one statement text for any length. */
export function intArrayOf(values: readonly number[]): string {
  return `{${values.map((value) => Math.trunc(value)).join(',')}}`;
}
