import { MESSAGES_EN, MESSAGES_FR } from '@label-portal/contract';
import { mergeTrees, nestKeys, type Tree } from './language';
import en from './locales/en.json';
import fr from './locales/fr.json';

/**
 * The texts of each area's screens (locales/areas/<area>.<language>.json), one pair of files per
 * area so that areas do not share one growing file. Each file holds its own top-level key.
 */
const AREA_TEXTS = import.meta.glob<Tree>('./locales/areas/*.json', { eager: true, import: 'default' });

export function areaTextsOf(language: 'en' | 'fr'): Tree[] {
  return Object.entries(AREA_TEXTS)
    .filter(([path]) => path.endsWith(`.${language}.json`))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, texts]) => texts);
}

/**
 * The app texts with the contract's messages, per language. A module of its own, imported on
 * demand beside the session check, so that the texts are not part of the first JavaScript
 * (decision 050).
 */
export const LOCALE_RESOURCES = {
  en: { translation: mergeTrees(en, ...areaTextsOf('en'), nestKeys(MESSAGES_EN)) },
  fr: { translation: mergeTrees(fr, ...areaTextsOf('fr'), nestKeys(MESSAGES_FR)) },
};

export type LocaleResources = typeof LOCALE_RESOURCES;
