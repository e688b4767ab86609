import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { StartupError } from '../../components/startup-error';
import { LOGIN_ROUTE, signOutLocally, useAuth, useLogout } from '../../features/auth';
import { cartActions } from '../../features/ordering';
import { clearSessionExpired, markSessionExpired, useHeartbeat } from '../../features/session';
import { AppLayout, PublicLayout } from '../../features/shell';

/**
 * Above every route: learns the session state (GET /accounts/api/login/), keeps the heartbeat
 * going while signed in, and puts the page in the signed-in shell or the public one.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const endExpiredSession = useCallback(() => {
    markSessionExpired();
    signOutLocally(queryClient);
    cartActions.signOut();
    void navigate(LOGIN_ROUTE, { replace: true });
  }, [navigate, queryClient]);
  useHeartbeat(auth.isAuthenticated, endExpiredSession);

  const logoutMutation = useLogout({
    onSignedOut: () => {
      clearSessionExpired();
      cartActions.signOut();
      void navigate(LOGIN_ROUTE, { replace: true });
    },
    onFailure: () => notifications.show({ color: 'red', message: t('nav.logoutFailed') }),
  });

  if (auth.isLoading) return <FullPageLoader />;
  if (auth.isError) return <StartupError onRetry={auth.retry} />;

  const page = (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
  if (!auth.isAuthenticated) return <PublicLayout>{page}</PublicLayout>;
  return (
    <AppLayout
      permissions={auth.permissions}
      onLogout={() => logoutMutation.mutate()}
      logoutPending={logoutMutation.isPending}
    >
      {page}
    </AppLayout>
  );
}
