import {
  BACKOFFICE_RIGHTS,
  type BackofficeUserChange,
  type BackofficeUserDetail,
  backofficeUserChangeSchema,
  hasRight,
  NOTIFICATION_DURATION_MS,
} from '@label-portal/contract';
import { Alert, Button, Checkbox, Drawer, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFailureAlert } from '../../../components/form-failure-alert';
import { LoadingStatus } from '../../../components/loading-status';
import { useFieldError } from '../../../hooks/use-field-error';
import { useLanguage } from '../../../hooks/use-language';
import { applyServerErrors, contractResolver, type FormFailure } from '../../../lib/contract-form';
import { formatDateTime } from '../../../lib/format-date';
import { readRefusal, showServerMessage } from '../../../lib/server-messages';
import { useAuth } from '../../auth';
import { changeUser, resendConfirmation, userDetailKey, userDetailQueryOptions } from '../api/user-detail';
import { WAITING_USERS_KEY } from '../api/waiting-users';

/** A refused call's form-level message (with its catalogue key), else the fallback. */
function failureOf(error: unknown, fallback: string): FormFailure {
  const form = readRefusal(error)?.form;
  return form ? { message: form.text, ref: form.ref, isStale: false } : { message: fallback, isStale: false };
}

type Values = { is_active: boolean; groups: string[] };
const FIELDS = new Set(['is_active', 'groups']);

/** The user's active flag and groups, saved at the version read (a 409 when someone saved first). */
function UserChangeForm({ user, onSaved }: { user: BackofficeUserDetail; onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fieldError = useFieldError();
  const canChange = hasRight(useAuth().permissions, BACKOFFICE_RIGHTS.changeUsers);
  const [failure, setFailure] = useState<FormFailure>();
  const { control, handleSubmit, setError, formState } = useForm<Values, unknown, BackofficeUserChange>({
    resolver: contractResolver(backofficeUserChangeSchema, {
      toBody: (values) => ({ ...values, version: user.version }),
    }),
    defaultValues: { is_active: user.is_active, groups: user.groups },
  });
  const save = useMutation({
    mutationFn: (change: BackofficeUserChange) => changeUser(user.pk, change),
    onMutate: () => setFailure(undefined),
    onSuccess: async (saved) => {
      queryClient.setQueryData(userDetailKey(user.pk), saved);
      notifications.show({
        message: t('backofficeUsers.saved', { email: saved.email }),
        color: 'teal',
        autoClose: NOTIFICATION_DURATION_MS,
      });
      await onSaved();
    },
    onError: (error) =>
      setFailure(
        applyServerErrors(
          error,
          setError,
          (path) => (FIELDS.has(path) ? path : undefined),
          t('errors.internal'),
        ),
      ),
  });
  const resend = useMutation({
    mutationFn: () => resendConfirmation(user.pk),
    onMutate: () => setFailure(undefined),
    onSuccess: async (sent) => {
      notifications.show({
        message: t('backofficeUsers.confirmationSent', { email: sent.sent_to }),
        color: 'teal',
        autoClose: NOTIFICATION_DURATION_MS,
      });
      await onSaved();
    },
    onError: (error) => setFailure(failureOf(error, t('errors.internal'))),
  });
  const { errors, isDirty } = formState;

  return (
    <form onSubmit={handleSubmit((change) => save.mutate(change))} noValidate>
      <Stack gap="md">
        <FormFailureAlert failure={failure} onReload={() => void onSaved()} />
        <Controller
          control={control}
          name="is_active"
          render={({ field }) => (
            <Switch
              label={t('backofficeUsers.active')}
              description={t('backofficeUsers.activeHint')}
              checked={field.value}
              disabled={!canChange}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              error={fieldError(errors.is_active)}
            />
          )}
        />
        <Controller
          control={control}
          name="groups"
          render={({ field }) => (
            <Checkbox.Group
              label={t('backofficeUsers.groups')}
              value={field.value}
              onChange={field.onChange}
              error={fieldError(errors.groups)}
            >
              <Stack gap="xs" mt="xs">
                {user.available_groups.map((group) => (
                  <Checkbox
                    key={group.name}
                    value={group.name}
                    // The portal's own groups in the interface language; a group staff made keeps its description.
                    label={`${group.name} – ${t(`backofficeUsers.groupDescriptions.${group.name}`, group.description)}`}
                    disabled={!canChange}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        {canChange ? (
          <Group>
            <Button type="submit" loading={save.isPending} disabled={!isDirty}>
              {t('backofficeUsers.save')}
            </Button>
            {user.state === 'EMAIL_CONFIRMATION_REQUESTED' ? (
              <Button variant="default" onClick={() => resend.mutate()} loading={resend.isPending}>
                {t('backofficeUsers.resendConfirmation')}
              </Button>
            ) : null}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('backofficeUsers.viewOnly')}
          </Text>
        )}
      </Stack>
    </form>
  );
}

/** One user: what they are, and the form that enables/disables them and sets their groups. */
function UserDetail({ pk }: { pk: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const detail = useQuery(userDetailQueryOptions(pk));

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: userDetailKey(pk) });
    await queryClient.invalidateQueries({ queryKey: WAITING_USERS_KEY });
  };

  if (detail.isPending) return <LoadingStatus label={t('app.loading')} />;
  if (detail.isError)
    return (
      <Alert color="red">
        {showServerMessage(t, readRefusal(detail.error)?.form) ?? t('errors.internal')}
      </Alert>
    );
  const user = detail.data;
  return (
    <Stack gap="md" data-testid="user-detail">
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={140}>{t('backofficeUsers.email')}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('backofficeUsers.company')}</Table.Th>
            <Table.Td>
              {user.company_name} ({user.account_id})
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('backofficeUsers.state')}</Table.Th>
            <Table.Td>{t(`backofficeUsers.states.${user.state}`)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('backofficeUsers.lastLogin')}</Table.Th>
            <Table.Td>{user.last_login_at ? formatDateTime(user.last_login_at, language) : '–'}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <UserChangeForm key={`${user.version}-${user.state}`} user={user} onSaved={refresh} />
    </Stack>
  );
}

/** The user's detail in a drawer beside the list. */
export function UserDrawer({ pk, onClose }: { pk: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={pk !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={t('backofficeUsers.detailTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {pk !== null ? <UserDetail pk={pk} /> : null}
    </Drawer>
  );
}
