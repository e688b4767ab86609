import { type CorporateNews, type CorporateNewsBody, hasRight, RIGHTS } from '@label-portal/contract';

/** True when the user may edit the news (welcome.*_corporatenews). */
export function canEditNews(permissions: readonly string[]): boolean {
  return hasRight(permissions, RIGHTS.editNews);
}

const SECONDS_PER_CHARACTER = 0.2;
const MIN_SECONDS = 12;

/** How long one pass of the ticker takes: longer texts scroll longer, at a readable pace. */
export function tickerDurationSeconds(text: string): number {
  return Math.max(MIN_SECONDS, Math.round(text.length * SECONDS_PER_CHARACTER));
}

/**
 * The edit form's values from the current news: the link ('' without one), en and fr, and the
 * other languages kept as they are (the form shows en and fr; a save sends the others back).
 */
export function newsFormValuesOf(news: CorporateNews | undefined): CorporateNewsBody {
  const texts = news?.texts ?? {};
  return {
    link: news?.link ?? '',
    texts: { ...texts, en: texts.en ?? '', fr: texts.fr ?? '' },
    version: news?.version ?? 0,
  };
}
