import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { RequireRight } from '../features/auth';
import { LaterScreenRoute } from './routes/later-screen';
import { GUARDED_LATER_SCREENS, PUBLIC_LATER_SCREENS } from './routes/later-screens';
import { LoginRoute } from './routes/login';
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
