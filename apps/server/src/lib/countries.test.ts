import { describe, expect, it } from 'vitest';
import { countryName, listCountries } from './countries.js';

describe('country names (docs/decisions/071)', () => {
  it('names countries in English, French and Arabic from the runtime ICU', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('US', 'fr')).toBe('États-Unis');
    expect(countryName('MA', 'ar')).toBe('المغرب');
  });

  it('has a name of its own in every language for every listed country', () => {
    const english = new Map(listCountries('en').map((country) => [country.code, country.name]));
    expect(english.size).toBeGreaterThan(240);
    for (const language of ['fr', 'ar'] as const) {
      const names = listCountries(language);
      expect(names).toHaveLength(english.size);
      expect(names.every((country) => country.name !== country.code)).toBe(true);
    }
    // A small-ICU runtime falls back to English names: most names must differ from the English ones.
    const arabic = listCountries('ar').filter((country) => country.name !== english.get(country.code));
    expect(arabic.length).toBe(english.size);
  });

  it('lists each country once: withdrawn codes (DD, FX, UK, YU, CS, SU…) are left out but still named', () => {
    for (const language of ['en', 'fr', 'ar'] as const) {
      const names = listCountries(language).map((country) => country.name);
      expect(new Set(names).size, language).toBe(names.length);
    }
    const codes = listCountries('en').map((country) => country.code);
    for (const withdrawn of ['DD', 'FX', 'UK', 'YU', 'CS', 'SU', 'ZR', 'AN'])
      expect(codes).not.toContain(withdrawn);
    for (const current of ['DE', 'FR', 'GB', 'RS', 'RU', 'CD', 'CW']) expect(codes).toContain(current);
    expect(countryName('DD', 'en')).toBe('Germany');
    expect(countryName('UK', 'fr')).toBe('Royaume-Uni');
  });

  it('sorts by name in the language asked and answers the code of an unknown country', () => {
    const french = listCountries('fr').map((country) => country.name);
    expect(french.indexOf('Allemagne')).toBeLessThan(french.indexOf('Belgique'));
    expect(countryName('QQ', 'fr')).toBe('QQ');
  });
});
