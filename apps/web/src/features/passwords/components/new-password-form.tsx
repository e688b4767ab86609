import { type ConfirmPasswordBody, confirmPasswordBodySchema, maxLengthOf } from '@label-portal/contract';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { ServerMessageAlert } from '../../../components/server-message-alert';
import { useFieldError } from '../../../hooks/use-field-error';
import { contractResolver } from '../../../lib/contract-form';
import { type ServerMessage, serverFieldError } from '../../../lib/server-messages';
import { useConfirmPassword } from '../hooks/use-confirm-password';
import { formMessageOf, interpretFormFailure } from '../utils/form-failure';
import { PasswordRuleList } from './password-rule-list';

const FIELDS = ['new_password', 'new_password_repeated', 'account_id', 'token'] as const;

interface NewPasswordFormProps {
  /** The mailed code, from the link. */
  code: string;
  /** The account id from the link; without it the form asks for it. */
  accountId: string | undefined;
  /** The password is set; the reply signed the browser in or not. */
  onDone: (isSignedIn: boolean) => void;
}

/** The new password twice, the rule's messages live, the server's refusals on the form. */
export function NewPasswordForm({ code, accountId, onDone }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<ServerMessage>();
  const fieldError = useFieldError();
  const mutation = useConfirmPassword(onDone);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ConfirmPasswordBody>({
    resolver: contractResolver(confirmPasswordBodySchema),
    mode: 'onTouched',
    defaultValues: { new_password: '', new_password_repeated: '', account_id: accountId ?? '', token: code },
  });
  const password = useWatch({ control, name: 'new_password' });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      const failure = interpretFormFailure(error, FIELDS);
      for (const field of FIELDS) {
        const message = failure.fieldErrors[field];
        // The code is not a field the user sees: its refusal goes to the form.
        if (message && field !== 'token') setError(field, serverFieldError(message));
      }
      const tokenError = failure.fieldErrors.token;
      setFormError(formMessageOf(failure, t, tokenError));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="password-confirmation-title">
      <Stack gap="md">
        {accountId === undefined && (
          <TextInput
            label={t('auth.accountId')}
            aria-required
            maxLength={maxLengthOf(confirmPasswordBodySchema.shape.account_id)}
            error={fieldError(errors.account_id)}
            {...register('account_id')}
          />
        )}
        <PasswordField
          label={t('passwords.confirm.newPassword')}
          autoComplete="new-password"
          aria-required
          aria-describedby="new-password-rule"
          visibilityToggleFocusable
          maxLength={maxLengthOf(confirmPasswordBodySchema.shape.new_password)}
          error={fieldError(errors.new_password)}
          {...register('new_password')}
        />
        <PasswordRuleList id="new-password-rule" password={password} />
        <PasswordField
          label={t('passwords.confirm.repeatPassword')}
          autoComplete="new-password"
          aria-required
          visibilityToggleFocusable
          maxLength={maxLengthOf(confirmPasswordBodySchema.shape.new_password_repeated)}
          error={fieldError(errors.new_password_repeated)}
          {...register('new_password_repeated')}
        />
        <Button type="submit" loading={mutation.isPending} fullWidth>
          {t('passwords.confirm.submit')}
        </Button>
        <ServerMessageAlert message={formError}>
          <div>
            <Anchor component={Link} to="/accounts/reset_password" size="sm">
              {t('passwords.confirm.requestNewLink')}
            </Anchor>
          </div>
        </ServerMessageAlert>
      </Stack>
    </form>
  );
}
