import { BACKOFFICE_RIGHTS, formErrorOf, hasRight, NOTIFICATION_DURATION_MS } from '@label-portal/contract';
import { Alert, Button, Checkbox, Drawer, Group, Loader, Stack, Switch, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useAuth } from '../../auth';
import { changeUser, resendConfirmation, userDetailKey, userDetailQueryOptions } from '../api/user-detail';
import { WAITING_USERS_KEY } from '../api/waiting-users';

function messageOf(error: unknown, fallback: string): string {
  return (error instanceof ApiError ? formErrorOf(error.reply) : undefined) ?? fallback;
}

/** One user: enable/disable, groups (saved at the version read) and a new confirmation mail. */
function UserDetail({ pk }: { pk: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const canChange = hasRight(useAuth().permissions, BACKOFFICE_RIGHTS.changeUsers);
  const detail = useQuery(userDetailQueryOptions(pk));
  const [isActive, setIsActive] = useState(true);
  const [groups, setGroups] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (detail.data) {
      setIsActive(detail.data.is_active);
      setGroups(detail.data.groups);
    }
  }, [detail.data]);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: userDetailKey(pk) });
    await queryClient.invalidateQueries({ queryKey: WAITING_USERS_KEY });
  };
  const save = useMutation({
    mutationFn: () => changeUser(pk, { version: detail.data!.version, is_active: isActive, groups }),
    onSuccess: async (saved) => {
      setError(null);
      queryClient.setQueryData(userDetailKey(pk), saved);
      notifications.show({
        message: t('users.saved', { email: saved.email }),
        color: 'teal',
        autoClose: NOTIFICATION_DURATION_MS,
      });
      await refresh();
    },
    onError: async (failure) => {
      setError(messageOf(failure, t('errors.internal')));
      // A stale version: show what the other change made (the message says to redo the change).
      if (failure instanceof ApiError && failure.status === 409) await refresh();
    },
  });
  const resend = useMutation({
    mutationFn: () => resendConfirmation(pk),
    onSuccess: async (sent) => {
      setError(null);
      notifications.show({
        message: t('users.confirmationSent', { email: sent.sent_to }),
        color: 'teal',
        autoClose: NOTIFICATION_DURATION_MS,
      });
      await refresh();
    },
    onError: (failure) => setError(messageOf(failure, t('errors.internal'))),
  });

  if (detail.isPending) return <Loader aria-label={t('app.loading')} />;
  if (detail.isError) return <Alert color="red">{messageOf(detail.error, t('errors.internal'))}</Alert>;
  const user = detail.data;
  const isDirty = isActive !== user.is_active || [...groups].sort().join() !== [...user.groups].sort().join();
  return (
    <Stack gap="md" data-testid="user-detail">
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={140}>{t('users.email')}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('users.company')}</Table.Th>
            <Table.Td>
              {user.company_name} ({user.account_id})
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('users.state')}</Table.Th>
            <Table.Td>{t(`users.states.${user.state}`)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('users.lastLogin')}</Table.Th>
            <Table.Td>{user.last_login_at ? formatDateTime(user.last_login_at, language) : '–'}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Switch
        label={t('users.active')}
        description={t('users.activeHint')}
        checked={isActive}
        disabled={!canChange}
        onChange={(event) => setIsActive(event.currentTarget.checked)}
      />
      <Checkbox.Group label={t('users.groups')} value={groups} onChange={setGroups}>
        <Stack gap="xs" mt="xs">
          {user.available_groups.map((group) => (
            <Checkbox
              key={group.name}
              value={group.name}
              label={`${group.name} – ${group.description}`}
              disabled={!canChange}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      {canChange ? (
        <Group>
          <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!isDirty}>
            {t('users.save')}
          </Button>
          {user.state === 'EMAIL_CONFIRMATION_REQUESTED' ? (
            <Button variant="default" onClick={() => resend.mutate()} loading={resend.isPending}>
              {t('users.resendConfirmation')}
            </Button>
          ) : null}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('users.viewOnly')}
        </Text>
      )}
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
      title={t('users.detailTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {pk !== null ? <UserDetail pk={pk} /> : null}
    </Drawer>
  );
}
