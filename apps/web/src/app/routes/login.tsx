import { Center, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import {
  clearSessionExpired,
  LoginForm,
  redirectTargetOf,
  SessionExpiredNotice,
  useAuth,
} from '../../features/auth';
import { usePageTitle } from '../../hooks/use-page-title';

/** /accounts/login: the login form; a signed-in user goes on to the remembered page or /welcome. */
export function LoginRoute() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  usePageTitle(t('auth.login.title'));

  if (isAuthenticated) return <Navigate to={redirectTargetOf(location.state)} replace />;

  return (
    <Center py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={460}>
        <Stack gap="lg">
          <PageHeading titleId="login-title" title={t('auth.login.title')} intro={t('auth.login.intro')} />
          <SessionExpiredNotice />
          <LoginForm onSuccess={clearSessionExpired} />
        </Stack>
      </Paper>
    </Center>
  );
}
