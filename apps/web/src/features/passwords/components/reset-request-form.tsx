import { maxLengthOf, type ResetPasswordBody, resetPasswordBodySchema } from '@label-portal/contract';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ServerMessageAlert } from '../../../components/server-message-alert';
import { useFieldError } from '../../../hooks/use-field-error';
import { contractResolver } from '../../../lib/contract-form';
import { type ServerMessage, serverFieldError } from '../../../lib/server-messages';
import { useRequestReset } from '../hooks/use-request-reset';
import { formMessageOf, interpretFormFailure } from '../utils/form-failure';

const FIELDS = ['email', 'account_id'] as const;

/** E-mail and account id; once sent, the one answer ("if a matching account was found …"). */
export function ResetRequestForm() {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<ServerMessage>();
  const fieldError = useFieldError();
  const [sentText, setSentText] = useState<string>();
  const mutation = useRequestReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordBody>({
    resolver: contractResolver(resetPasswordBodySchema),
    defaultValues: { email: '', account_id: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const reply = await mutation.mutateAsync(values);
      // The answer stays in the page (no toast beside it saying the same).
      setSentText(reply.detail);
    } catch (error) {
      const failure = interpretFormFailure(error, FIELDS);
      for (const field of FIELDS) {
        const message = failure.fieldErrors[field];
        if (message) setError(field, serverFieldError(message));
      }
      setFormError(formMessageOf(failure, t));
    }
  });

  const backToLogin = (
    <Anchor component={Link} to="/accounts/login" size="sm">
      {t('passwords.backToLogin')}
    </Anchor>
  );

  if (sentText) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconMailCheck size={20} aria-hidden />} role="status">
          {sentText}
        </Alert>
        {backToLogin}
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="reset-password-title">
      <Stack gap="md">
        <TextInput
          label={t('passwords.email')}
          type="email"
          autoComplete="email"
          aria-required
          maxLength={maxLengthOf(resetPasswordBodySchema.shape.email)}
          error={fieldError(errors.email)}
          {...register('email')}
        />
        <TextInput
          label={t('auth.accountId')}
          aria-required
          maxLength={maxLengthOf(resetPasswordBodySchema.shape.account_id)}
          error={fieldError(errors.account_id)}
          {...register('account_id')}
        />
        <Button type="submit" loading={mutation.isPending} fullWidth>
          {t('passwords.request.submit')}
        </Button>
        <ServerMessageAlert message={formError} />
        {backToLogin}
      </Stack>
    </form>
  );
}
