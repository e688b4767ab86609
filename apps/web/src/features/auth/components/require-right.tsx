import { hasRight } from '@label-portal/contract';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { UnauthorizedPage } from '../../../components/unauthorized-page';
import { useAuth } from '../hooks/use-auth';
import { LOGIN_ROUTE } from '../utils/redirect-target';

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
  if (!hasRight(permissions, right)) return <UnauthorizedPage />;
  return children ?? <Outlet />;
}
