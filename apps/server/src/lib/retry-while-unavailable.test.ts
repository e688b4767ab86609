import { describe, expect, it } from 'vitest';
import { retryWhileUnavailable } from './retry-while-unavailable.js';

const refusing = () =>
  Object.assign(new Error('database "x" is not currently accepting connections'), { code: '55000' });

describe('retryWhileUnavailable', () => {
  it('tries again while the database is unavailable, then gives the result', async () => {
    const errors = [refusing(), Object.assign(new Error('gone'), { code: 'CONNECTION_CLOSED' })];
    const warnings: string[] = [];
    let attempts = 0;
    const result = await retryWhileUnavailable(
      async () => {
        attempts += 1;
        const error = errors.shift();
        if (error) throw error;
        return 'migrated';
      },
      { warn: (_, message) => warnings.push(message) },
      'start-up',
      1,
    );
    expect(result).toBe('migrated');
    expect(attempts).toBe(3);
    expect(warnings).toEqual([
      'start-up: the database is unavailable, trying again in 1 ms',
      'start-up: the database is unavailable, trying again in 1 ms',
    ]);
  });

  it('throws any other error at once', async () => {
    let attempts = 0;
    const failing = retryWhileUnavailable(
      async () => {
        attempts += 1;
        throw Object.assign(new Error('syntax error'), { code: '42601' });
      },
      { warn: () => {} },
      'start-up',
      1,
    );
    await expect(failing).rejects.toThrow('syntax error');
    expect(attempts).toBe(1);
  });
});
