import { describe, expect, it } from 'vitest';
import { termsForLanguage } from './terms-for-language';

describe('termsForLanguage', () => {
  it('picks French or English', () => {
    expect(termsForLanguage('fr').title).toBe('Mentions légales et conditions d’utilisation');
    expect(termsForLanguage('en').title).toBe('Legal notice and terms of use');
    expect(termsForLanguage('de').title).toBe('Legal notice and terms of use');
  });

  it('holds the same sections in both languages, with the business constants', () => {
    const en = termsForLanguage('en');
    const fr = termsForLanguage('fr');
    expect(fr.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id));
    for (const doc of [en, fr]) {
      const text = doc.sections.flatMap((s) => [...s.paragraphs, ...(s.items ?? [])]).join(' ');
      expect(text).toContain('30');
      expect(text).toContain('FCA');
      expect(text).toContain('Incoterms 2020');
      expect(text).toMatch(/2[,\u00a0 ]000 euro/);
      expect(text).toContain('3 ');
    }
  });
});
