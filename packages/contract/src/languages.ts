/**
 * The languages of the interface and of the messages. A module apart from the message tables, so
 * that the web's first load can know the languages without carrying the texts.
 */
export type Language = 'en' | 'fr';
export const LANGUAGES = ['en', 'fr'] as const satisfies readonly Language[];
export const FALLBACK_LANGUAGE: Language = 'en';
/** Each language under its own name, as language menus show them. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', fr: 'Français' };

/** Picks the first supported language of an Accept-Language header, English otherwise. */
export function pickLanguage(acceptLanguage: string | null | undefined): Language {
  if (!acceptLanguage) return FALLBACK_LANGUAGE;
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (tag === 'en' || tag === 'fr') return tag;
  }
  return FALLBACK_LANGUAGE;
}
