/** The demo sign-ins, printed by the server on start and listed in the README. */
export const DEMO_PASSWORD = 'Demo-pass-1';

export type DemoAccount = {
  /** Who the account stands for. */
  who: string;
  email: string;
  /** The company's account id (cofor10), entered at sign-in together with the e-mail. */
  accountId: string;
  /** The group (role) the user holds. */
  group: string;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    who: 'Supplier (Demo Parts)',
    email: 'supplier@demo.example',
    accountId: '12345A0001',
    group: 'supplier',
  },
  {
    who: 'Supplier blocked for unpaid bills',
    email: 'blocked@demo.example',
    accountId: '22345B0001',
    group: 'supplier',
  },
  {
    who: 'Supplier with delivery address awaiting approval',
    email: 'pending@demo.example',
    accountId: 'T000000003',
    group: 'supplier',
  },
  {
    who: 'Supplier organising its own transport',
    email: 'transport@demo.example',
    accountId: '32345C0001',
    group: 'supplier',
  },
  {
    who: 'Car-maker approver',
    email: 'approver@demo.example',
    accountId: 'CARMAKER01',
    group: 'client_approver',
  },
  {
    who: 'Car-maker statistics analyst',
    email: 'analyst@demo.example',
    accountId: 'CARMAKER01',
    group: 'carmaker_analyst',
  },
  {
    who: 'Label provider customer service',
    email: 'staff@demo.example',
    accountId: 'PROVIDER01',
    group: 'provider_staff',
  },
];

/**
 * A supplier user of Demo Parts whose password expired (changed 400 days ago, the limit being
 * 365): signing in leads to the reset-expired-password page. Outside DEMO_ACCOUNTS, whose users
 * sign in straight away.
 */
export const EXPIRED_PASSWORD_USER = {
  who: 'Supplier whose password has expired',
  email: 'expired@demo.example',
  accountId: '12345A0001',
  passwordAgeDays: 400,
} as const;

/** The demo sign-ins as the start log lists them: every demo account and the expired password. */
export function formatDemoAccounts(): string {
  const rows = [...DEMO_ACCOUNTS, EXPIRED_PASSWORD_USER].map(
    (account) => `  ${account.email.padEnd(26)} ${account.accountId.padEnd(12)} ${account.who}`,
  );
  return `\nDemo accounts (password ${DEMO_PASSWORD}):\n${rows.join('\n')}\n\n`;
}
