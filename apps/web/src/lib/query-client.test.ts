import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('never retries a 4xx reply', () => {
    expect(shouldRetry(0, new ApiError(400, undefined))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, undefined))).toBe(false);
    expect(shouldRetry(0, new ApiError(429, undefined))).toBe(false);
  });

  it('retries network and server failures twice', () => {
    expect(shouldRetry(0, new ApiError(0, undefined))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, undefined))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, undefined))).toBe(false);
    expect(shouldRetry(0, new Error('other'))).toBe(true);
  });
});

describe('createQueryClient', () => {
  it('does not refetch on window focus', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });
});
