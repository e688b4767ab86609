import { describe, expect, it } from 'vitest';
import { attachmentHeaders, contentDisposition } from './attachment.js';

describe('contentDisposition', () => {
  it('quotes a plain ASCII name as it is', () => {
    expect(contentDisposition('2026-11-29_registrations.csv')).toBe(
      'attachment; filename="2026-11-29_registrations.csv"',
    );
  });

  it('adds filename* for a name that is not plain ASCII, with an ASCII fallback', () => {
    expect(contentDisposition('Qualité été.pdf')).toBe(
      `attachment; filename="Qualit_ _t_.pdf"; filename*=UTF-8''Qualit%C3%A9%20%C3%A9t%C3%A9.pdf`,
    );
  });

  it('never lets a quote, a backslash, a slash or a line break out of the quotes', () => {
    const header = contentDisposition('a"b\\c/d\r\ne.csv');
    expect(header.startsWith('attachment; filename="a_b_c_d__e.csv"')).toBe(true);
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain(`filename*=UTF-8''a%22b_c_d%0D%0Ae.csv`);
  });

  it("escapes the marks RFC 5987 does not allow: ' ( ) *", () => {
    expect(contentDisposition("l'été (1)*.csv")).toContain(
      `filename*=UTF-8''l%27%C3%A9t%C3%A9%20%281%29%2A.csv`,
    );
  });
});

describe('attachmentHeaders', () => {
  it('gives the type, the disposition and the download protections', () => {
    expect(attachmentHeaders('x.pdf', 'application/pdf')).toEqual({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="x.pdf"',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
      'cache-control': 'no-store',
    });
  });
});
