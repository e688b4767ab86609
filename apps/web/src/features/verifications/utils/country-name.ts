import type { Language } from '@label-portal/contract';

/** A country's name in the language from its ISO code ("FR" → "France"), the code when unknown. */
export function countryNameOf(code: string | null | undefined, language: Language): string {
  if (!code) return '';
  try {
    return (
      new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code
    );
  } catch {
    return code;
  }
}
