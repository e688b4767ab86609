import { describe, expect, it } from 'vitest';
import { framedMailHtml, splitLinks } from './mail-html';

describe('framedMailHtml', () => {
  it('adds a new-tab base to a document without a head', () => {
    expect(framedMailHtml('<!doctype html><html lang="fr"><body><a href="x">x</a></body></html>')).toBe(
      '<!doctype html><html lang="fr"><head><base target="_blank"><meta name="referrer" content="no-referrer"></head><body><a href="x">x</a></body></html>',
    );
  });

  it('adds it inside an existing head, or before a fragment', () => {
    expect(framedMailHtml('<html><head><title>t</title></head></html>')).toContain(
      '<head><base target="_blank">',
    );
    expect(framedMailHtml('<p>hi</p>')).toMatch(/^<base target="_blank">.*<p>hi<\/p>$/);
  });
});

describe('splitLinks', () => {
  it('finds the links of a text part', () => {
    expect(splitLinks('Confirm:\nhttp://localhost:3000/accounts/confirmation/AB12\n\nBye')).toEqual([
      { text: 'Confirm:\n', isLink: false },
      { text: 'http://localhost:3000/accounts/confirmation/AB12', isLink: true },
      { text: '\n\nBye', isLink: false },
    ]);
    expect(splitLinks('no link')).toEqual([{ text: 'no link', isLink: false }]);
  });
});
