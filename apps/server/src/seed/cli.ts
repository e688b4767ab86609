import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { getTableName, sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import {
  addresses,
  companies,
  contacts,
  labels,
  licensingEvents,
  orderPositions,
  orderStateChanges,
  orders,
  spools,
  users,
  verificationEvents,
} from '../db/schema/index.js';
import {
  createProgressReporter,
  formatCount,
  formatDemoAccounts,
  formatSeconds,
  formatTable,
} from './cli-output.js';
import { isDatabaseEmpty, seedDemo } from './demo.js';
import { seedLarge } from './large.js';
import { seedLargeScans } from './large-scans.js';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const LARGE_DEFAULTS = { companies: 10_000, orders: 1_000_000, scans: 10_000_000 };
const COUNTED_TABLES = [
  companies,
  users,
  addresses,
  contacts,
  orders,
  orderPositions,
  orderStateChanges,
  licensingEvents,
  spools,
  labels,
  verificationEvents,
];
const USAGE =
  'usage: tsx src/seed/cli.ts [--size demo|large] [--companies N] [--orders N] [--scans N] [--scans-only] [--reset]';

function readCount(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const parsed = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`--${name} needs a whole number, got ${value}`);
  return parsed;
}

async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.exec(
    'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;',
  );
}

async function readDatabaseSize(handle: DatabaseHandle): Promise<string> {
  const [row] = await handle.db
    .select({ size: sql<string>`pg_size_pretty(pg_database_size(current_database()))` })
    .from(sql`generate_series(1, 1)`);
  return row?.size ?? 'unknown';
}

async function printSummary(handle: DatabaseHandle, elapsedMs: number): Promise<void> {
  const rows: string[][] = [];
  for (const table of COUNTED_TABLES)
    rows.push([getTableName(table), formatCount(await handle.db.$count(table))]);
  console.log(`\n${formatTable(['table', 'rows'], rows)}`);
  console.log(`\ndatabase size ${await readDatabaseSize(handle)}, elapsed ${formatSeconds(elapsedMs)}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: 'demo' },
      companies: { type: 'string' },
      orders: { type: 'string' },
      scans: { type: 'string' },
      'scans-only': { type: 'boolean', default: false },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (values.size !== 'demo' && values.size !== 'large')
    throw new Error(`--size must be demo or large\n${USAGE}`);
  const started = performance.now();
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = url ? undefined : resolve(REPO_ROOT, process.env.DATA_DIR || 'data');
  const handle = await openDatabase({ url, dataDir });
  try {
    console.log(`database: ${url ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}`);
    if (values.reset) {
      await resetDatabase(handle);
      console.log('reset: schemas public and drizzle dropped and recreated');
    }
    await migrateDatabase(handle);
    if (await isDatabaseEmpty(handle)) {
      await seedDemo(handle, (line) => console.log(line), { publicUrl: process.env.PUBLIC_URL });
      console.log(`\n${formatDemoAccounts()}\n`);
    } else {
      console.log('demo data already present');
    }
    const large = values.size === 'large' || values['scans-only'];
    if (
      !large &&
      (values.companies !== undefined || values.orders !== undefined || values.scans !== undefined)
    ) {
      console.log('note: --companies, --orders and --scans apply to --size large only');
    }
    const progress = createProgressReporter();
    if (large && !values['scans-only']) {
      const options = {
        companies: readCount(values.companies, LARGE_DEFAULTS.companies, 'companies'),
        orders: readCount(values.orders, LARGE_DEFAULTS.orders, 'orders'),
      };
      console.log(
        `large: ${formatCount(options.companies)} companies, ${formatCount(options.orders)} orders`,
      );
      const result = await seedLarge(handle, { ...options, onProgress: progress.update });
      progress.finish();
      const phases = result.phases.map((p) => [p.phase, formatCount(p.rows), formatSeconds(p.ms)]);
      console.log(formatTable(['phase', 'rows', 'elapsed'], phases));
    }
    const scans = large ? readCount(values.scans, LARGE_DEFAULTS.scans, 'scans') : 0;
    if (scans > 0) {
      console.log(`large: about ${formatCount(scans)} label scans through the ingestion service`);
      const result = await seedLargeScans(handle, { scans, onProgress: progress.update });
      progress.finish();
      console.log(
        formatTable(
          ['phase', 'events', 'elapsed', 'events/s'],
          [
            [
              'scans',
              formatCount(result.inserted),
              formatSeconds(result.ms),
              formatCount(Math.round(result.inserted / (result.ms / 1000))),
            ],
            ['vacuum analyze', '', formatSeconds(result.vacuumMs), ''],
          ],
        ),
      );
    }
    await printSummary(handle, performance.now() - started);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
