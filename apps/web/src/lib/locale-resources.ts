import { MESSAGES_EN, MESSAGES_FR } from '@label-portal/contract';
import { mergeTrees, nestKeys } from './language';
import en from './locales/en.json';
import fr from './locales/fr.json';

/**
 * The app texts with the contract's messages, per language. A module of its own, imported on
 * demand beside the session check, so that the texts are not part of the first JavaScript
 * (decision 050).
 */
export const LOCALE_RESOURCES = {
  en: { translation: mergeTrees(en, nestKeys(MESSAGES_EN)) },
  fr: { translation: mergeTrees(fr, nestKeys(MESSAGES_FR)) },
};

export type LocaleResources = typeof LOCALE_RESOURCES;
