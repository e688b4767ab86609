import { describe, expect, it } from 'vitest';
import en from '../../../lib/locales/en.json';
import fr from '../../../lib/locales/fr.json';
import { pageFromSearch, pageInfo } from './pagination';

const fill = (template: string, values: Record<string, number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

describe('pageInfo', () => {
  it('has at least one page', () => {
    expect(pageInfo(0, 1)).toEqual({ page: 1, pages: 1, offset: 0, hasPrevious: false, hasNext: false });
  });

  it('rounds count / 10 up', () => {
    expect(pageInfo(10, 1).pages).toBe(1);
    expect(pageInfo(11, 1).pages).toBe(2);
    expect(pageInfo(19, 2)).toEqual({ page: 2, pages: 2, offset: 10, hasPrevious: true, hasNext: false });
    expect(pageInfo(35, 2)).toMatchObject({
      page: 2,
      pages: 4,
      offset: 10,
      hasPrevious: true,
      hasNext: true,
    });
  });

  it('clamps the page to the pages that exist', () => {
    expect(pageInfo(15, 9)).toMatchObject({ page: 2, offset: 10 });
    expect(pageInfo(15, 0)).toMatchObject({ page: 1, offset: 0 });
  });

  it('reads the page of the address', () => {
    expect(pageFromSearch(null)).toBe(1);
    expect(pageFromSearch('3')).toBe(3);
    expect(pageFromSearch('-2')).toBe(1);
    expect(pageFromSearch('x')).toBe(1);
  });
});

describe('pagination text', () => {
  it('reads "Page X of Y"', () => {
    const { page, pages } = pageInfo(35, 2);
    expect(fill(en.history.pagination.page, { page, pages })).toBe('Page 2 of 4');
    expect(fill(fr.history.pagination.page, { page, pages })).toBe('Page 2 sur 4');
    const empty = pageInfo(0, 1);
    expect(fill(en.history.pagination.page, { page: empty.page, pages: empty.pages })).toBe('Page 1 of 1');
  });
});
