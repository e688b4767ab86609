import type { CorporateNews, CorporateNewsFields } from '@label-portal/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { recordAudit } from '../audit/index.js';
import { findLatestNews, insertNews } from './news.repository.js';

export type NewsDeps = { db: Database; now: Clock };

type NewsRow = { link: string | null; texts: Record<string, string>; createdAt: Date };

function newsOf(row: NewsRow | undefined): CorporateNews {
  if (!row) return { link: null, texts: {}, updated_at: null };
  return { link: row.link, texts: row.texts, updated_at: row.createdAt.toISOString() };
}

/** GET welcome:api_corporate_news: the latest news, or an empty one before the first save. */
export async function readLatestNews(deps: NewsDeps): Promise<CorporateNews> {
  return newsOf(await findLatestNews(deps.db));
}

/**
 * POST welcome:api_corporate_news: saves a new version with who saved it and when; the earlier
 * versions stay (decision 140). Answers the saved news and its id (for the audit line).
 */
export async function saveNews(
  deps: NewsDeps,
  userId: number,
  fields: CorporateNewsFields,
): Promise<{ id: number; news: CorporateNews }> {
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
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
