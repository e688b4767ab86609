import { describe, expect, it } from 'vitest';
import { MESSAGE } from '../messages.js';
import { corporateNewsBodySchema, isWebAddress, pickNewsText } from './news.js';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

const texts = { en: 'News', fr: 'Nouvelles' };

describe('isWebAddress', () => {
  it('takes http and https addresses with a host', () => {
    expect(isWebAddress('https://provider.example/news')).toBe(true);
    expect(isWebAddress('HTTP://provider.example')).toBe(true);
  });

  it('refuses other schemes, relative and hostless addresses', () => {
    for (const value of [
      'javascript:alert(1)',
      'ftp://x.example',
      '/news',
      'provider.example',
      'https://',
      'http:/x',
    ]) {
      expect(isWebAddress(value), value).toBe(false);
    }
  });
});

describe('corporateNewsBodySchema', () => {
  it('accepts 200 characters per text and refuses 201 on that text', () => {
    expect(
      corporateNewsBodySchema.parse({ version: 1, texts: { en: 'e'.repeat(200), fr: 'f'.repeat(200) } }),
    ).toEqual({
      link: null,
      texts: { en: 'e'.repeat(200), fr: 'f'.repeat(200) },
      version: 1,
    });
    expect(
      messagesOf(
        corporateNewsBodySchema.safeParse({ version: 1, texts: { en: 'News', fr: 'f'.repeat(201) } }),
      ),
    ).toEqual([['texts.fr', MESSAGE.maxLength]]);
  });

  it('requires en and fr, trimmed', () => {
    expect(messagesOf(corporateNewsBodySchema.safeParse({ version: 1, texts: { en: '  ' } }))).toEqual([
      ['texts.en', MESSAGE.required],
      ['texts.fr', MESSAGE.required],
    ]);
    expect(messagesOf(corporateNewsBodySchema.safeParse({ version: 1 }))).toEqual([
      ['texts', MESSAGE.required],
    ]);
  });

  it('keeps a link, or none for missing, null or empty', () => {
    expect(corporateNewsBodySchema.parse({ version: 1, link: ' https://a.example/x ', texts }).link).toBe(
      'https://a.example/x',
    );
    expect(corporateNewsBodySchema.parse({ version: 1, link: '', texts }).link).toBeNull();
    expect(corporateNewsBodySchema.parse({ version: 1, link: null, texts }).link).toBeNull();
  });

  it('refuses a link that is no web address or longer than 200 characters', () => {
    expect(
      messagesOf(corporateNewsBodySchema.safeParse({ version: 1, link: 'javascript:alert(1)', texts })),
    ).toEqual([['link', MESSAGE.invalidWebAddress]]);
    const long = `https://a.example/${'x'.repeat(183)}`;
    expect(long.length).toBe(201);
    expect(messagesOf(corporateNewsBodySchema.safeParse({ version: 1, link: long, texts }))).toEqual([
      ['link', MESSAGE.maxLength],
    ]);
    expect(corporateNewsBodySchema.parse({ version: 1, link: long.slice(0, 200), texts }).link).toHaveLength(
      200,
    );
  });

  it('needs the version the edit was made on', () => {
    expect(messagesOf(corporateNewsBodySchema.safeParse({ texts }))).toEqual([['version', MESSAGE.required]]);
    expect(messagesOf(corporateNewsBodySchema.safeParse({ version: -1, texts }))[0]?.[0]).toBe('version');
  });

  it('keeps other two-letter languages, drops empty ones, refuses other keys and fields', () => {
    expect(
      corporateNewsBodySchema.parse({ version: 1, texts: { ...texts, de: 'Neuigkeiten', it: '' } }).texts,
    ).toEqual({
      ...texts,
      de: 'Neuigkeiten',
    });
    expect(
      messagesOf(corporateNewsBodySchema.safeParse({ version: 1, texts: { ...texts, english: 'x' } })),
    ).toEqual([['texts', MESSAGE.unknownField]]);
    expect(messagesOf(corporateNewsBodySchema.safeParse({ version: 1, texts, author: 'x' }))).toEqual([
      ['', MESSAGE.unknownField],
    ]);
  });
});

describe('pickNewsText', () => {
  it('answers the language asked, English when it has none, nothing without news', () => {
    expect(pickNewsText({ en: 'News', fr: 'Nouvelles' }, 'fr')).toBe('Nouvelles');
    expect(pickNewsText({ en: 'News' }, 'fr')).toBe('News');
    expect(pickNewsText({}, 'en')).toBe('');
  });
});
