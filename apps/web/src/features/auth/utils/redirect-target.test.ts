import { describe, expect, it } from 'vitest';
import { redirectTargetOf } from './redirect-target';

describe('redirectTargetOf', () => {
  it('returns to the remembered location with its query and hash', () => {
    const state = { from: { pathname: '/statistics/history', search: '?page=2', hash: '#top' } };
    expect(redirectTargetOf(state)).toBe('/statistics/history?page=2#top');
  });

  it('accepts a remembered path string', () => {
    expect(redirectTargetOf({ from: '/accounts/profile' })).toBe('/accounts/profile');
  });

  it('goes to the welcome page without a remembered location', () => {
    expect(redirectTargetOf(undefined)).toBe('/welcome');
    expect(redirectTargetOf(null)).toBe('/welcome');
    expect(redirectTargetOf({})).toBe('/welcome');
  });

  it('never follows other sites or the login page itself', () => {
    expect(redirectTargetOf({ from: '//evil.example.com/x' })).toBe('/welcome');
    expect(redirectTargetOf({ from: 'https://evil.example.com/' })).toBe('/welcome');
    expect(redirectTargetOf({ from: { pathname: '/accounts/login' } })).toBe('/welcome');
  });
});
