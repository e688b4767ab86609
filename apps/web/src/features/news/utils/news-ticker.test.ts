import { describe, expect, it } from 'vitest';
import { canEditNews, newsFormValuesOf, tickerDurationSeconds } from './news-ticker';

describe('canEditNews', () => {
  it('lets holders of welcome.*_corporatenews edit, nobody else', () => {
    expect(canEditNews(['welcome.change_corporatenews'])).toBe(true);
    expect(canEditNews(['welcome.add_corporatenews'])).toBe(true);
    expect(canEditNews(['orders.issue_order', 'backoffice.*'])).toBe(false);
    expect(canEditNews([])).toBe(false);
  });
});

describe('tickerDurationSeconds', () => {
  it('scrolls short texts for at least 12 seconds and longer ones longer', () => {
    expect(tickerDurationSeconds('Hi')).toBe(12);
    expect(tickerDurationSeconds('x'.repeat(200))).toBe(40);
  });
});

describe('newsFormValuesOf', () => {
  it('starts empty without news', () => {
    expect(newsFormValuesOf(undefined)).toEqual({ link: '', texts: { en: '', fr: '' }, version: 0 });
    expect(newsFormValuesOf({ link: null, texts: {}, updated_at: null, version: 0 })).toEqual({
      link: '',
      texts: { en: '', fr: '' },
      version: 0,
    });
  });

  it('keeps the link and every language', () => {
    expect(
      newsFormValuesOf({
        link: 'https://a.example',
        texts: { en: 'News', fr: 'Nouvelles', de: 'Neuigkeiten' },
        updated_at: '2026-01-01T00:00:00.000Z',
        version: 7,
      }),
    ).toEqual({
      link: 'https://a.example',
      texts: { en: 'News', fr: 'Nouvelles', de: 'Neuigkeiten' },
      version: 7,
    });
  });
});
