import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.js';

describe('formatFileSize', () => {
  it('counts bytes, then kilobytes and megabytes of 1,024', () => {
    expect(formatFileSize(0, 'en')).toBe('0\u00a0bytes');
    expect(formatFileSize(1023, 'en')).toBe('1,023\u00a0bytes');
    expect(formatFileSize(1024, 'en')).toBe('1\u00a0KB');
    expect(formatFileSize(1536, 'en')).toBe('1.5\u00a0KB');
    expect(formatFileSize(20 * 1024 * 1024, 'en')).toBe('20\u00a0MB');
  });

  it('writes French units and decimal commas', () => {
    expect(formatFileSize(900, 'fr')).toBe('900\u00a0octets');
    expect(formatFileSize(1536, 'fr')).toBe('1,5\u00a0Ko');
    expect(formatFileSize(20 * 1024 * 1024, 'fr')).toBe('20\u00a0Mo');
  });
});
