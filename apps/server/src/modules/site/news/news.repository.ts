import { desc, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { corporateNews } from '../../../db/schema/index.js';

/** The latest saved news, if any. */
export async function findLatestNews(db: Executor) {
  const [row] = await db.select().from(corporateNews).orderBy(desc(corporateNews.id)).limit(1);
  return row;
}

/** Holds the news' saves one at a time until the transaction ends (reads go on). */
export async function lockNews(db: Executor): Promise<void> {
  await db.execute(sql`lock table ${corporateNews} in share row exclusive mode`);
}

/** Adds a version of the news (the earlier ones stay as its history). */
export async function insertNews(
  db: Executor,
  news: { link: string | null; texts: Record<string, string>; createdBy: number; createdAt: Date },
) {
  const [row] = await db.insert(corporateNews).values(news).returning();
  return row!;
}
