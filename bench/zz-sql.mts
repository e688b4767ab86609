import { PgDialect } from 'drizzle-orm/pg-core';
import { readCsvLines } from '../apps/server/src/modules/statistics-orders/statistics-orders.repository.ts';
const dialect = new PgDialect({ casing: 'snake_case' });
const fake = { execute: async (q: any) => { const { sql, params } = dialect.sqlToQuery(q); console.log(sql, '\n-- params', JSON.stringify(params), ';\n'); return []; } } as any;
for await (const _ of readCsvLines(fake, {} as any, 'en', 5000)) {}
