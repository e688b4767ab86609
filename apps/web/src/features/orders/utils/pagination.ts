import { ORDER_HISTORY_PAGE_SIZE } from '@label-portal/contract';

export interface PageInfo {
  /** 1-based page shown, within 1..pages. */
  page: number;
  /** Number of pages: count / page size rounded up, at least 1. */
  pages: number;
  offset: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** The page of a 1-based page number, clamped to the pages that exist (ordering.md section 9). */
export function pageInfo(count: number, requestedPage: number, pageSize = ORDER_HISTORY_PAGE_SIZE): PageInfo {
  const pages = Math.max(1, Math.ceil(Math.max(0, count) / pageSize));
  const wanted = Number.isFinite(requestedPage) ? Math.trunc(requestedPage) : 1;
  const page = Math.min(Math.max(1, wanted), pages);
  return { page, pages, offset: (page - 1) * pageSize, hasPrevious: page > 1, hasNext: page < pages };
}

/** The page number of a `?page=` search value; 1 when missing or not a number. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
