import { MESSAGES_EN, MESSAGES_FR, ORDER_STATE_LABELS } from '@label-portal/contract';
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
 * Enum labels the server writes too (an order's `state_display`): the contract holds them, the web
 * reads them as every other enum label, by the i18next key `enums.<enum>.<VALUE>` (decision 315).
 */
function sharedEnumLabelsOf(language: 'en' | 'fr'): Tree {
  return { enums: { orderState: { ...ORDER_STATE_LABELS[language] } } };
}

/**
 * The app texts with the contract's messages, per language. A module of its own, imported on
 * demand beside the session check, so that the texts are not part of the first JavaScript
 * (decision 050).
 */
export const LOCALE_RESOURCES = {
  en: { translation: mergeTrees(en, ...areaTextsOf('en'), sharedEnumLabelsOf('en'), nestKeys(MESSAGES_EN)) },
  fr: { translation: mergeTrees(fr, ...areaTextsOf('fr'), sharedEnumLabelsOf('fr'), nestKeys(MESSAGES_FR)) },
};

export type LocaleResources = typeof LOCALE_RESOURCES;
