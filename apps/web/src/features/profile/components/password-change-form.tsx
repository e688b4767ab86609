import {
  maxLengthOf,
  NOTIFICATION_DURATION_MS,
  type PasswordChangeBody,
  passwordChangeBodySchema,
} from '@label-portal/contract';
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { useFieldError } from '../../../hooks/use-field-error';
import { contractResolver } from '../../../lib/contract-form';
import {
  readRefusal,
  type ServerMessage,
  serverFieldError,
  showServerMessage,
} from '../../../lib/server-messages';
import { changePassword } from '../api/change-password';
import { ProfileSection } from './profile-section';

const EMPTY: PasswordChangeBody = { old_password: '', new_password: '', new_password_repeated: '' };
const FIELDS = ['old_password', 'new_password', 'new_password_repeated'] as const;

/** The password change: current password, the new one twice; the other sessions end. */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PasswordChangeBody>({
    resolver: contractResolver(passwordChangeBodySchema),
    defaultValues: EMPTY,
  });
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      reset(EMPTY);
      notifications.show({
        message: t('profile.password.changed'),
        color: 'teal',
        autoClose: NOTIFICATION_DURATION_MS,
      });
    },
    onError: (failure) => {
      const refusal = readRefusal(failure);
      const known = FIELDS.filter((field) => refusal?.fields.has(field));
      for (const field of known)
        setError(field, serverFieldError(refusal?.fields.get(field) as ServerMessage));
      if (known.length === 0) {
        notifications.show({
          title: t('profile.password.failed'),
          message: showServerMessage(t, refusal?.form) ?? t('errors.internal'),
          color: 'red',
        });
      }
    },
  });
  const passwordProps = {
    visibilityToggleFocusable: true,
    'aria-required': true,
  };

  return (
    <ProfileSection id="profile-password" title={t('profile.password.heading')}>
      <form
        onSubmit={handleSubmit((values) => change.mutate(values))}
        noValidate
        aria-labelledby="profile-password"
      >
        <Stack gap="sm" maw={420}>
          <PasswordField
            label={t('profile.password.old')}
            autoComplete="current-password"
            maxLength={maxLengthOf(passwordChangeBodySchema.shape.old_password)}
            error={fieldError(errors.old_password)}
            {...passwordProps}
            {...register('old_password')}
          />
          <PasswordField
            label={t('profile.password.new')}
            autoComplete="new-password"
            maxLength={maxLengthOf(passwordChangeBodySchema.shape.new_password)}
            error={fieldError(errors.new_password)}
            {...passwordProps}
            {...register('new_password')}
          />
          <PasswordField
            label={t('profile.password.repeated')}
            autoComplete="new-password"
            maxLength={maxLengthOf(passwordChangeBodySchema.shape.new_password_repeated)}
            error={fieldError(errors.new_password_repeated)}
            {...passwordProps}
            {...register('new_password_repeated')}
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              {t('profile.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
