import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_INPUT_MAX_LENGTH, FLAGS, type LoginBody, loginBodySchema } from '@label-portal/contract';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { useLogin } from '../hooks/use-login';
import { interpretLoginFailure, LOGIN_FIELDS } from '../utils/login-failure';

const USERNAME_MAX_LENGTH = 254;
const EMPTY_LOGIN: LoginBody = { username: '', account_id: '', password: '' };

interface LoginFormProps {
  /** Called after a successful login, before the rights are stored. */
  onSuccess?: () => void;
}

/** Login with e-mail/username, account id and password; errors come from the form and the server. */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string>();
  const loginMutation = useLogin(onSuccess);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginBody>({ resolver: zodResolver(loginBodySchema), defaultValues: EMPTY_LOGIN });

  const fieldError = (error: FieldError | undefined, max: number) => {
    if (!error?.message) return undefined;
    // Server texts arrive translated; the schema's own messages are keys such as 'validation.required'.
    return error.type === 'server' ? error.message : t(error.message, { max });
  };

  const submitLogin = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await loginMutation.mutateAsync(values);
    } catch (error) {
      const failure = interpretLoginFailure(error);
      if (failure.kind === 'passwordExpired') {
        navigate(failure.path);
        return;
      }
      for (const field of LOGIN_FIELDS) {
        const message = failure.fieldErrors[field];
        if (message) setError(field, { type: 'server', message });
      }
      setFormError(failure.formError ?? (failure.fallbackKey ? t(failure.fallbackKey) : undefined));
    }
  });

  return (
    <form onSubmit={submitLogin} noValidate aria-labelledby="login-title">
      <Stack gap="md">
        <TextInput
          label={t('auth.username')}
          autoComplete="username"
          aria-required
          maxLength={USERNAME_MAX_LENGTH}
          error={fieldError(errors.username, USERNAME_MAX_LENGTH)}
          {...register('username')}
        />
        <TextInput
          label={t('auth.accountId')}
          aria-required
          maxLength={DEFAULT_INPUT_MAX_LENGTH}
          error={fieldError(errors.account_id, DEFAULT_INPUT_MAX_LENGTH)}
          {...register('account_id')}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          aria-required
          visibilityToggleFocusable
          maxLength={DEFAULT_INPUT_MAX_LENGTH}
          error={fieldError(errors.password, DEFAULT_INPUT_MAX_LENGTH)}
          {...register('password')}
        />
        <Button type="submit" loading={loginMutation.isPending} fullWidth>
          {t('auth.submit')}
        </Button>
        {formError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />}>
            {formError}
          </Alert>
        )}
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to="/accounts/reset_password" size="sm">
            {t('auth.resetPassword')}
          </Anchor>
          {!FLAGS.accountsHideRegisterLink && (
            <Text size="sm" component="span">
              {t('auth.noAccount')}{' '}
              <Anchor component={Link} to="/accounts/register">
                {t('auth.register')}
              </Anchor>
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}
