import type { Language } from './languages.js';

const UNITS: Record<Language, readonly [string, string, string]> = {
  en: ['bytes', 'KB', 'MB'],
  fr: ['octets', 'Ko', 'Mo'],
};

const formatters = new Map<Language, Intl.NumberFormat>();

function formatterOf(language: Language): Intl.NumberFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 1 });
    formatters.set(language, formatter);
  }
  return formatter;
}

/**
 * A file size for people, in the language's units (1 KB = 1,024 bytes): `20 MB`, `1.5 KB`,
 * `900 bytes`; French `20 Mo`, `1,5 Ko`, `900 octets`. The unit follows a no-break space.
 */
export function formatFileSize(bytes: number, language: Language): string {
  const [byteUnit, kiloUnit, megaUnit] = UNITS[language];
  const format = formatterOf(language);
  if (bytes < 1024) return `${format.format(bytes)}\u00a0${byteUnit}`;
  if (bytes < 1024 * 1024) return `${format.format(bytes / 1024)}\u00a0${kiloUnit}`;
  return `${format.format(bytes / (1024 * 1024))}\u00a0${megaUnit}`;
}
