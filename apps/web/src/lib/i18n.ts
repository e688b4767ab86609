import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@label-portal/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, isSupportedLanguage, LANGUAGE_STORAGE_KEY } from './language';
import type { LocaleResources } from './locale-resources';

function readStoredLanguage(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
}

function browserLanguages(): readonly string[] {
  const nav = globalThis.navigator;
  if (!nav) return [];
  return nav.languages?.length ? nav.languages : [nav.language];
}

function applyDocumentLanguage(language: Language): void {
  if (globalThis.document) globalThis.document.documentElement.lang = language;
}

/** The texts of every language, fetched once (a chunk of their own). */
export function loadLocaleResources(): Promise<LocaleResources> {
  return import('./locale-resources').then((module) => module.LOCALE_RESOURCES);
}

/** Starts i18next with the app texts and the contract's messages in one namespace. */
export function initI18n(resources: LocaleResources): typeof i18n {
  const language = detectLanguage(readStoredLanguage(), browserLanguages());
  void i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  applyDocumentLanguage(language);
  i18n.on('languageChanged', (next) => {
    if (!isSupportedLanguage(next)) return;
    storeLanguage(next);
    applyDocumentLanguage(next);
  });
  return i18n;
}

/** The language in use, 'en' or 'fr'. */
export function getCurrentLanguage(): Language {
  const current = i18n.resolvedLanguage ?? i18n.language;
  return isSupportedLanguage(current) ? current : 'en';
}

/** Switches the interface language; the choice is kept in localStorage and set on <html lang>. */
export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
}

export { i18n };
