import type { Database } from '../../../../db/client.js';
import { type PeriodicTask, startPeriodicTask, type TaskLogger } from '../../../../lib/periodic-task.js';
import {
  claimQueuedSpools,
  hasQueuedReattributions,
  reattributeSpools,
} from './verification-reattribution.repository.js';

/** Rolls moved per transaction: a shipment of a million labels is about a hundred rolls. */
const REATTRIBUTION_ROLLS_PER_ROUND = 200;

/**
 * Moves the scans of every queued roll (decision 248): each transaction takes the attribution lock
 * exclusively, claims up to REATTRIBUTION_ROLLS_PER_ROUND rolls and moves their labels' events and
 * rollups, until the queue is empty or what is left is claimed elsewhere. A failed transaction
 * leaves its rolls queued for the next round: nothing is lost. Answers the events moved.
 */
export async function reattributeQueuedRolls(db: Database): Promise<number> {
  let moved = 0;
  // Asked without a lock: an idle round never holds ingest back.
  while (await hasQueuedReattributions(db)) {
    const round = await db.transaction(async (tx) => {
      const spoolIds = await claimQueuedSpools(tx, REATTRIBUTION_ROLLS_PER_ROUND);
      return spoolIds.length === 0 ? undefined : reattributeSpools(tx, spoolIds);
    });
    if (round === undefined) break;
    moved += round;
  }
  return moved;
}

/**
 * Runs reattributeQueuedRolls every few seconds in every server process; processes may run it at
 * the same time (claims skip each other's rolls, the lock orders the moves).
 */
export function startReattributionWorker(options: {
  db: Database;
  log: TaskLogger;
  intervalMs?: number;
}): PeriodicTask {
  return startPeriodicTask({
    name: 'verification re-attribution',
    intervalMs: options.intervalMs ?? 2_000,
    run: () => reattributeQueuedRolls(options.db),
    log: options.log,
  });
}
