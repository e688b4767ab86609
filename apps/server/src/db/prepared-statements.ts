import type postgres from 'postgres';

type UnsafeOptions = { prepare?: boolean } | undefined;

/**
 * The postgres.js client as Drizzle should see it: every query a named prepared statement, kept
 * per connection by its text (decision 096). Drizzle asks for unnamed statements unless a query is
 * built with `.prepare(name)`, so PostgreSQL parsed and planned each query again on every request.
 * Transactions and savepoints hand their own client to Drizzle: it gets the same treatment.
 */
export function withPreparedStatements(client: postgres.Sql): postgres.Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (query: string, parameters?: unknown[], options?: UnsafeOptions) =>
          target.unsafe(query, parameters as postgres.ParameterOrJSON<never>[], {
            ...options,
            prepare: true,
          });
      }
      if (property === 'begin' || property === 'savepoint') {
        const open = Reflect.get(target, property, receiver) as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => {
          const work = args.pop() as (transaction: postgres.Sql) => unknown;
          return open.call(target, ...args, (transaction: postgres.Sql) =>
            work(withPreparedStatements(transaction)),
          );
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}
