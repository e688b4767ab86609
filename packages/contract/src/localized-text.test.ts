import { describe, expect, it } from 'vitest';
import { pickText } from './localized-text.js';

describe('pickText', () => {
  it('answers the text of the language asked', () => {
    expect(pickText({ en: 'Part number', fr: 'Référence pièce' }, 'fr')).toBe('Référence pièce');
    expect(pickText({ en: 'Part number', fr: 'Référence pièce' }, 'en')).toBe('Part number');
  });

  it('falls back to English when the French text is missing or empty', () => {
    expect(pickText({ en: 'Part number' }, 'fr')).toBe('Part number');
    expect(pickText({ en: 'Part number', fr: '' }, 'fr')).toBe('Part number');
  });
});
