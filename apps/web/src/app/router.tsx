import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { RequireRight } from '../features/auth';
import { OrderError, OrderSummaryLayout, SUMMARY_STEPS, summaryPath, ThankYou } from '../features/ordering';
import { LaterScreenRoute } from './routes/later-screen';
import { GUARDED_LATER_SCREENS, PUBLIC_LATER_SCREENS } from './routes/later-screens';
import { LoginRoute } from './routes/login';
import { OrderHistoryRoute } from './routes/order-history';
import { OrderProcessRoute } from './routes/order-process';
import { AddressAndDeliveryRoute, PaymentRoute } from './routes/order-summary';
import { ORDERING_SCREENS } from './routes/ordering-routes';
import { RootLayout } from './routes/root-layout';
import { TermsRoute } from './routes/terms';
import { WelcomeRoute } from './routes/welcome';

/** The route table: paths and rights of the specification (accounts-and-site 2, ordering 6, statistics 2). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/accounts/login', element: <LoginRoute /> },
      { path: '/psa_terms/terms', element: <TermsRoute /> },
      ...PUBLIC_LATER_SCREENS.map((screen) => ({
        path: screen.path,
        element: <LaterScreenRoute titleKey={screen.titleKey} />,
      })),
      {
        element: <RequireRight right="" />,
        children: [
          { path: '/', element: <WelcomeRoute /> },
          { path: '/welcome', element: <WelcomeRoute /> },
        ],
      },
      {
        path: ORDERING_SCREENS.orderProcess.path,
        element: <RequireRight right={ORDERING_SCREENS.orderProcess.right} />,
        children: [
          { index: true, element: <OrderProcessRoute /> },
          {
            path: 'order_summary',
            element: <OrderSummaryLayout />,
            children: [
              { index: true, element: <Navigate to={summaryPath('addressAndDelivery')} replace /> },
              { path: SUMMARY_STEPS.addressAndDelivery, element: <AddressAndDeliveryRoute /> },
              { path: SUMMARY_STEPS.payment, element: <PaymentRoute /> },
              { path: SUMMARY_STEPS.thankYou, element: <ThankYou /> },
              { path: SUMMARY_STEPS.error, element: <OrderError /> },
              { path: '*', element: <Navigate to={summaryPath('addressAndDelivery')} replace /> },
            ],
          },
        ],
      },
      {
        path: ORDERING_SCREENS.orderHistory.path,
        element: (
          <RequireRight right={ORDERING_SCREENS.orderHistory.right}>
            <OrderHistoryRoute />
          </RequireRight>
        ),
      },
      ...GUARDED_LATER_SCREENS.map((screen) => ({
        path: screen.path,
        element: (
          <RequireRight right={screen.right ?? ''}>
            <LaterScreenRoute titleKey={screen.titleKey} />
          </RequireRight>
        ),
      })),
      { path: '*', element: <Navigate to="/welcome" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
