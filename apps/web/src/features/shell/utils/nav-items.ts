import { hasRight, RIGHTS } from '@label-portal/contract';

export type MainNavKey =
  | 'home'
  | 'ordering'
  | 'statistics'
  | 'profile'
  | 'documentation'
  | 'distribution'
  | 'backoffice';

export interface NavItem {
  key: MainNavKey;
  /** Translation key of the entry's label. */
  labelKey: string;
  to: string;
  /** Right pattern needed to see the entry; '' = anyone signed in. */
  right: string;
  /** Path prefixes under which the entry counts as the current one. */
  activePrefixes: readonly string[];
}

/** The top navigation of the specification, in its order, each with the right that shows it. */
export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', labelKey: 'nav.home', to: '/welcome', right: '', activePrefixes: ['/welcome'] },
  {
    key: 'ordering',
    labelKey: 'nav.ordering',
    to: '/orders/order_process',
    right: RIGHTS.issueOrder,
    activePrefixes: ['/orders/'],
  },
  {
    key: 'statistics',
    labelKey: 'nav.statistics',
    to: '/statistics/landing',
    right: RIGHTS.viewOrder,
    activePrefixes: ['/statistics/'],
  },
  {
    key: 'profile',
    labelKey: 'nav.profile',
    to: '/accounts/profile',
    right: '',
    activePrefixes: ['/accounts/profile'],
  },
  {
    key: 'documentation',
    labelKey: 'nav.documentation',
    to: '/information/information',
    right: '',
    activePrefixes: ['/information/'],
  },
  {
    key: 'distribution',
    labelKey: 'nav.distribution',
    to: '/distribution/addressList',
    right: RIGHTS.distribute,
    activePrefixes: ['/distribution/'],
  },
  // Staff's back office: the mailbox for now; its other screens live under /backoffice/ too.
  {
    key: 'backoffice',
    labelKey: 'nav.backoffice',
    to: '/backoffice/mailbox',
    right: RIGHTS.backoffice,
    activePrefixes: ['/backoffice/'],
  },
];

/** The entries the user may see, in navigation order. */
export function visibleNavItems(
  permissions: readonly string[],
  items: readonly NavItem[] = MAIN_NAV_ITEMS,
): NavItem[] {
  return items.filter((item) => hasRight(permissions, item.right));
}

/** True when the entry is the current area: its own path, or a path under one of its prefixes. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.key === 'home' && pathname === '/') return true;
  return item.activePrefixes.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}

/** The external authentication service of the side navigation. */
export const AUTHENTICATION_SERVICE_URL = 'https://www.scribos.com';
export const CONTACT_ROUTE = '/contact/contact';
export const TERMS_ROUTE = '/psa_terms/terms';
