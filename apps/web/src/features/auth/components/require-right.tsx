import { hasRight } from '@label-portal/contract';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../hooks/use-auth';
import { LOGIN_ROUTE } from '../utils/redirect-target';

/** Loaded when first needed, not with the first JavaScript (decision 050). */
const UnauthorizedPage = lazy(() =>
  import('../../../components/unauthorized-page').then((module) => ({ default: module.UnauthorizedPage })),
);

interface RequireRightProps {
  /** The right pattern the route needs; '' lets in anyone signed in. */
  right: string;
  /** The guarded content; the nested routes (Outlet) when left out. */
  children?: ReactNode;
}

/**
 * Route guard: not signed in → login, remembering this location; signed in without the right →
 * the 'Unauthorized Access' page.
 */
export function RequireRight({ right, children }: RequireRightProps) {
  const { isAuthenticated, permissions } = useAuth();
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to={LOGIN_ROUTE} replace state={{ from: location }} />;
  if (!hasRight(permissions, right)) {
    return (
      <Suspense fallback={null}>
        <UnauthorizedPage />
      </Suspense>
    );
  }
  return children ?? <Outlet />;
}
