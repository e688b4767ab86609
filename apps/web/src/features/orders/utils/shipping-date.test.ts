import { describe, expect, it } from 'vitest';
import { initialShippingDate } from './shipping-date';

describe('initialShippingDate', () => {
  it('prefills the first possible date when none was chosen', () => {
    expect(initialShippingDate('', '2030-05-02')).toBe('2030-05-02');
  });

  it('keeps a chosen date that is still possible, the first possible day included', () => {
    expect(initialShippingDate('2030-06-01', '2030-05-02')).toBe('2030-06-01');
    expect(initialShippingDate('2030-05-02', '2030-05-02')).toBe('2030-05-02');
  });

  it('replaces a chosen date that has become too early', () => {
    expect(initialShippingDate('2030-05-01', '2030-05-02')).toBe('2030-05-02');
  });
});
