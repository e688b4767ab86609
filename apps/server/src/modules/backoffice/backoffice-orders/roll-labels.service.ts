import type { Readable } from 'node:stream';
import {
  type BackofficeRollLabelsPage,
  type backofficeRollLabelsQuerySchema,
  MESSAGE,
  ROLL_LABELS_CSV_COLUMNS,
} from '@label-portal/contract';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { streamCsv } from '../../../lib/csv-export.js';
import { splitKeysetPage } from '../../../lib/keyset-page.js';
import { findOrderRoll, findRollLabels } from './backoffice-orders.repository.js';

/** Labels read per batch of the CSV: one roll holds up to 1,000,000. */
const CSV_BATCH = 5_000;

async function loadRoll(db: Executor, orderId: string, spoolNo: string) {
  const roll = await findOrderRoll(db, orderId, spoolNo);
  if (!roll) throw new AppError('NOT_FOUND', { detail: MESSAGE.notFound });
  return roll;
}

/**
 * GET backoffice:api_roll_labels: a page of a shipped roll's labels by label id (keyset `after`),
 * 404 when the order has no such roll.
 */
export async function listRollLabels(
  db: Executor,
  orderId: string,
  spoolNo: string,
  query: z.output<typeof backofficeRollLabelsQuerySchema>,
): Promise<BackofficeRollLabelsPage> {
  const roll = await loadRoll(db, orderId, spoolNo);
  const rows = await findRollLabels(db, roll.id, query.after, query.limit + 1);
  const { page, next } = splitKeysetPage(rows, query.limit, (last) => last.labelId);
  return {
    spool_no: roll.spoolNo,
    label_count: roll.labelCount,
    results: page.map((row) => ({
      label_id: row.labelId,
      object_id: row.objectId,
      activated_at: row.activatedAt?.toISOString() ?? null,
    })),
    next_after: next,
  };
}

/**
 * GET backoffice:api_roll_labels_csv: every label of the roll as CSV (label_id;object_id;spool_no;
 * activated_at), streamed in batches of 5,000 by label id, never all in memory.
 */
export async function streamRollLabels(
  db: Executor,
  orderId: string,
  spoolNo: string,
): Promise<{ filename: string; csv: Readable }> {
  const roll = await loadRoll(db, orderId, spoolNo);
  async function* batches() {
    let after: string | undefined;
    for (;;) {
      const rows = await findRollLabels(db, roll.id, after, CSV_BATCH);
      if (rows.length === 0) return;
      yield rows.map((row) => [
        row.labelId,
        row.objectId,
        roll.spoolNo,
        row.activatedAt?.toISOString() ?? '',
      ]);
      if (rows.length < CSV_BATCH) return;
      after = rows.at(-1)!.labelId;
    }
  }
  const safeName = roll.spoolNo.replace(/[^A-Za-z0-9_-]/g, '_');
  return { filename: `${safeName}_labels.csv`, csv: streamCsv(ROLL_LABELS_CSV_COLUMNS, batches()) };
}
