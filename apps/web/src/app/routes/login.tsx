import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
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
          <Stack gap={4}>
            <Title order={1} id="login-title">
              {t('auth.login.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('auth.login.intro')}
            </Text>
          </Stack>
          <SessionExpiredNotice />
          <LoginForm onSuccess={clearSessionExpired} />
        </Stack>
      </Paper>
    </Center>
  );
}
