import { SCREENS, type ScreenKey } from '@label-portal/contract';
import { Navigate, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { RequireRight } from '../features/auth';
import { SUMMARY_STEPS, summaryPath } from '../features/orders';
import { RootLayout } from './routes/root-layout';

/**
 * Each page is a lazy route (its own chunk, fetched on first visit), so that the first load holds
 * only the shell: root layout, guards, navigation (decision 050).
 */
const page = {
  login: () => import('./routes/login').then((m) => ({ Component: m.LoginRoute })),
  terms: () => import('./routes/terms').then((m) => ({ Component: m.TermsRoute })),
  resetPassword: () => import('./routes/password-pages').then((m) => ({ Component: m.ResetPasswordRoute })),
  resetExpiredPassword: () =>
    import('./routes/password-pages').then((m) => ({ Component: m.ResetExpiredPasswordRoute })),
  passwordConfirmation: () =>
    import('./routes/password-pages').then((m) => ({ Component: m.PasswordConfirmationRoute })),
  root: () => import('./routes/welcome').then((m) => ({ Component: m.WelcomeRoute })),
  welcome: () => import('./routes/welcome').then((m) => ({ Component: m.WelcomeRoute })),
  orderProcess: () => import('./routes/order-process').then((m) => ({ Component: m.OrderProcessRoute })),
  orderSummary: () =>
    import('./routes/order-summary-frame').then((m) => ({ Component: m.OrderSummaryLayoutRoute })),
  addressAndDelivery: () =>
    import('./routes/order-summary').then((m) => ({ Component: m.AddressAndDeliveryRoute })),
  payment: () => import('./routes/order-summary').then((m) => ({ Component: m.PaymentRoute })),
  thankYou: () => import('./routes/order-summary-frame').then((m) => ({ Component: m.ThankYouRoute })),
  orderError: () => import('./routes/order-summary-frame').then((m) => ({ Component: m.OrderErrorRoute })),
  orderHistory: () => import('./routes/order-history').then((m) => ({ Component: m.OrderHistoryRoute })),
  register: () => import('./routes/register').then((m) => ({ Component: m.RegisterRoute })),
  registerConfirm: () =>
    import('./routes/register-confirm').then((m) => ({ Component: m.RegisterConfirmRoute })),
  emailConfirmation: () =>
    import('./routes/email-confirmation').then((m) => ({ Component: m.EmailConfirmationRoute })),
  backofficeActivation: () =>
    import('./routes/backoffice-activation').then((m) => ({ Component: m.BackofficeActivationRoute })),
  backofficeApiKeys: () =>
    import('./routes/backoffice-api-keys').then((m) => ({ Component: m.BackofficeApiKeysRoute })),
  backofficeAudit: () =>
    import('./routes/backoffice-audit').then((m) => ({ Component: m.BackofficeAuditRoute })),
  backofficeCatalogue: () =>
    import('./routes/backoffice-catalogue').then((m) => ({ Component: m.BackofficeCatalogueRoute })),
  backofficeMailbox: () =>
    import('./routes/backoffice-mailbox').then((m) => ({ Component: m.BackofficeMailboxRoute })),
  statisticsLanding: () =>
    import('./routes/statistics-landing').then((m) => ({ Component: m.StatisticsLandingRoute })),
  volumeStatus: () => import('./routes/statistics-volume').then((m) => ({ Component: m.VolumeStatusRoute })),
  orderStatistics: () =>
    import('./routes/order-statistics').then((m) => ({ Component: m.OrderStatisticsRoute })),
  orderOverview: () =>
    import('./routes/statistics-order-overview').then((m) => ({ Component: m.StatisticsOrderOverviewRoute })),
  registrations: () =>
    import('./routes/statistics-registrations').then((m) => ({ Component: m.StatisticsRegistrationsRoute })),
  companyDetail: () =>
    import('./routes/statistics-registrations').then((m) => ({ Component: m.StatisticsCompanyDetailRoute })),
  authentications: () =>
    import('./routes/statistics-verifications').then((m) => ({
      Component: m.StatisticsAuthenticationsRoute,
    })),
  supplierAnalysis: () =>
    import('./routes/statistics-verifications').then((m) => ({
      Component: m.StatisticsSupplierAnalysisRoute,
    })),
  idAnalysis: () =>
    import('./routes/statistics-label-analysis').then((m) => ({ Component: m.IdAnalysisRoute })),
  spoolAnalysis: () =>
    import('./routes/statistics-label-analysis').then((m) => ({ Component: m.SpoolAnalysisRoute })),
  clientConfirmation: () =>
    import('./routes/client-confirmation').then((m) => ({ Component: m.ClientConfirmationRoute })),
  clientAddressConfirmation: () =>
    import('./routes/client-address-confirmation').then((m) => ({
      Component: m.ClientAddressConfirmationRoute,
    })),
  backofficeSettings: () =>
    import('./routes/backoffice-settings').then((m) => ({ Component: m.BackofficeSettingsRoute })),
  backofficeCompanies: () =>
    import('./routes/backoffice-companies').then((m) => ({ Component: m.BackofficeCompaniesRoute })),
  backofficeCompany: () =>
    import('./routes/backoffice-companies').then((m) => ({ Component: m.BackofficeCompanyRoute })),
  backofficeOrders: () =>
    import('./routes/backoffice-orders').then((m) => ({ Component: m.BackofficeOrdersRoute })),
  backofficeOrderDetail: () =>
    import('./routes/backoffice-orders').then((m) => ({ Component: m.BackofficeOrderDetailRoute })),
  backofficeSupplierFile: () =>
    import('./routes/backoffice-supplier-file').then((m) => ({ Component: m.BackofficeSupplierFileRoute })),
  backofficeUsers: () =>
    import('./routes/backoffice-users').then((m) => ({ Component: m.BackofficeUsersRoute })),
  profile: () => import('./routes/profile').then((m) => ({ Component: m.ProfileRoute })),
  addressList: () => import('./routes/address-list').then((m) => ({ Component: m.AddressListRoute })),
  distribution: () => import('./routes/distribution').then((m) => ({ Component: m.DistributionRoute })),
  information: () => import('./routes/information').then((m) => ({ Component: m.InformationRoute })),
  contact: () => import('./routes/contact').then((m) => ({ Component: m.ContactRoute })),
  contactInformation: () =>
    import('./routes/contact').then((m) => ({ Component: m.ContactInformationRoute })),
} satisfies Record<string, RouteObject['lazy']>;

/** The routes under a screen besides its own page (the order summary's steps, the details). */
const SUB_ROUTES: Partial<Record<ScreenKey, RouteObject[]>> = {
  orderProcess: [
    {
      path: SCREENS.orderSummary.path.slice(SCREENS.orderProcess.path.length + 1),
      lazy: page.orderSummary,
      children: [
        { index: true, element: <Navigate to={summaryPath('addressAndDelivery')} replace /> },
        { path: SUMMARY_STEPS.addressAndDelivery, lazy: page.addressAndDelivery },
        { path: SUMMARY_STEPS.payment, lazy: page.payment },
        { path: SUMMARY_STEPS.thankYou, lazy: page.thankYou },
        { path: SUMMARY_STEPS.error, lazy: page.orderError },
        { path: '*', element: <Navigate to={summaryPath('addressAndDelivery')} replace /> },
      ],
    },
  ],
  backofficeCompanies: [{ path: ':id', lazy: page.backofficeCompany }],
  backofficeOrders: [{ path: ':orderId', lazy: page.backofficeOrderDetail }],
};

/** Screens that are a sub-route of another one rather than a route of their own. */
const NESTED_SCREENS: readonly ScreenKey[] = ['orderSummary'];

/**
 * One route per screen of the screen table (decision 319): a public screen is its page; a guarded
 * one is its guard with the screen's right ('' = anyone signed in) around its page and sub-routes.
 */
function screenRoute(key: ScreenKey): RouteObject {
  const { path, right } = SCREENS[key];
  const lazy = page[key];
  if (right === null) return { path, lazy };
  return {
    path,
    element: <RequireRight right={right} />,
    children: [{ index: true, lazy }, ...(SUB_ROUTES[key] ?? [])],
  };
}

const SCREEN_KEYS = (Object.keys(SCREENS) as ScreenKey[]).filter((key) => !NESTED_SCREENS.includes(key));

/** The route table: every screen of the specification with its path and right, then the fallback. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      ...SCREEN_KEYS.map(screenRoute),
      { path: '*', element: <Navigate to={SCREENS.welcome.path} replace /> },
    ],
  },
];
