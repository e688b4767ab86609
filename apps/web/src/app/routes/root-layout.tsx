import { lazy, Suspense, useCallback } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { LOGIN_ROUTE, useAuth, useHeartbeat } from '../../features/auth';
import { clearClientState } from '../clear-client-state';

const StartupError = lazy(() =>
  import('../../components/startup-error').then((module) => ({ default: module.StartupError })),
);

/**
 * The shells load beside the session check (started with this module), not with the first
 * JavaScript: the page shows the loader until the check answers anyway (decision 050).
 */
const signedInShellModule = import('./signed-in-shell');
const publicShellModule = import('../../features/shell');
const SignedInShell = lazy(() => signedInShellModule.then((module) => ({ default: module.SignedInShell })));
const PublicLayout = lazy(() => publicShellModule.then((module) => ({ default: module.PublicLayout })));

/**
 * Above every route: learns the session state (GET /accounts/api/login/), keeps the heartbeat
 * going while signed in, and puts the page in the signed-in shell or the public one.
 */
export function RootLayout() {
  const auth = useAuth();
  const navigate = useNavigate();

  const endExpiredSession = useCallback(() => {
    clearClientState({ expired: true });
    void navigate(LOGIN_ROUTE, { replace: true });
  }, [navigate]);
  useHeartbeat(auth.isAuthenticated, endExpiredSession);

  if (auth.isLoading) return <FullPageLoader />;
  if (auth.isError) {
    return (
      <Suspense fallback={<FullPageLoader />}>
        <StartupError onRetry={auth.retry} />
      </Suspense>
    );
  }

  const page = (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
  return (
    <Suspense fallback={<FullPageLoader />}>
      {auth.isAuthenticated ? (
        <SignedInShell permissions={auth.permissions}>{page}</SignedInShell>
      ) : (
        <PublicLayout>{page}</PublicLayout>
      )}
    </Suspense>
  );
}
