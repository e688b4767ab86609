import type { BlockedReason } from '@label-portal/contract';
import type { Executor } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import type { SettingsService } from '../../platform/settings/index.js';
import {
  countNonActivatedOrdersByCompany,
  findCompanyIdsWithNonActivatedOrders,
} from './blocking.repository.js';

export type CompanyBlockingFlags = { id: number; blockedForOrdering: boolean; blockedCompletely: boolean };

export type BlockingStatus = {
  reasons: BlockedReason[];
  /** Shipped orders still holding non-activated labels past the grace period. */
  nonActivatedOrders: number;
  /** How many such orders block ordering. */
  maxNonActivatedOrders: number;
};

/** Every rule that blocks a company from ordering (ordering.md section 4, domain.md section 6). */
export async function findBlockingStatus(
  deps: { db: Executor; settings: SettingsService; now: Clock },
  company: CompanyBlockingFlags,
): Promise<BlockingStatus> {
  const statuses = await findBlockingStatuses(deps, [company]);
  return statuses.get(company.id) as BlockingStatus;
}

/** The blocking status of several companies in three queries (two settings, one grouped count). */
export async function findBlockingStatuses(
  deps: { db: Executor; settings: SettingsService; now: Clock },
  companies: readonly CompanyBlockingFlags[],
): Promise<Map<number, BlockingStatus>> {
  const graceDays = await deps.settings.getNumber('orders.activation_grace_days');
  const maxNonActivatedOrders = await deps.settings.getNumber('orders.max_non_activated_orders');
  const shippedBefore = new Date(deps.now().getTime() - graceDays * 86_400_000);
  const counts = await countNonActivatedOrdersByCompany(
    deps.db,
    companies.map((company) => company.id),
    shippedBefore,
  );
  const statuses = new Map<number, BlockingStatus>();
  for (const company of companies) {
    const nonActivatedOrders = counts.get(company.id) ?? 0;
    const reasons: BlockedReason[] = [];
    if (company.blockedForOrdering) reasons.push('UNPAID_BILLS');
    if (company.blockedCompletely) reasons.push('INACTIVITY');
    if (nonActivatedOrders >= maxNonActivatedOrders) reasons.push('NON_ACTIVATED_ORDERS');
    statuses.set(company.id, { reasons, nonActivatedOrders, maxNonActivatedOrders });
  }
  return statuses;
}

/** The companies blocked for non-activated labels (NON_ACTIVATED_ORDERS), in one grouped query. */
export async function findCompanyIdsBlockedForNonActivatedLabels(deps: {
  db: Executor;
  settings: SettingsService;
  now: Clock;
}): Promise<number[]> {
  const graceDays = await deps.settings.getNumber('orders.activation_grace_days');
  const maxNonActivatedOrders = await deps.settings.getNumber('orders.max_non_activated_orders');
  const shippedBefore = new Date(deps.now().getTime() - graceDays * 86_400_000);
  return findCompanyIdsWithNonActivatedOrders(deps.db, shippedBefore, maxNonActivatedOrders);
}
