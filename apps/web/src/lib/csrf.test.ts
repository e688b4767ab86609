import { describe, expect, it } from 'vitest';
import { readCookie } from './csrf';

describe('readCookie', () => {
  it('finds a cookie among others', () => {
    expect(readCookie('csrftoken', 'sessionid=abc; csrftoken=tok123; other=1')).toBe('tok123');
  });

  it('does not match a cookie whose name only ends with the name', () => {
    expect(readCookie('csrftoken', 'xcsrftoken=wrong')).toBeUndefined();
  });

  it('decodes encoded values and keeps = inside values', () => {
    expect(readCookie('a', 'a=x%20y=z')).toBe('x y=z');
  });

  it('answers undefined for an empty cookie string', () => {
    expect(readCookie('csrftoken', '')).toBeUndefined();
  });
});
