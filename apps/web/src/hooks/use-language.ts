import type { Language } from '@label-portal/contract';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage } from '../lib/language';

/** The interface language, 'en' or 'fr'; re-renders when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return isSupportedLanguage(current) ? current : 'en';
}
