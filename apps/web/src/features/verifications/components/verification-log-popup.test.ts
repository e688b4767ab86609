import { describe, expect, it } from 'vitest';
import { agentLineOf } from './verification-log-popup';

describe('agentLineOf', () => {
  it('does not repeat a version the agent already carries', () => {
    expect(agentLineOf('LabelCheck/2.3 (Android 9)', '2.3')).toBe('LabelCheck/2.3 (Android 9)');
    expect(agentLineOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36', '120.0')).toBe(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36',
    );
    expect(agentLineOf('okhttp/4.12.0', '4.12.0')).toBe('okhttp/4.12.0');
  });

  it('adds a version the agent does not carry as such, even when its digits appear', () => {
    expect(agentLineOf('LabelCheck/2.3 (Android 9)', '2.4')).toBe('LabelCheck/2.3 (Android 9) 2.4');
    // "2.3" inside "12.3" or "2.31" is another version.
    expect(agentLineOf('App/12.3', '2.3')).toBe('App/12.3 2.3');
    expect(agentLineOf('App/2.31', '2.3')).toBe('App/2.31 2.3');
    expect(agentLineOf('Mozilla/5.0 (iPhone; CPU iPhone OS 14_3 like Mac OS X) Safari/604.1', '14.3')).toBe(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 14_3 like Mac OS X) Safari/604.1 14.3',
    );
  });

  it('shows whichever is known, or nothing', () => {
    expect(agentLineOf('SMS gateway', null)).toBe('SMS gateway');
    expect(agentLineOf(null, '3.1')).toBe('3.1');
    expect(agentLineOf(null, null)).toBe('');
  });
});
