import type { Executor } from '../db/client.js';
import { corporateNews } from '../db/schema/index.js';

/** The demo's corporate news, in English and French with a READ MORE link (each text at most 200 characters). */
export const DEMO_NEWS = {
  link: 'https://provider.example/news/double-hologram-labels',
  texts: {
    en: 'New: security labels with a second hologram layer are now orderable in every product group. Orders sent before 20 December ship before the holidays.',
    fr: 'Nouveau\u00a0: les étiquettes de sécurité à double couche holographique se commandent désormais dans tous les groupes de produits. Les commandes envoyées avant le 20 décembre partent avant les fêtes.',
  },
};

/** Writes the news as saved by customer service (the welcome page's ticker shows it). */
export async function insertNews(tx: Executor, staffUserId: number, now: Date): Promise<void> {
  await tx.insert(corporateNews).values({ ...DEMO_NEWS, createdBy: staffUserId, createdAt: now });
}
