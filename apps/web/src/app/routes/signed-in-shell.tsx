import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOGIN_ROUTE, useLogout } from '../../features/auth';
import { AppLayout } from '../../features/shell';
import { clearClientState } from '../clear-client-state';

/** The signed-in shell with its Logout: ends the session, empties the cart, goes to the login page. */
export function SignedInShell({
  permissions,
  children,
}: {
  permissions: readonly string[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logoutMutation = useLogout({
    onSignedOut: () => {
      clearClientState({ expired: false });
      void navigate(LOGIN_ROUTE, { replace: true });
    },
    onFailure: () => notifications.show({ color: 'red', message: t('nav.logoutFailed') }),
  });
  return (
    <AppLayout
      permissions={permissions}
      onLogout={() => logoutMutation.mutate()}
      logoutPending={logoutMutation.isPending}
    >
      {children}
    </AppLayout>
  );
}
