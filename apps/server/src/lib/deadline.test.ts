import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { withDeadline } from './deadline.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('withDeadline', () => {
  it('answers what the promise answers when it settles in time', async () => {
    await expect(withDeadline(Promise.resolve(42), 1_000)).resolves.toBe(42);
    await expect(withDeadline(Promise.reject(new Error('refused')), 1_000)).rejects.toThrow('refused');
  });

  it('gives up on a promise that never settles, as a database that cannot be reached (503)', async () => {
    vi.useFakeTimers();
    const waiting = withDeadline(new Promise(() => {}), 5_000);
    const outcome = waiting.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(4_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('no answer from the database within 5000 ms');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
