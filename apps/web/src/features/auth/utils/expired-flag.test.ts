import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSessionExpired,
  isSessionExpired,
  markSessionExpired,
  subscribeSessionExpired,
} from './expired-flag';

afterEach(() => clearSessionExpired());

describe('session expired flag', () => {
  it('is set and cleared, telling subscribers once per change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSessionExpired(listener);
    expect(isSessionExpired()).toBe(false);
    markSessionExpired();
    markSessionExpired();
    expect(isSessionExpired()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    clearSessionExpired();
    expect(isSessionExpired()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    markSessionExpired();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
