import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, formatDemoAccounts } from './demo-accounts.js';

describe('the demo accounts of the start log', () => {
  it('lists every demo sign-in, the expired password included, with its account id', () => {
    const text = formatDemoAccounts();
    const lines = text.split('\n').map((line) => line.trim().split(/ +/).join(' '));
    expect(lines).toContain('Demo accounts (password Demo-pass-1):');
    for (const account of DEMO_ACCOUNTS) {
      expect(lines).toContain(`${account.email} ${account.accountId} ${account.who}`);
    }
    expect(lines).toContain('expired@demo.example 12345A0001 Supplier whose password has expired');
  });
});
