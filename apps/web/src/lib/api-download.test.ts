import { describe, expect, it } from 'vitest';
import { readFileName } from './api-download';

describe('readFileName', () => {
  it('takes the name of a Content-Disposition attachment', () => {
    expect(readFileName('attachment; filename="2026-11-26_volume_status.pdf"') ?? 'x.pdf').toBe(
      '2026-11-26_volume_status.pdf',
    );
  });

  it('falls back when the header is missing or has no name', () => {
    expect(readFileName(null) ?? 'volume_status.pdf').toBe('volume_status.pdf');
    expect(readFileName('attachment') ?? 'volume_status.pdf').toBe('volume_status.pdf');
  });

  it('prefers the UTF-8 name of filename*', () => {
    expect(readFileName(`attachment; filename="a.csv"; filename*=UTF-8''%C3%A9t%C3%A9.csv`)).toBe('été.csv');
  });
});
