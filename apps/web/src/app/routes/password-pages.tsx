import { Center, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import {
  ExpiredPasswordNotice,
  isPasswordSetState,
  NewPasswordForm,
  PasswordSetNotice,
  type PasswordSetState,
  ResetRequestForm,
} from '../../features/passwords';
import { usePageTitle } from '../../hooks/use-page-title';

/** The card the password pages share with the login page. */
function PasswordPage({
  titleId,
  title,
  intro,
  children,
}: {
  titleId: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Center py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={480}>
        <Stack gap="lg">
          <PageHeading titleId={titleId} title={title} intro={intro} />
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

/** /accounts/reset_password: e-mail and account id; a link is mailed when they match. */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  return (
    <PasswordPage
      titleId="reset-password-title"
      title={t('passwords.request.title')}
      intro={t('passwords.request.intro')}
    >
      <ResetRequestForm />
    </PasswordPage>
  );
}

/** /accounts/reset_expired_password/{email}/{account_id}: the password expired; a link is on its way. */
export function ResetExpiredPasswordRoute() {
  const { t } = useTranslation();
  const { email = '', account_id: accountId = '' } = useParams();
  return (
    <PasswordPage titleId="reset-expired-password-title" title={t('passwords.expired.title')}>
      <ExpiredPasswordNotice email={email} accountId={accountId} />
    </PasswordPage>
  );
}

/**
 * /accounts/password_confirmation/{code}/{account_id?}: the new password. Once set, the history
 * entry remembers it, so the notice survives the move into the signed-in shell.
 */
export function PasswordConfirmationRoute() {
  const { t } = useTranslation();
  const { code = '', account_id: accountId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const done = isPasswordSetState(location.state) ? location.state : undefined;
  const rememberDone = (isSignedIn: boolean) => {
    const state: PasswordSetState = { passwordSet: true, isSignedIn };
    void navigate(location.pathname, { replace: true, state });
  };
  return (
    <PasswordPage
      titleId="password-confirmation-title"
      title={t('passwords.confirm.title')}
      intro={done ? undefined : t('passwords.confirm.intro')}
    >
      {done ? (
        <PasswordSetNotice isSignedIn={done.isSignedIn} />
      ) : (
        <NewPasswordForm code={code} accountId={accountId} onDone={rememberDone} />
      )}
    </PasswordPage>
  );
}
