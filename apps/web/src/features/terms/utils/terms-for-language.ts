import type { TermsDocument } from './terms-document';
import { TERMS_EN } from './terms-en';
import { TERMS_FR } from './terms-fr';

/** The terms in the interface language; English for any other language. */
export function termsForLanguage(language: string | undefined): TermsDocument {
  return language?.startsWith('fr') ? TERMS_FR : TERMS_EN;
}
