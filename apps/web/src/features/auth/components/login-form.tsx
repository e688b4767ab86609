import { FLAGS, type LoginBody, loginBodySchema, maxLengthOf } from '@label-portal/contract';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { ServerMessageAlert } from '../../../components/server-message-alert';
import { useFieldError } from '../../../hooks/use-field-error';
import { contractResolver } from '../../../lib/contract-form';
import { type ServerMessage, serverFieldError } from '../../../lib/server-messages';
import { useLogin } from '../hooks/use-login';
import { interpretLoginFailure, LOGIN_FIELDS } from '../utils/login-failure';

/** The limits of the fields, from the contract's schema (decision 317). */
const MAX = {
  username: maxLengthOf(loginBodySchema.shape.username),
  account_id: maxLengthOf(loginBodySchema.shape.account_id),
  password: maxLengthOf(loginBodySchema.shape.password),
};
const EMPTY_LOGIN: LoginBody = { username: '', account_id: '', password: '' };

interface LoginFormProps {
  /** Called after a successful login, before the rights are stored. */
  onSuccess?: () => void;
}

/** Login with e-mail/username, account id and password; errors come from the form and the server. */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<ServerMessage>();
  const fieldError = useFieldError();
  const loginMutation = useLogin(onSuccess);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginBody>({ resolver: contractResolver(loginBodySchema), defaultValues: EMPTY_LOGIN });

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
        if (!message) continue;
        setError(field, serverFieldError(message));
      }
      // A fallback is a key of ours: kept as such, it follows a language switch too.
      setFormError(
        failure.formError ??
          (failure.fallbackKey
            ? { text: t(failure.fallbackKey), ref: { key: failure.fallbackKey } }
            : undefined),
      );
    }
  });

  return (
    <form onSubmit={submitLogin} noValidate aria-labelledby="login-title">
      <Stack gap="md">
        <TextInput
          label={t('auth.username')}
          autoComplete="username"
          aria-required
          maxLength={MAX.username}
          error={fieldError(errors.username)}
          {...register('username')}
        />
        <TextInput
          label={t('auth.accountId')}
          aria-required
          maxLength={MAX.account_id}
          error={fieldError(errors.account_id)}
          {...register('account_id')}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          aria-required
          visibilityToggleFocusable
          maxLength={MAX.password}
          error={fieldError(errors.password)}
          {...register('password')}
        />
        <Button type="submit" loading={loginMutation.isPending} fullWidth>
          {t('auth.submit')}
        </Button>
        <ServerMessageAlert message={formError} />
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
