import { PASSWORD_RESET_REDIRECT_MS } from '@label-portal/contract';
import { Alert, Anchor, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { afterResetPath } from '../utils/paths';

/**
 * The new password is set: says so, then goes home (signed in) or to the login after 5.5 seconds
 * (accounts-and-site.md 4 and 9); a link goes at once.
 */
export function PasswordSetNotice({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const target = afterResetPath(isSignedIn);
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(target, { replace: true }), PASSWORD_RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, target]);

  return (
    <Stack gap="md">
      <Alert color="green" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} role="status">
        {isSignedIn ? t('passwords.confirm.doneSignedIn') : t('passwords.confirm.doneSignIn')}
      </Alert>
      <Anchor component={Link} to={target} replace size="sm">
        {isSignedIn ? t('passwords.confirm.goHome') : t('passwords.backToLogin')}
      </Anchor>
    </Stack>
  );
}
