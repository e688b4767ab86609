import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, formatDemoAccounts } from './demo-accounts.js';

describe('the demo accounts of the start log', () => {
  it('lists every demo sign-in, the expired password included, with its account id', () => {
    const text = formatDemoAccounts();
    expect(text).toContain('Demo accounts (password Demo-pass-1):');
    for (const account of DEMO_ACCOUNTS) {
      expect(text).toMatch(new RegExp(`${account.email.replace('.', '\\.')} +${account.accountId} +${account.who}`));
    }
    expect(text).toMatch(/expired@demo\.example +12345A0001 +Supplier whose password has expired/);
  });
});
