import { describe, expect, it } from 'vitest';
import { inlineParams, literalOf } from './inline-params.js';

describe('literalOf', () => {
  it('writes strings as escape-string literals, quotes and backslashes doubled', () => {
    expect(literalOf("it's")).toBe("E'it''s'");
    expect(literalOf('a\\b')).toBe("E'a\\\\b'");
    expect(literalOf("\\'; drop table users; --")).toBe("E'\\\\''; drop table users; --'");
    expect(literalOf('')).toBe("E''");
  });

  it('writes numbers, bigints, booleans, dates and null', () => {
    expect(literalOf(5)).toBe('(5)');
    expect(literalOf(-2.5)).toBe('(-2.5)');
    expect(literalOf(12345678901234567890n)).toBe('(12345678901234567890)');
    expect(literalOf(true)).toBe('true');
    expect(literalOf(null)).toBe('NULL');
    expect(literalOf(new Date('2026-01-02T03:04:05.000Z'))).toBe("E'2026-01-02T03:04:05.000Z'");
  });

  it('refuses what it cannot write safely', () => {
    expect(() => literalOf(Number.NaN)).toThrow('not finite');
    expect(() => literalOf(Number.POSITIVE_INFINITY)).toThrow('not finite');
    expect(() => literalOf('a\0b')).toThrow('NUL');
    expect(() => literalOf(['a'])).toThrow('not supported');
    expect(() => literalOf({ a: 1 })).toThrow('not supported');
  });
});

describe('inlineParams', () => {
  it('replaces each $n by its literal, $10 after $1', () => {
    const params = Array.from({ length: 10 }, (_, index) => index + 1);
    expect(inlineParams('select $1, $10, $2::int', params)).toBe('select (1), (10), (2)::int');
  });

  it('leaves $n alone inside quoted text, quoted names and comments', () => {
    expect(inlineParams(`select '$1', 'it''s $1', "col$1", x -- $1\n, y /* $1 */, $1`, ['v'])).toBe(
      `select '$1', 'it''s $1', "col$1", x -- $1\n, y /* $1 */, E'v'`,
    );
  });

  it('refuses what it cannot read: dollar quotes, escape strings, unclosed text, missing parameters', () => {
    expect(() => inlineParams('select $$a$$', [])).toThrow('dollar-quoted');
    expect(() => inlineParams("select E'a\\'b'", [])).toThrow('escape-string');
    expect(() => inlineParams("select 'a", [])).toThrow('unclosed');
    expect(() => inlineParams('select 1 /* a', [])).toThrow('unclosed');
    expect(() => inlineParams('select $2', ['a'])).toThrow('no parameter $2');
    expect(() => inlineParams('select $0', ['a'])).toThrow('no parameter $0');
  });

  it('keeps names ending in e before a quote', () => {
    expect(inlineParams("select 1 where typname='x' and e.a = $1", [1])).toBe(
      "select 1 where typname='x' and e.a = (1)",
    );
  });
});
