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
