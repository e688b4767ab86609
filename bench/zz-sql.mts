import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/postgres-js';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { findOverviewPage, countOverviewOrders } from '../apps/server/src/modules/statistics-orders/statistics-orders.repository.ts';
const filters = JSON.parse(process.argv[2]!);
const [column, direction] = process.argv[3]!.split(' ');
let out = '';
const fakeClient: any = Object.assign(() => {}, { unsafe: (q: string, p: unknown[]) => { out = q; (globalThis as any).params = p; return Object.assign(Promise.resolve([]), { values: () => Promise.resolve([]) }); }, options: { parsers: {}, serializers: {} } });
const db = drizzle(fakeClient, { schema, casing: 'snake_case' }) as any;
const dialect = new PgDialect({ casing: 'snake_case' });
const q = db.select ? null : null;
try { await findOverviewPage(db, filters, { column, direction }, undefined, 100); } catch (e) {}
const params = (globalThis as any).params as unknown[];
let sqlText = out;
for (let i = params.length; i >= 1; i--) sqlText = sqlText.replaceAll(`$${i}`, typeof params[i-1] === 'string' ? `'${String(params[i-1]).replace(/'/g, "''")}'` : String(params[i-1]));
console.log(sqlText + ';');
