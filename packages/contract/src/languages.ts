/**
 * The languages of the interface and of the messages. A module apart from the message tables, so
 * that the web's first load can know the languages without carrying the texts.
 */
export type Language = 'en' | 'fr';
export const LANGUAGES = ['en', 'fr'] as const satisfies readonly Language[];
export const FALLBACK_LANGUAGE: Language = 'en';
/** Each language under its own name, as language menus show them. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', fr: 'Français' };

/**
 * The supported language an Accept-Language header prefers most, English otherwise: by its weights
 * (`q`, 1 when absent; `q=0` means "not this one"), the order of the header among equal weights.
 */
export function pickLanguage(acceptLanguage: string | null | undefined): Language {
  if (!acceptLanguage) return FALLBACK_LANGUAGE;
  let best: { language: Language; weight: number } | undefined;
  for (const part of acceptLanguage.split(',').slice(0, 50)) {
    const [range, ...parameters] = part.split(';');
    const tag = range?.trim().toLowerCase().slice(0, 2);
    if (tag !== 'en' && tag !== 'fr') continue;
    const quality = parameters
      .map((parameter) => parameter.trim())
      .find((parameter) => /^q=/i.test(parameter));
    const weight = quality === undefined ? 1 : Number(quality.slice(2));
    if (!Number.isFinite(weight) || weight <= 0 || weight > 1) continue;
    if (!best || weight > best.weight) best = { language: tag, weight };
  }
  return best?.language ?? FALLBACK_LANGUAGE;
}
