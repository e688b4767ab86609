import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download-file';

describe('fileNameOf', () => {
  it('takes the name of a Content-Disposition attachment', () => {
    expect(fileNameOf('attachment; filename="2026-11-26_volume_status.pdf"', 'x.pdf')).toBe(
      '2026-11-26_volume_status.pdf',
    );
  });

  it('falls back when the header is missing or has no name', () => {
    expect(fileNameOf(null, 'volume_status.pdf')).toBe('volume_status.pdf');
    expect(fileNameOf('attachment', 'volume_status.pdf')).toBe('volume_status.pdf');
  });
});
