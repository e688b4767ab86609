import type { CorporateNews, CorporateNewsFields } from '@label-portal/contract';
import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import { staleVersionError } from '../../../lib/stale-version.js';
import { recordAudit } from '../../platform/audit/index.js';
import { findLatestNews, insertNews, lockNews } from './news.repository.js';

export type NewsDeps = { db: Database; now: Clock };

type NewsRow = { id: number; link: string | null; texts: Record<string, string>; createdAt: Date };

function newsOf(row: NewsRow | undefined): CorporateNews {
  if (!row) return { link: null, texts: {}, updated_at: null, version: 0 };
  return { link: row.link, texts: row.texts, updated_at: row.createdAt.toISOString(), version: row.id };
}

/** GET welcome:api_corporate_news: the latest news, or an empty one before the first save. */
export async function readLatestNews(deps: NewsDeps): Promise<CorporateNews> {
  return newsOf(await findLatestNews(deps.db));
}

/**
 * POST welcome:api_corporate_news: saves a new version with who saved it and when; the earlier
 * versions stay (decision 140); an edit made on an older version than the latest answers 409
 * (decision 298). Answers the saved news and its id (for the audit line).
 */
export async function saveNews(
  deps: NewsDeps,
  userId: number,
  fields: CorporateNewsFields,
): Promise<{ id: number; news: CorporateNews }> {
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    // One save at a time: the second of two edits made on the same version waits here, then finds
    // the first one's row and answers 409 instead of silently replacing it (decision 298).
    await lockNews(tx);
    const latest = await findLatestNews(tx);
    if ((latest?.id ?? 0) !== fields.version) throw staleVersionError();
    const saved = await insertNews(tx, {
      link: fields.link,
      texts: fields.texts,
      createdBy: userId,
      createdAt: at,
    });
    await recordAudit(tx, { kind: 'user', userId }, at, {
      entityType: 'corporate_news',
      entityId: saved.id,
      action: 'corporate_news.create',
      after: { link: saved.link, texts: saved.texts },
    });
    return saved;
  });
  return { id: row.id, news: newsOf(row) };
}
