import { BACKOFFICE_RIGHTS, RIGHTS } from './rights.js';

/**
 * The screen table (decision 319): every screen of the portal once, with its path (the
 * specification's contract, kept exactly), the right of its guard (`null` = public, `''` = anyone
 * signed in), the translation key of its title and the navigation group it belongs to. The web's
 * router, main navigation, back-office tabs, welcome areas and statistics landing derive from it;
 * it lives in the contract so that the server's mail links can name the same paths.
 */
export type NavGroup =
  | 'home'
  | 'ordering'
  | 'statistics'
  | 'profile'
  | 'documentation'
  | 'distribution'
  | 'backoffice';

export interface Screen {
  readonly path: string;
  /** Right pattern of the route's guard; '' = any signed-in user, null = public (no guard). */
  readonly right: string | null;
  /** Translation key (web locales) of the screen's title, tab or link text. */
  readonly titleKey: string;
  /** The main navigation entry under which the screen counts as the current area. */
  readonly group: NavGroup | null;
}

const screen = (path: string, right: string | null, titleKey: string, group: NavGroup | null): Screen => ({
  path,
  right,
  titleKey,
  group,
});

export const SCREENS = {
  login: screen('/accounts/login', null, 'auth.login.title', null),
  terms: screen('/psa_terms/terms', null, 'footer.terms', null),
  register: screen('/accounts/register', null, 'screens.register', null),
  registerConfirm: screen('/accounts/register_confirm', null, 'screens.registerConfirm', null),
  emailConfirmation: screen('/accounts/confirmation/:code', null, 'screens.confirmation', null),
  resetPassword: screen('/accounts/reset_password', null, 'screens.resetPassword', null),
  resetExpiredPassword: screen(
    '/accounts/reset_expired_password/:email/:account_id',
    null,
    'screens.resetExpiredPassword',
    null,
  ),
  passwordConfirmation: screen(
    '/accounts/password_confirmation/:code/:account_id?',
    null,
    'screens.passwordConfirmation',
    null,
  ),

  root: screen('/', '', 'nav.home', 'home'),
  welcome: screen('/welcome', '', 'nav.home', 'home'),
  profile: screen('/accounts/profile', '', 'screens.profile', 'profile'),
  information: screen('/information/information', '', 'screens.information', 'documentation'),
  contact: screen('/contact/contact', '', 'screens.contact', null),
  contactInformation: screen('/contact/contact_information', '', 'screens.contactInformation', null),

  orderProcess: screen('/orders/order_process', RIGHTS.issueOrder, 'screens.orderProcess', 'ordering'),
  orderSummary: screen(
    '/orders/order_process/order_summary',
    RIGHTS.issueOrder,
    'screens.orderSummary',
    'ordering',
  ),
  orderHistory: screen('/statistics/history', RIGHTS.viewOrder, 'screens.orderHistory', 'statistics'),

  statisticsLanding: screen(
    '/statistics/landing',
    RIGHTS.viewOrder,
    'screens.statisticsLanding',
    'statistics',
  ),
  /** Wrapped by the authentications screen in the specification, so orders.* (statistics.md section 2). */
  volumeStatus: screen('/statistics/volume_status', RIGHTS.ordersAny, 'screens.volumeStatus', 'statistics'),
  orderStatistics: screen(
    '/statistics/orderStatistics',
    RIGHTS.viewOrder,
    'screens.orderStatistics',
    'statistics',
  ),
  orderOverview: screen(
    '/statistics/order_overview',
    RIGHTS.ordersAny,
    'screens.orderOverview',
    'statistics',
  ),
  registrations: screen(
    '/statistics/registrations',
    RIGHTS.statisticsAny,
    'screens.registrations',
    'statistics',
  ),
  companyDetail: screen(
    '/statistics/company_detail/:id',
    RIGHTS.statisticsAny,
    'screens.companyDetail',
    'statistics',
  ),
  authentications: screen(
    '/statistics/authentications',
    RIGHTS.statisticsAny,
    'screens.authentications',
    'statistics',
  ),
  supplierAnalysis: screen(
    '/statistics/supplier_analysis',
    RIGHTS.statisticsAny,
    'screens.supplierAnalysis',
    'statistics',
  ),
  idAnalysis: screen('/statistics/id_analysis', RIGHTS.statisticsAny, 'screens.idAnalysis', 'statistics'),
  spoolAnalysis: screen(
    '/statistics/spool_analysis',
    RIGHTS.statisticsAny,
    'screens.spoolAnalysis',
    'statistics',
  ),

  clientConfirmation: screen(
    '/accounts/client_confirmation/:code',
    RIGHTS.approveUser,
    'screens.clientConfirmation',
    null,
  ),
  clientAddressConfirmation: screen(
    '/accounts/client_address_confirmation/:code',
    RIGHTS.approveAddress,
    'screens.clientAddressConfirmation',
    null,
  ),

  addressList: screen(
    '/distribution/addressList',
    RIGHTS.distributionAny,
    'screens.addressList',
    'distribution',
  ),
  distribution: screen(
    '/distribution/distribution',
    RIGHTS.distributionAny,
    'screens.distribution',
    'distribution',
  ),

  // The back office, in the order of its tab bar.
  backofficeUsers: screen(
    '/backoffice/users',
    BACKOFFICE_RIGHTS.viewUsers,
    'nav.backofficeUsers',
    'backoffice',
  ),
  backofficeMailbox: screen(
    '/backoffice/mailbox',
    BACKOFFICE_RIGHTS.viewMailbox,
    'nav.backofficeMailbox',
    'backoffice',
  ),
  backofficeAudit: screen(
    '/backoffice/audit',
    BACKOFFICE_RIGHTS.viewAuditLog,
    'nav.backofficeAudit',
    'backoffice',
  ),
  backofficeSettings: screen(
    '/backoffice/settings',
    BACKOFFICE_RIGHTS.viewSettings,
    'nav.backofficeSettings',
    'backoffice',
  ),
  backofficeCompanies: screen(
    '/backoffice/companies',
    BACKOFFICE_RIGHTS.viewCompanies,
    'nav.backofficeCompanies',
    'backoffice',
  ),
  backofficeOrders: screen(
    '/backoffice/orders',
    BACKOFFICE_RIGHTS.viewOrders,
    'nav.backofficeOrders',
    'backoffice',
  ),
  backofficeActivation: screen(
    '/backoffice/activation',
    BACKOFFICE_RIGHTS.activateLabels,
    'nav.backofficeActivation',
    'backoffice',
  ),
  backofficeApiKeys: screen(
    '/backoffice/api-keys',
    BACKOFFICE_RIGHTS.viewApiKeys,
    'nav.backofficeApiKeys',
    'backoffice',
  ),
  backofficeSupplierFile: screen(
    '/backoffice/supplier-file',
    BACKOFFICE_RIGHTS.viewSupplierFile,
    'nav.backofficeSupplierFile',
    'backoffice',
  ),
  backofficeCatalogue: screen(
    '/backoffice/catalogue',
    BACKOFFICE_RIGHTS.viewCatalogue,
    'nav.backofficeCatalogue',
    'backoffice',
  ),
} as const satisfies Record<string, Screen>;

export type ScreenKey = keyof typeof SCREENS;

/** The back-office tab bar, in its order: every screen of the `backoffice` group. */
export const BACKOFFICE_TAB_SCREENS: readonly ScreenKey[] = (Object.keys(SCREENS) as ScreenKey[]).filter(
  (key) => SCREENS[key].group === 'backoffice',
);

/** A screen's path with its `:param`s filled in (an optional `:param?` left out when not given). */
export function screenPath(key: ScreenKey, params: Record<string, string> = {}): string {
  return SCREENS[key].path.replace(
    /\/:([a-z_]+)(\?)?/gi,
    (_match, name: string, optional: string | undefined) => {
      const value = params[name];
      if (value === undefined) {
        if (optional) return '';
        throw new Error(`screenPath(${key}): missing :${name}`);
      }
      return `/${encodeURIComponent(value)}`;
    },
  );
}

/**
 * The main navigation, in the specification's order: each entry opens one screen of the table
 * and is shown to holders of its right ('' = anyone signed in), which for some entries is
 * narrower or wider than the guard of the screen it opens.
 */
export const NAV_ENTRIES: readonly {
  readonly group: NavGroup;
  readonly opens: ScreenKey;
  readonly right: string;
}[] = [
  { group: 'home', opens: 'welcome', right: '' },
  { group: 'ordering', opens: 'orderProcess', right: RIGHTS.issueOrder },
  { group: 'statistics', opens: 'statisticsLanding', right: RIGHTS.viewOrder },
  { group: 'profile', opens: 'profile', right: '' },
  { group: 'documentation', opens: 'information', right: '' },
  { group: 'distribution', opens: 'addressList', right: RIGHTS.distribute },
  // Staff's back office opens on the mailbox; its other screens are tabs beside it.
  { group: 'backoffice', opens: 'backofficeMailbox', right: RIGHTS.backoffice },
];
