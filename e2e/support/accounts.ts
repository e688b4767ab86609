export const DEMO_PASSWORD = 'Demo-pass-1';

export type DemoAccount = { email: string; accountId: string; navigation: string[] };

const SUPPLIER_NAV = [
  'Home',
  'Ordering',
  'Statistics',
  'Profile',
  'Documentation',
  'Address List and Redistribution',
];

/** Each demo account and the main navigation its rights show (accounts-and-site.md section 2). */
export const DEMO_ACCOUNTS: Record<string, DemoAccount> = {
  supplier: { email: 'supplier@demo.example', accountId: '12345A0001', navigation: SUPPLIER_NAV },
  blocked: { email: 'blocked@demo.example', accountId: '22345B0001', navigation: SUPPLIER_NAV },
  pending: { email: 'pending@demo.example', accountId: 'T000000003', navigation: SUPPLIER_NAV },
  transport: { email: 'transport@demo.example', accountId: '32345C0001', navigation: SUPPLIER_NAV },
  approver: {
    email: 'approver@demo.example',
    accountId: 'CARMAKER01',
    navigation: ['Home', 'Profile', 'Documentation'],
  },
  analyst: {
    email: 'analyst@demo.example',
    accountId: 'CARMAKER01',
    navigation: ['Home', 'Statistics', 'Profile', 'Documentation'],
  },
  staff: {
    email: 'staff@demo.example',
    accountId: 'PROVIDER01',
    navigation: [...SUPPLIER_NAV, 'Back office'],
  },
};
