import { z } from 'zod';
import type { Language } from './messages.js';

/**
 * A catalogue text kept per language (docs/decisions/070): English always, French when translated.
 * Replies carry the text of the request's language only (pickText).
 */
export const localizedTextSchema = z
  .object({ en: z.string(), fr: z.string().optional() })
  .meta({ id: 'LocalizedText' });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** The text in the language asked, English when that language has none (missing or empty). */
export function pickText(text: LocalizedText, language: Language): string {
  const translated = text[language];
  return translated ? translated : text.en;
}
