import { SETTING_DEFAULTS } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { licensingEvents, orderPositions, orderStateChanges, orders } from '../db/schema/index.js';
import { type CostSettings, computeCosts } from '../modules/ordering/orders/index.js';
import type { Catalogue } from './demo-catalogue.js';
import { ORDER_PLANS, type OrderPlan } from './demo-order-plans.js';
import { buildPosition, type PositionDraft } from './demo-positions.js';
import type { SeededCompanies, SeededCompany } from './demo-seeded.js';
import { buildTimeline, formatDateAfter } from './demo-timeline.js';
import type { Prng } from './prng.js';

export type SeededPosition = PositionDraft & { id: number };

export type SeededOrder = {
  id: number;
  plan: OrderPlan;
  company: SeededCompany;
  positions: SeededPosition[];
  /** When the order reached SHIPPED; undefined for the others. */
  shippedAt: Date | undefined;
};

type Input = { catalogue: Catalogue; companies: SeededCompanies; staffUserId: number; prng: Prng };

/** Reserves `count` order numbers from order_number_seq, ascending. */
export async function reserveOrderNumbers(tx: Executor, count: number): Promise<number[]> {
  const rows = await tx
    .select({ value: sql<number>`nextval('order_number_seq')::int`.mapWith(Number) })
    .from(sql`generate_series(1, ${count}::int)`);
  return rows.map((r) => r.value).sort((a, b) => a - b);
}

/** Orders with positions, state changes and quota withdrawals, following the plans. */
export async function insertOrders(tx: Executor, input: Input): Promise<SeededOrder[]> {
  const { catalogue, companies, prng } = input;
  const fees: CostSettings = {
    handlingFeeThreshold: SETTING_DEFAULTS['orders.handling_fee_threshold'],
    smallOrderFee: SETTING_DEFAULTS['orders.small_order_fee'],
    deliveryFee: SETTING_DEFAULTS['orders.delivery_fee'],
    partialRollFee: catalogue.services.PARTIAL_ROLL.fee,
    printDesignFee: catalogue.services.PRINT_DESIGN.fee,
  };
  const numbers = await reserveOrderNumbers(tx, ORDER_PLANS.length);
  const drafts = ORDER_PLANS.map((plan, i) => {
    const company = companies.byKey(plan.companyKey);
    const createdAt = new Date(
      `${plan.date}T${String(prng.int(7, 16)).padStart(2, '0')}:${String(prng.int(0, 59)).padStart(2, '0')}:00Z`,
    );
    const positions = plan.lines.map((line, k) => buildPosition(prng, catalogue, line, i + k));
    const transportByCustomer = company.definition.transportRestriction === 'TRANSPORT_CUSTOMER';
    const costs = {
      ...computeCosts({
        positions,
        handlingIncluded: company.definition.handlingIncluded ?? false,
        transportByCustomer,
        settings: fees,
      }),
      labelCount: positions.reduce((sum, position) => sum + position.quantity, 0),
    };
    const timeline = buildTimeline(plan.state, createdAt);
    const userId = company.userIds[0] as number;
    return {
      plan,
      company,
      createdAt,
      positions,
      costs,
      timeline,
      userId,
      transportByCustomer,
      number: numbers[i] as number,
    };
  });

  const orderRows = await tx
    .insert(orders)
    .values(
      drafts.map((d) => {
        if (!d.company.delivery || !d.company.billing) throw new Error(`${d.company.key} has no addresses`);
        return {
          orderId: `${d.plan.date.slice(0, 4)}-${d.number}`,
          companyId: d.company.id,
          userId: d.userId,
          customerOrderNo: d.plan.customerOrderNo,
          desiredDeliveryDate: formatDateAfter(d.createdAt, prng.int(14, 35)),
          state: d.plan.state,
          stateBeforeCancel: d.timeline.stateBeforeCancel,
          transportByCustomer: d.transportByCustomer,
          deliveryAddressId: d.company.delivery.id,
          billingAddressId: d.company.billing.id,
          deliveryAddress: d.company.delivery.snapshot,
          billingAddress: d.company.billing.snapshot,
          labelsTotal: d.costs.labelsTotal,
          handlingCosts: d.costs.handlingCosts,
          handlingSubCostsOperator: d.costs.handlingSubCostsOperator,
          deliveryCosts: d.costs.deliveryCosts,
          total: d.costs.total,
          labelCount: d.costs.labelCount,
          createdAt: d.createdAt,
          updatedAt: (d.timeline.steps[d.timeline.steps.length - 1] as { at: Date }).at,
        };
      }),
    )
    .returning({ id: orders.id });
  const orderIds = orderRows.map((r) => r.id);

  const positionRows = await tx
    .insert(orderPositions)
    .values(
      drafts.flatMap((d, i) =>
        d.positions.map((p, k) => ({
          orderId: orderIds[i] as number,
          uuid: p.uuid,
          productId: p.product.id,
          quantity: p.quantity,
          unitPrice: p.unitPrice,
          total: d.costs.positionTotals[k] as string,
          isPartialRoll: p.isPartialRoll,
          isPrinted: p.isPrinted,
          extraServiceData: p.extraServiceData,
        })),
      ),
    )
    .returning({ id: orderPositions.id });

  await tx.insert(orderStateChanges).values(
    drafts.flatMap((d, i) =>
      d.timeline.steps.map((step) => ({
        orderId: orderIds[i] as number,
        fromState: step.from,
        toState: step.to,
        userId: step.byStaff ? input.staffUserId : d.userId,
        createdAt: step.at,
      })),
    ),
  );

  const events = drafts.flatMap((d, i) => {
    if (d.plan.state === 'CREATED') return [];
    const perGroup = new Map<number, number>();
    for (const p of d.positions)
      perGroup.set(p.product.productGroupId, (perGroup.get(p.product.productGroupId) ?? 0) + p.quantity);
    const cancelledAt = d.timeline.steps.find((s) => s.to === 'CANCELLED')?.at;
    return [...perGroup].flatMap(([productGroupId, amount]) => {
      const base = { companyId: d.company.id, productGroupId, amount, orderId: orderIds[i] as number };
      const withdrawal = { ...base, type: 'WITHDRAWAL' as const, createdAt: d.createdAt };
      return cancelledAt
        ? [withdrawal, { ...base, type: 'CANCEL_WITHDRAWAL' as const, createdAt: cancelledAt }]
        : [withdrawal];
    });
  });
  if (events.length > 0) await tx.insert(licensingEvents).values(events);

  let positionIndex = 0;
  return drafts.map((d, i) => ({
    id: orderIds[i] as number,
    plan: d.plan,
    company: d.company,
    positions: d.positions.map((p) => ({ ...p, id: (positionRows[positionIndex++] as { id: number }).id })),
    shippedAt: d.timeline.steps.find((s) => s.to === 'SHIPPED')?.at,
  }));
}
