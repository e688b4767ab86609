import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.js';
import { companies } from '../db/schema/index.js';
import { buildCompanyChunkSql } from './large-companies-sql.js';
import { buildOrderChunkSql } from './large-orders-sql.js';
import { loadLargeReference } from './large-reference.js';
import { createScratchTables, dropScratchTables } from './large-scratch.js';

export type LargeSeedOptions = {
  companies: number;
  orders: number;
  onProgress?: (done: number, total: number, phase: string) => void;
};

export type LargeSeedPhase = { phase: string; rows: number; ms: number };
export type LargeSeedResult = { companies: number; orders: number; phases: LargeSeedPhase[] };

/** JIT compilation costs seconds per bulk statement and gains nothing here. */
function withoutJit(statement: string): string {
  return `set local jit = off;\n${statement}`;
}

/** Rows per statement: big enough to keep the statement count low, small enough for live progress. */
const COMPANY_CHUNK = 2_500;
const ORDER_CHUNK = 50_000;
const REGISTRATION_START = new Date('2018-07-01T00:00:00Z');
const REGISTRATION_END = new Date('2026-09-30T00:00:00Z');
const PERIOD_START = new Date('2019-01-01T06:00:00Z');
const PERIOD_END = new Date('2026-11-20T18:00:00Z');
const REFERENCE_NOW = new Date('2026-11-21T12:00:00Z');
const TOUCHED_TABLES = [
  'companies',
  'users',
  'user_groups',
  'addresses',
  'contacts',
  'company_product_group_rights',
  'company_quota_categories',
  'licensing_events',
  'orders',
  'order_positions',
  'order_state_changes',
];

function assertCount(name: string, value: number, minimum: number): void {
  if (!Number.isInteger(value) || value < minimum)
    throw new Error(`${name} must be an integer >= ${minimum}`);
}

/** Large companies of earlier runs (cofor10 "L" and nine digits); a new run continues after them. */
async function countLargeCompanies(handle: DatabaseHandle): Promise<number> {
  const [row] = await handle.db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(companies)
    .where(sql`${companies.cofor10} ~ '^L[0-9]{9}$'`);
  return row?.count ?? 0;
}

/** Reserves a block of order numbers at once (setval), so later orders never collide with the seed's. */
async function reserveOrderNumberBlock(handle: DatabaseHandle, count: number): Promise<number> {
  const [row] = await handle.db
    .select({
      last: sql<number>`setval('order_number_seq', nextval('order_number_seq') + ${count - 1}::bigint)`.mapWith(
        Number,
      ),
    })
    .from(sql`generate_series(1, 1)`);
  if (!row) throw new Error('could not reserve order numbers');
  return row.last - count + 1;
}

async function runChunks(
  total: number,
  size: number,
  phase: string,
  options: LargeSeedOptions,
  run: (from: number, to: number) => Promise<void>,
): Promise<LargeSeedPhase> {
  const started = performance.now();
  options.onProgress?.(0, total, phase);
  for (let from = 1; from <= total; from += size) {
    const to = Math.min(total, from + size - 1);
    await run(from, to);
    options.onProgress?.(to, total, phase);
  }
  return { phase, rows: total, ms: Math.round(performance.now() - started) };
}

/**
 * Adds a large data set on top of the demo with server-side INSERT ... SELECT over generate_series:
 * companies (users, addresses, contacts, rights, contracts) registered 2018-2026 and orders 2019-2026
 * with about two positions each, state changes and quota withdrawals. Deterministic for the same
 * options on the same demo; safe to run again (new companies and order numbers continue).
 */
export async function seedLarge(handle: DatabaseHandle, options: LargeSeedOptions): Promise<LargeSeedResult> {
  assertCount('companies', options.companies, 1);
  assertCount('orders', options.orders, 0);
  const reference = await loadLargeReference(handle);
  const companyOffset = await countLargeCompanies(handle);
  const registration = { registrationStart: REGISTRATION_START, registrationEnd: REGISTRATION_END };
  const phases: LargeSeedPhase[] = [];
  await createScratchTables(handle, reference);
  try {
    phases.push(
      await runChunks(options.companies, COMPANY_CHUNK, 'companies', options, (from, to) =>
        handle.exec(
          withoutJit(
            buildCompanyChunkSql({
              from,
              to,
              offset: companyOffset,
              total: options.companies,
              ...registration,
              supplierGroupId: reference.supplierGroupId,
              passwordHash: reference.passwordHash,
              groupCount: reference.productGroups.length,
            }),
          ),
        ),
      ),
    );
    if (options.orders > 0) {
      const firstNumber = await reserveOrderNumberBlock(handle, options.orders);
      phases.push(
        await runChunks(options.orders, ORDER_CHUNK, 'orders', options, (from, to) =>
          handle.exec(
            withoutJit(
              buildOrderChunkSql({
                from,
                to,
                total: options.orders,
                firstNumber,
                companyOffset,
                companies: options.companies,
                ...registration,
                periodStart: PERIOD_START,
                periodEnd: PERIOD_END,
                referenceNow: REFERENCE_NOW,
                staffUserId: reference.staffUserId,
                fees: reference.fees,
              }),
            ),
          ),
        ),
      );
    }
    phases.push(
      // Vacuum sets the visibility map, so counts can use index-only scans right away.
      await runChunks(TOUCHED_TABLES.length, TOUCHED_TABLES.length, 'vacuum analyze', options, () =>
        handle.exec(`vacuum (analyze) ${TOUCHED_TABLES.join(', ')};`),
      ),
    );
  } finally {
    await dropScratchTables(handle);
  }
  return { companies: options.companies, orders: options.orders, phases };
}
