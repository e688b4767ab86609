import { z } from 'zod';
import { NEWS_LINK_MAX_LENGTH, NEWS_TEXT_MAX_LENGTH } from '../constants.js';
import type { Language } from '../languages.js';
import { MESSAGE } from '../messages.js';
import { refuseControlCharacters, requiredText, unknownFieldError, versionSchema } from './primitives.js';

/** A language key of the news texts beyond en and fr (an ISO 639-1 code: `de`, `it` …). */
const LANGUAGE_KEY = /^[a-z]{2}$/;

/** True for an absolute http:// or https:// address with a host (what a READ MORE link may open). */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The READ MORE link: optional (missing, null or '' means none), trimmed, at most 200 characters,
 * an http(s) address (decision 140). Read as null when there is none.
 */
const newsLinkSchema = refuseControlCharacters(
  z
    .string({ error: MESSAGE.invalidWebAddress })
    .trim()
    .max(NEWS_LINK_MAX_LENGTH, { error: MESSAGE.maxLength, abort: true }),
)
  .refine((value) => value === '' || isWebAddress(value), { error: MESSAGE.invalidWebAddress })
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

/** A text of another language: optional, trimmed, at most 200 characters. */
const otherLanguageTextSchema = refuseControlCharacters(
  z.string({ error: MESSAGE.invalid }).trim().max(NEWS_TEXT_MAX_LENGTH, { error: MESSAGE.maxLength }),
);

/**
 * The news texts: en and fr required ('Required'), each at most 200 characters; other languages
 * (two-letter codes) may come too under the same length rule, an empty one is dropped. Any other
 * key is refused on `texts`, without echoing it.
 */
const newsTextsSchema = z
  .object(
    {
      en: requiredText(NEWS_TEXT_MAX_LENGTH, true),
      fr: requiredText(NEWS_TEXT_MAX_LENGTH, true),
    },
    { error: MESSAGE.required },
  )
  .catchall(otherLanguageTextSchema)
  .superRefine((texts, ctx) => {
    if (Object.keys(texts).some((key) => key !== 'en' && key !== 'fr' && !LANGUAGE_KEY.test(key))) {
      ctx.addIssue({ code: 'custom', message: MESSAGE.unknownField });
    }
  })
  .transform(
    (texts) =>
      Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== '')) as {
        en: string;
        fr: string;
      } & Record<string, string>,
  );

/** POST /welcome/api/corporate_news/: a new version of the news (the previous ones are kept). */
export const corporateNewsBodySchema = z
  .strictObject(
    {
      link: newsLinkSchema,
      texts: newsTextsSchema,
      /** The version the edit was made on (the news' `version`): another save since answers 409. */
      version: versionSchema,
    },
    unknownFieldError,
  )
  .meta({ id: 'CorporateNewsBody' });
/** What the form and a caller send. */
export type CorporateNewsBody = z.input<typeof corporateNewsBodySchema>;
/** The news as the server stores it (trimmed, link null when none). */
export type CorporateNewsFields = z.output<typeof corporateNewsBodySchema>;

/**
 * GET /welcome/api/corporate_news/: the latest news, its texts per language (en and fr, more
 * languages may exist), its link (null without one) and when it was saved. Without any news yet:
 * no texts, link and updated_at null (decision 140).
 */
export const corporateNewsSchema = z
  .object({
    link: z.string().nullable(),
    texts: z.record(z.string(), z.string()),
    updated_at: z.string().nullable(),
    /** The id of the latest save, 0 before the first: what an edit sends back (decision 298). */
    version: z.number().int(),
  })
  .meta({ id: 'CorporateNews' });
export type CorporateNews = z.infer<typeof corporateNewsSchema>;

/** The news text in the interface language, English when that language has none; '' without news. */
export function pickNewsText(texts: Readonly<Record<string, string>>, language: Language): string {
  const own = Object.hasOwn(texts, language) ? texts[language] : undefined;
  if (own) return own;
  return Object.hasOwn(texts, 'en') ? (texts.en ?? '') : '';
}
