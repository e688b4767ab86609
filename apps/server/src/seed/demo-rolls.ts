import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { addresses, distributionSpools, distributions, spools } from '../db/schema/index.js';
import type { SeededOrder } from './demo-orders.js';
import type { Prng } from './prng.js';

/** The characters of a label id (domain.md section 6): consonants and digits. */
export const LABEL_ID_ALPHABET = 'BCDFGHJKLMNPQRSTVWXYZ0123456789';
export const LABEL_ID_LENGTH = 12;
const FIRST_SPOOL_NUMBER = 1201;
const FIRST_OBJECT_ID = 41_000_000;
const DAY_MS = 86_400_000;

type SpoolPlan = {
  spoolNo: string;
  order: SeededOrder;
  positionId: number;
  productId: number;
  /** The product's labels_per_unit, fewer on the last roll of a partial quantity (decision 311). */
  labelCount: number;
  createdAt: Date;
  activatedAt: Date | null;
};

function planSpools(shipped: SeededOrder[], prng: Prng): SpoolPlan[] {
  let counter = FIRST_SPOOL_NUMBER;
  return shipped.flatMap((order) => {
    const shippedAt = order.shippedAt as Date;
    let indexInOrder = 0;
    return order.positions.flatMap((position) => {
      const perRoll = position.product.labelsPerUnit;
      const rolls = Math.ceil(position.quantity / perRoll);
      return Array.from({ length: rolls }, (_, k) => {
        const activated =
          order.plan.activation === 'all' || (order.plan.activation === 'partial' && indexInOrder % 2 === 0);
        indexInOrder++;
        const activatedAt = activated
          ? new Date(shippedAt.getTime() + prng.int(3, 40) * DAY_MS + prng.int(0, 8) * 3_600_000)
          : null;
        return {
          spoolNo: `S${String(counter++).padStart(7, '0')}`,
          order,
          positionId: position.id,
          productId: position.product.id,
          labelCount: Math.min(perRoll, position.quantity - k * perRoll),
          createdAt: new Date(shippedAt.getTime() - DAY_MS),
          activatedAt,
        };
      });
    });
  });
}

/**
 * Rolls for every shipped order, each position's quantity in full rolls of its product's
 * labels_per_unit and a partial last roll where the quantity says so, every label stored (most
 * rolls activated), and one redistribution (decision 311).
 */
export async function insertRolls(
  tx: Executor,
  seededOrders: SeededOrder[],
  prng: Prng,
): Promise<{ spools: number; labels: number }> {
  const plans = planSpools(
    seededOrders.filter((o) => o.shippedAt),
    prng,
  );
  if (plans.length === 0) return { spools: 0, labels: 0 };
  const spoolRows = await tx
    .insert(spools)
    .values(
      plans.map((p) => ({
        spoolNo: p.spoolNo,
        productId: p.productId,
        orderPositionId: p.positionId,
        companyId: p.order.company.id,
        labelCount: p.labelCount,
        createdAt: p.createdAt,
      })),
    )
    .returning({ id: spools.id });

  // One statement per roll: its label ids as one text[] parameter (alphanumeric, so the array
  // literal needs no quoting), object ids counted on from the roll's first (decision 311).
  const seen = new Set<string>();
  let objectId = FIRST_OBJECT_ID;
  let labelCount = 0;
  for (const [i, plan] of plans.entries()) {
    const ids = Array.from({ length: plan.labelCount }, () => {
      let labelId = prng.chars(LABEL_ID_ALPHABET, LABEL_ID_LENGTH);
      while (seen.has(labelId)) labelId = prng.chars(LABEL_ID_ALPHABET, LABEL_ID_LENGTH);
      seen.add(labelId);
      return labelId;
    });
    const spoolId = (spoolRows[i] as { id: number }).id;
    await tx.execute(sql`insert into labels (label_id, object_id, spool_id, activated_at)
      select t.label_id, ${objectId}::bigint + t.n - 1, ${spoolId}::int, ${plan.activatedAt?.toISOString() ?? null}::timestamptz
      from unnest(${`{${ids.join(',')}}`}::text[]) with ordinality as t(label_id, n)`);
    objectId += ids.length;
    labelCount += ids.length;
  }

  await insertDistribution(tx, plans, spoolRows, prng);
  return { spools: plans.length, labels: labelCount };
}

/** Demo Parts passes the first two rolls of its shipped order with the most rolls on to its distribution address. */
async function insertDistribution(
  tx: Executor,
  plans: SpoolPlan[],
  spoolRows: { id: number }[],
  prng: Prng,
): Promise<void> {
  const demoParts = plans.filter((p) => p.order.company.key === 'demo-parts');
  const first = demoParts[0];
  if (!first) return;
  const rollsPerOrder = new Map<number, number>();
  for (const p of demoParts) rollsPerOrder.set(p.order.id, (rollsPerOrder.get(p.order.id) ?? 0) + 1);
  const [largestId] = [...rollsPerOrder].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  const largest = demoParts.find((p) => p.order.id === largestId) as SpoolPlan;
  const [address] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.companyId, first.order.company.id), eq(addresses.category, 'DISTRIBUTION')));
  if (!address) return;
  const chosen = plans
    .map((plan, i) => ({ plan, id: (spoolRows[i] as { id: number }).id }))
    .filter((s) => s.plan.order.id === largest.order.id)
    .slice(0, 2);
  const id = prng.uuid();
  await tx.insert(distributions).values({
    id,
    companyId: first.order.company.id,
    addressId: address.id,
    comment: 'Rolls for the Vesoul packaging line',
    createdAt: new Date((largest.order.shippedAt as Date).getTime() + 5 * DAY_MS),
  });
  await tx
    .insert(distributionSpools)
    .values(chosen.map((s) => ({ distributionId: id, spoolId: s.id, comment: '' })));
}
