import type { Country } from '@label-portal/contract';

/** Region codes that Intl knows but that are not countries. */
const NOT_COUNTRIES = new Set([
  'EU',
  'EZ',
  'UN',
  'QO',
  'XA',
  'XB',
  'ZZ',
  'AC',
  'CP',
  'DG',
  'EA',
  'IC',
  'TA',
  'CQ',
]);
const cache = new Map<string, Country[]>();

/**
 * A withdrawn code that ICU still names after the country that replaced it (DD Germany, FX France,
 * UK United Kingdom, YU and CS Serbia, SU Russia…): the locale's canonical form names the current
 * code. Listed, they showed the same name twice.
 */
function isWithdrawnCode(code: string): boolean {
  return new Intl.Locale(`und-${code}`).region !== code;
}

function allRegionCodes(): string[] {
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const codes: string[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (!NOT_COUNTRIES.has(code) && !isWithdrawnCode(code) && english.of(code)) codes.push(code);
    }
  }
  return codes;
}

/**
 * Countries with names in the language asked (ISO 3166-1 alpha-2 in use, names from ICU), sorted by
 * name: one entry a country.
 */
export function listCountries(language: 'en' | 'fr' | 'ar'): Country[] {
  const cached = cache.get(language);
  if (cached) return cached;
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  const countries = allRegionCodes()
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(language, countries);
  return countries;
}

const namesByLanguage = new Map<string, Map<string, string>>();

/** One country's name in a language; the code itself when unknown. A lookup, not a search: print forms name hundreds at once. */
export function countryName(code: string, language: 'en' | 'fr' | 'ar'): string {
  let names = namesByLanguage.get(language);
  if (!names) {
    names = new Map(listCountries(language).map((country) => [country.code, country.name]));
    namesByLanguage.set(language, names);
  }
  return names.get(code) ?? withdrawnName(code, language);
}

/** The name ICU gives a code no longer listed (a withdrawn one kept in older data), else the code. */
function withdrawnName(code: string, language: 'en' | 'fr' | 'ar'): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}
