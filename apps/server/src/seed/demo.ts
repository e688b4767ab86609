import type { DatabaseHandle } from '../db/client.js';
import { companies } from '../db/schema/index.js';
import { type Clock, systemClock } from '../lib/clock.js';
import { hashPassword } from '../lib/password-hash.js';
import { insertGroups, insertSettings } from './demo-access.js';
import { DEMO_PASSWORD } from './demo-accounts.js';
import { insertApprovalTasks } from './demo-approvals.js';
import { insertBackofficeDemo } from './demo-backoffice-users.js';
import { insertCatalogue } from './demo-catalogue.js';
import { insertCompanies } from './demo-companies.js';
import { insertDistributionDemo } from './demo-distribution.js';
import { insertDocuments } from './demo-documents.js';
import { insertExpiredPasswordUser } from './demo-expired-user.js';
import { insertNews } from './demo-news.js';
import { insertOrders } from './demo-orders.js';
import { insertRolls } from './demo-rolls.js';
import { insertSupplierFile } from './demo-supplier-file.js';
import { createPrng } from './prng.js';
import { seedScans } from './scans.js';

/** Separate seeds per area, so that extending one area leaves the others' data unchanged. */
const SEEDS = {
  companies: 0x5eed_0001,
  orders: 0x5eed_0002,
  rolls: 0x5eed_0003,
  scans: 0x5eed_0004,
} as const;
/** About how many label scans the demo has (decision 241). */
const DEMO_SCANS = 30_000;

/** True when no company exists yet (a fresh database after migrations). */
export async function isDatabaseEmpty(handle: DatabaseHandle): Promise<boolean> {
  const rows = await handle.db.select({ id: companies.id }).from(companies).limit(1);
  return rows.length === 0;
}

/**
 * Fills an empty, migrated database with the demo (domain.md section 10) in one transaction:
 * groups and rights, settings, the catalogue, companies with users and addresses, an order
 * history across every state, rolls with labels for the shipped orders, and the approval chain's
 * waiting tasks with their mails, and label scans across the world sent through the ingestion
 * service (decision 241). Deterministic (but for the mailed codes; the scans end at `now`).
 */
export async function seedDemo(
  handle: DatabaseHandle,
  log: (line: string) => void = () => {},
  options: { publicUrl?: string; now?: Clock } = {},
): Promise<void> {
  if (!(await isDatabaseEmpty(handle))) throw new Error('seedDemo needs an empty database');
  const started = performance.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const clock = options.now ?? systemClock;
  const now = clock();
  await handle.db.transaction(async (tx) => {
    const groupIds = await insertGroups(tx);
    await insertSettings(tx);
    const catalogue = await insertCatalogue(tx);
    log(
      `demo: ${catalogue.products.length} products in ${Object.keys(catalogue.groupIds).length} product groups`,
    );
    const seeded = await insertCompanies(tx, {
      catalogue,
      groupIds,
      passwordHash,
      prng: createPrng(SEEDS.companies),
      now,
    });
    await insertExpiredPasswordUser(tx, { groupIds, passwordHash, now });
    const userCount = seeded.all.reduce((sum, c) => sum + c.userIds.length, 0) + 1;
    log(`demo: ${seeded.all.length} companies, ${userCount} users`);
    const staffUserId = seeded.byKey('provider').userIds[0] as number;
    const supplierRows = await insertSupplierFile(tx, staffUserId, now);
    log(`demo: supplier file with ${supplierRows} rows`);
    await insertDocuments(tx, { staffUserId, now });
    await insertNews(tx, staffUserId, now);
    const orders = await insertOrders(tx, {
      catalogue,
      companies: seeded,
      staffUserId,
      prng: createPrng(SEEDS.orders),
    });
    const rollsStarted = performance.now();
    const rolls = await insertRolls(tx, orders, createPrng(SEEDS.rolls));
    log(
      `demo: ${orders.length} orders, ${rolls.spools} rolls, ${rolls.labels} labels in ${Math.round(performance.now() - rollsStarted)} ms`,
    );
    const links = await insertApprovalTasks(tx, {
      catalogue,
      companies: seeded,
      groupIds,
      passwordHash,
      now,
      publicUrl: options.publicUrl ?? 'http://localhost:3000',
    });
    for (const link of links) log(`demo: waiting task, ${link}`);
    await insertDistributionDemo(tx, { companies: seeded, now, publicUrl: options.publicUrl });
    await insertBackofficeDemo(tx, now);
    const scansStarted = performance.now();
    const scans = await seedScans(tx, handle.kind, {
      total: DEMO_SCANS,
      idPrefix: 'demo-',
      prng: createPrng(SEEDS.scans),
      now: clock,
      actorLabel: 'Demo data',
    });
    log(`demo: ${scans.inserted} label scans in ${Math.round(performance.now() - scansStarted)} ms`);
  });
  log(`demo: seeded in ${Math.round(performance.now() - started)} ms`);
}
