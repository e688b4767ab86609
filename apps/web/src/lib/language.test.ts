import { MESSAGES_EN } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import { detectLanguage, mergeTrees, nestKeys } from './language';

describe('detectLanguage', () => {
  it('prefers the stored choice', () => {
    expect(detectLanguage('fr', ['en-US'])).toBe('fr');
    expect(detectLanguage('fr-FR', ['en-US'])).toBe('fr');
  });

  it('ignores an unsupported stored value and uses the browser languages', () => {
    expect(detectLanguage('de', ['fr-CA', 'en'])).toBe('fr');
    expect(detectLanguage(null, ['de-DE', 'en-GB'])).toBe('en');
  });

  it('falls back to English', () => {
    expect(detectLanguage(undefined, [])).toBe('en');
    expect(detectLanguage(undefined, ['de'])).toBe('en');
  });
});

describe('nestKeys and mergeTrees', () => {
  it('nests the contract messages so that validation.required resolves', () => {
    const tree = nestKeys(MESSAGES_EN);
    expect((tree.validation as Record<string, string>).required).toBe('Required');
    expect((tree.errors as Record<string, string>).forbidden).toBe(
      "You don't have sufficient rights to access this Content.",
    );
  });

  it('merges nested trees without losing siblings', () => {
    const merged = mergeTrees({ errors: { a: 'A' }, x: 'X' }, { errors: { b: 'B' } });
    expect(merged).toEqual({ errors: { a: 'A', b: 'B' }, x: 'X' });
  });
});
