import { hasRight, NAV_ENTRIES, type NavGroup, SCREENS, type ScreenKey } from '@label-portal/contract';

export type MainNavKey = NavGroup;

export interface NavItem {
  key: MainNavKey;
  /** Translation key of the entry's label. */
  labelKey: string;
  to: string;
  /** Right pattern needed to see the entry; '' = anyone signed in. */
  right: string;
  /** Path prefixes under which the entry counts as the current one: its group's screens. */
  activePrefixes: readonly string[];
}

/** A screen's path up to its first `:param`, so that `/backoffice/companies/42` counts as its screen. */
const staticPart = (path: string) => path.replace(/\/:.*$/, '');

/** The screens of a navigation group, from the screen table (decision 319). */
const groupPaths = (group: NavGroup) =>
  (Object.keys(SCREENS) as ScreenKey[])
    .filter((key) => SCREENS[key].group === group && SCREENS[key].path !== '/')
    .map((key) => staticPart(SCREENS[key].path));

/** The top navigation of the specification, in its order, each with the right that shows it. */
export const MAIN_NAV_ITEMS: readonly NavItem[] = NAV_ENTRIES.map((entry) => ({
  key: entry.group,
  labelKey: `nav.${entry.group}`,
  to: SCREENS[entry.opens].path,
  right: entry.right,
  activePrefixes: groupPaths(entry.group),
}));

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
export const CONTACT_ROUTE = SCREENS.contact.path;
export const TERMS_ROUTE = SCREENS.terms.path;
