import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { isDecided, isRefusal, isUserDeleted, refusalText } from './refusal';

describe('approval refusals', () => {
  const rejected = new ApiError(409, {
    code: 'CONFLICT',
    errors: { detail: 'This account was already rejected and deleted.', user_deleted: true },
  });

  it('tells a refusal from a failure worth retrying', () => {
    expect(isRefusal(rejected)).toBe(true);
    expect(isRefusal(new ApiError(503, undefined))).toBe(false);
    expect(isRefusal(new Error('network'))).toBe(false);
    expect(isDecided(rejected)).toBe(true);
    expect(isDecided(new ApiError(404, { code: 'NOT_FOUND', errors: {} }))).toBe(false);
  });

  it('reads the text and the user_deleted flag', () => {
    expect(refusalText(rejected)).toBe('This account was already rejected and deleted.');
    expect(isUserDeleted(rejected)).toBe(true);
    expect(isUserDeleted(new ApiError(409, { code: 'CONFLICT', errors: { user_deleted: false } }))).toBe(
      false,
    );
  });
});
