import { describe, expect, it } from 'vitest';
import { pickLanguage } from './languages.js';

describe('pickLanguage', () => {
  it('takes the first supported language of equal weights, English without one', () => {
    expect(pickLanguage('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(pickLanguage('de-DE, en-GB')).toBe('en');
    expect(pickLanguage('fr, en')).toBe('fr');
    expect(pickLanguage('de, it')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('')).toBe('en');
  });

  it('reads the weights: the heavier wins, q=0 means not this one', () => {
    expect(pickLanguage('fr;q=0.1, en;q=0.9')).toBe('en');
    expect(pickLanguage('en;q=0.1, fr;q=0.9')).toBe('fr');
    expect(pickLanguage('fr;q=0')).toBe('en');
    expect(pickLanguage('en;q=0, fr;q=0.5')).toBe('fr');
    expect(pickLanguage('de, fr;q=0.5, en;q=0.4')).toBe('fr');
    expect(pickLanguage('fr;q=abc, en;q=0.2')).toBe('en');
  });
});
