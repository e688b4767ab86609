import { and, eq } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { addresses, distributionSpools, distributions, labels, spools } from '../schema/index.js';
import type { SeededOrder } from './demo-orders.js';
import type { Prng } from './prng.js';

/** The characters of a label id (domain.md section 6): consonants and digits. */
export const LABEL_ID_ALPHABET = 'BCDFGHJKLMNPQRSTVWXYZ0123456789';
export const LABEL_ID_LENGTH = 12;
/** Labels actually created per demo roll (a real roll holds labels_per_unit); keeps seeding fast. */
export const DEMO_LABELS_PER_SPOOL = 50;
const MAX_SPOOLS_PER_POSITION = 5;
const FIRST_SPOOL_NUMBER = 1201;
const FIRST_OBJECT_ID = 41_000_000;
const INSERT_CHUNK = 1000;
const DAY_MS = 86_400_000;

type SpoolPlan = {
  spoolNo: string;
  order: SeededOrder;
  positionId: number;
  productId: number;
  createdAt: Date;
  activatedAt: Date | null;
};

function planSpools(shipped: SeededOrder[], prng: Prng): SpoolPlan[] {
  let counter = FIRST_SPOOL_NUMBER;
  return shipped.flatMap((order) => {
    const shippedAt = order.shippedAt as Date;
    let indexInOrder = 0;
    return order.positions.flatMap((position) => {
      const rolls = Math.min(
        MAX_SPOOLS_PER_POSITION,
        Math.ceil(position.quantity / position.product.labelsPerUnit),
      );
      return Array.from({ length: rolls }, () => {
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
          createdAt: new Date(shippedAt.getTime() - DAY_MS),
          activatedAt,
        };
      });
    });
  });
}

/** Rolls for every shipped order, with labels (most rolls activated), and one redistribution. */
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
        labelCount: DEMO_LABELS_PER_SPOOL,
        createdAt: p.createdAt,
      })),
    )
    .returning({ id: spools.id });

  const seen = new Set<string>();
  let objectId = FIRST_OBJECT_ID;
  const labelRows = plans.flatMap((plan, i) =>
    Array.from({ length: DEMO_LABELS_PER_SPOOL }, () => {
      let labelId = prng.chars(LABEL_ID_ALPHABET, LABEL_ID_LENGTH);
      while (seen.has(labelId)) labelId = prng.chars(LABEL_ID_ALPHABET, LABEL_ID_LENGTH);
      seen.add(labelId);
      return {
        labelId,
        objectId: objectId++,
        spoolId: (spoolRows[i] as { id: number }).id,
        activatedAt: plan.activatedAt,
      };
    }),
  );
  for (let start = 0; start < labelRows.length; start += INSERT_CHUNK) {
    await tx.insert(labels).values(labelRows.slice(start, start + INSERT_CHUNK));
  }

  await insertDistribution(tx, plans, spoolRows, prng);
  return { spools: plans.length, labels: labelRows.length };
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
