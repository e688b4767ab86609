import { BACKOFFICE_RIGHTS } from '@label-portal/contract';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { RequireRight } from '../features/auth';
import { SUMMARY_STEPS, summaryPath } from '../features/ordering';
import { APPROVAL_SCREENS } from './routes/approvals-routes';
import { CONTACT_SCREENS } from './routes/contact-routes';
import { DISTRIBUTION_SCREENS } from './routes/distribution-routes';
import { GUARDED_LATER_SCREENS } from './routes/later-screens';
import { ORDERING_SCREENS } from './routes/ordering-routes';
import { RootLayout } from './routes/root-layout';
import { STATISTICS_SCREENS } from './routes/statistics-routes';

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
  welcome: () => import('./routes/welcome').then((m) => ({ Component: m.WelcomeRoute })),
  orderProcess: () => import('./routes/order-process').then((m) => ({ Component: m.OrderProcessRoute })),
  summaryLayout: () =>
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
  statisticsOrderOverview: () =>
    import('./routes/statistics-order-overview').then((m) => ({ Component: m.StatisticsOrderOverviewRoute })),
  statisticsRegistrations: () =>
    import('./routes/statistics-registrations').then((m) => ({ Component: m.StatisticsRegistrationsRoute })),
  statisticsCompanyDetail: () =>
    import('./routes/statistics-registrations').then((m) => ({ Component: m.StatisticsCompanyDetailRoute })),
  statisticsAuthentications: () =>
    import('./routes/statistics-verifications').then((m) => ({
      Component: m.StatisticsAuthenticationsRoute,
    })),
  statisticsSupplierAnalysis: () =>
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

function laterScreen(titleKey: string): RouteObject['lazy'] {
  return () =>
    import('./routes/later-screen').then((m) => ({
      Component: () => <m.LaterScreenRoute titleKey={titleKey} />,
    }));
}

/** The route table: paths and rights of the specification (accounts-and-site 2, ordering 6, statistics 2). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { path: '/accounts/login', lazy: page.login },
      { path: '/psa_terms/terms', lazy: page.terms },
      { path: '/accounts/register', lazy: page.register },
      { path: '/accounts/register_confirm', lazy: page.registerConfirm },
      { path: '/accounts/confirmation/:code', lazy: page.emailConfirmation },
      { path: '/accounts/reset_password', lazy: page.resetPassword },
      { path: '/accounts/reset_expired_password/:email/:account_id', lazy: page.resetExpiredPassword },
      { path: '/accounts/password_confirmation/:code/:account_id?', lazy: page.passwordConfirmation },
      {
        element: <RequireRight right="" />,
        children: [
          { path: '/', lazy: page.welcome },
          { path: '/welcome', lazy: page.welcome },
          { path: '/accounts/profile', lazy: page.profile },
          { path: '/information/information', lazy: page.information },
        ],
      },
      {
        path: ORDERING_SCREENS.orderProcess.path,
        element: <RequireRight right={ORDERING_SCREENS.orderProcess.right} />,
        children: [
          { index: true, lazy: page.orderProcess },
          {
            path: 'order_summary',
            lazy: page.summaryLayout,
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
      },
      {
        path: ORDERING_SCREENS.orderHistory.path,
        element: <RequireRight right={ORDERING_SCREENS.orderHistory.right} />,
        children: [{ index: true, lazy: page.orderHistory }],
      },
      {
        path: STATISTICS_SCREENS.landing.path,
        element: <RequireRight right={STATISTICS_SCREENS.landing.right} />,
        children: [{ index: true, lazy: page.statisticsLanding }],
      },
      {
        path: STATISTICS_SCREENS.volumeStatus.path,
        element: <RequireRight right={STATISTICS_SCREENS.volumeStatus.right} />,
        children: [{ index: true, lazy: page.volumeStatus }],
      },
      {
        path: STATISTICS_SCREENS.orderStatistics.path,
        element: <RequireRight right={STATISTICS_SCREENS.orderStatistics.right} />,
        children: [{ index: true, lazy: page.orderStatistics }],
      },
      {
        path: STATISTICS_SCREENS.orderOverview.path,
        element: <RequireRight right={STATISTICS_SCREENS.orderOverview.right} />,
        children: [{ index: true, lazy: page.statisticsOrderOverview }],
      },
      ...(['registrations', 'companyDetail'] as const).map((key) => ({
        path: STATISTICS_SCREENS[key].path,
        element: <RequireRight right={STATISTICS_SCREENS[key].right} />,
        children: [
          {
            index: true,
            lazy: key === 'registrations' ? page.statisticsRegistrations : page.statisticsCompanyDetail,
          },
        ],
      })),
      ...(['authentications', 'supplierAnalysis'] as const).map((key) => ({
        path: STATISTICS_SCREENS[key].path,
        element: <RequireRight right={STATISTICS_SCREENS[key].right} />,
        children: [
          {
            index: true,
            lazy:
              key === 'authentications' ? page.statisticsAuthentications : page.statisticsSupplierAnalysis,
          },
        ],
      })),
      ...(['idAnalysis', 'spoolAnalysis'] as const).map((key) => ({
        path: STATISTICS_SCREENS[key].path,
        element: <RequireRight right={STATISTICS_SCREENS[key].right} />,
        children: [{ index: true, lazy: page[key] }],
      })),
      ...(['clientConfirmation', 'clientAddressConfirmation', 'backofficeUsers'] as const).map((key) => ({
        path: APPROVAL_SCREENS[key].path,
        element: <RequireRight right={APPROVAL_SCREENS[key].right} />,
        children: [{ index: true, lazy: page[key] }],
      })),
      ...(['addressList', 'distribution'] as const).map((key) => ({
        path: DISTRIBUTION_SCREENS[key].path,
        element: <RequireRight right={DISTRIBUTION_SCREENS[key].right} />,
        children: [{ index: true, lazy: page[key] }],
      })),
      {
        path: '/backoffice/settings',
        element: <RequireRight right={BACKOFFICE_RIGHTS.viewSettings} />,
        children: [{ index: true, lazy: page.backofficeSettings }],
      },
      {
        path: '/backoffice/companies',
        element: <RequireRight right={BACKOFFICE_RIGHTS.viewCompanies} />,
        children: [
          { index: true, lazy: page.backofficeCompanies },
          { path: ':id', lazy: page.backofficeCompany },
        ],
      },
      {
        path: '/backoffice/catalogue',
        element: <RequireRight right={BACKOFFICE_RIGHTS.viewCatalogue} />,
        children: [{ index: true, lazy: page.backofficeCatalogue }],
      },
      {
        path: '/backoffice/mailbox',
        element: <RequireRight right={BACKOFFICE_RIGHTS.viewMailbox} />,
        children: [{ index: true, lazy: page.backofficeMailbox }],
      },
      {
        path: '/backoffice/audit',
        element: <RequireRight right={BACKOFFICE_RIGHTS.viewAuditLog} />,
        children: [{ index: true, lazy: page.backofficeAudit }],
      },
      {
        path: '/backoffice/orders',
        element: <RequireRight right={BACKOFFICE_RIGHTS.viewOrders} />,
        children: [
          { index: true, lazy: page.backofficeOrders },
          { path: ':orderId', lazy: page.backofficeOrderDetail },
        ],
      },
      {
        path: '/backoffice/activation',
        element: <RequireRight right={BACKOFFICE_RIGHTS.activateLabels} />,
        children: [{ index: true, lazy: page.backofficeActivation }],
      },
      {
        path: '/backoffice/api-keys',
        element: <RequireRight right={BACKOFFICE_RIGHTS.viewApiKeys} />,
        children: [{ index: true, lazy: page.backofficeApiKeys }],
      },
      {
        path: '/backoffice/supplier-file',
        element: <RequireRight right={BACKOFFICE_RIGHTS.viewSupplierFile} />,
        children: [{ index: true, lazy: page.backofficeSupplierFile }],
      },
      ...(['contact', 'contactInformation'] as const).map((key) => ({
        path: CONTACT_SCREENS[key].path,
        element: <RequireRight right={CONTACT_SCREENS[key].right} />,
        children: [{ index: true, lazy: page[key] }],
      })),
      ...GUARDED_LATER_SCREENS.map((screen) => ({
        path: screen.path,
        element: <RequireRight right={screen.right ?? ''} />,
        children: [{ index: true, lazy: laterScreen(screen.titleKey) }],
      })),
      { path: '*', element: <Navigate to="/welcome" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
