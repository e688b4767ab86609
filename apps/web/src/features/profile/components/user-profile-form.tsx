import {
  type Account,
  DEFAULT_INPUT_MAX_LENGTH,
  NOTIFICATION_DURATION_MS,
  type UserUpdateBody,
  userUpdateBodySchema,
} from '@label-portal/contract';
import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../hooks/use-field-error';
import { contractResolver } from '../../../lib/contract-form';
import { readRefusal, serverFieldError, showServerMessage } from '../../../lib/server-messages';
import { updatePhone } from '../api/update-phone';
import { ProfileSection } from './profile-section';

/** E-mail and names read-only; the phone is the one field a user changes. */
export function UserProfileForm({ account }: { account: Account }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fieldError = useFieldError();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UserUpdateBody>({
    resolver: contractResolver(userUpdateBodySchema),
    defaultValues: { phone: account.phone },
  });
  const save = useMutation({
    mutationFn: (phone: string) => updatePhone(account.pk, phone),
    onSuccess: async () => {
      notifications.show({
        message: t('profile.user.saved'),
        color: 'teal',
        autoClose: NOTIFICATION_DURATION_MS,
      });
      await queryClient.invalidateQueries({ queryKey: ['accounts'] });
    },
    onError: (failure) => {
      const refusal = readRefusal(failure);
      const phone = refusal?.fields.get('phone');
      if (phone) setError('phone', serverFieldError(phone));
      else
        notifications.show({
          title: t('profile.user.failed'),
          message: showServerMessage(t, refusal?.form) ?? t('errors.internal'),
          color: 'red',
        });
    },
  });
  const submit = handleSubmit((values) => save.mutate(values.phone as string));

  return (
    <ProfileSection id="profile-user" title={t('profile.user.heading')}>
      <form onSubmit={submit} noValidate aria-labelledby="profile-user">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('profile.user.email')} value={account.email} readOnly variant="filled" />
          <TextInput
            label={t('profile.user.firstName')}
            value={account.first_name}
            readOnly
            variant="filled"
          />
          <TextInput label={t('profile.user.lastName')} value={account.last_name} readOnly variant="filled" />
          <TextInput
            label={t('profile.user.phone')}
            type="tel"
            autoComplete="tel"
            aria-required
            // The phone's limit sits after its normalising pipe: the constant the phone schema uses.
            maxLength={DEFAULT_INPUT_MAX_LENGTH}
            error={fieldError(errors.phone)}
            {...register('phone')}
          />
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit" loading={save.isPending}>
            {t('profile.user.save')}
          </Button>
        </Group>
      </form>
    </ProfileSection>
  );
}
