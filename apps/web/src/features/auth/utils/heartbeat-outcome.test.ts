import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { heartbeatOutcomeOf } from './heartbeat-outcome';

describe('heartbeatOutcomeOf', () => {
  it('reads the is_authenticated flag', () => {
    expect(heartbeatOutcomeOf({ is_authenticated: true, expires_at: '2026-01-01T00:00:00Z' })).toBe('alive');
    expect(heartbeatOutcomeOf({ is_authenticated: false, expires_at: null })).toBe('expired');
  });

  it('treats a 401 as an ended session and other failures as unknown', () => {
    expect(heartbeatOutcomeOf(undefined, new ApiError(401, undefined))).toBe('expired');
    expect(heartbeatOutcomeOf(undefined, new ApiError(0, undefined))).toBe('unknown');
    expect(heartbeatOutcomeOf(undefined, new ApiError(500, undefined))).toBe('unknown');
  });
});
