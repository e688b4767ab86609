import { type Account, NOTIFICATION_DURATION_MS } from '@label-portal/contract';
import { Alert, Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readRefusal, showServerMessage } from '../../../lib/server-messages';
import { changeUsersState } from '../api/change-users-state';
import { selectableUsers } from '../utils/delivery-state';
import { ProfileSection } from './profile-section';

/** The company users with their state; ticked users are enabled or disabled together (never oneself). */
export function CompanyUsers({ users, ownPk }: { users: Account[]; ownPk: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [ticked, setTicked] = useState<number[]>([]);
  const [error, setError] = useState<string>();
  const others = users.filter((user) => user.pk !== ownPk).map((user) => user.pk);

  const change = useMutation({
    mutationFn: ({ pks, isActive }: { pks: number[]; isActive: boolean }) => changeUsersState(pks, isActive),
    onSuccess: (_reply, { isActive }) => {
      setTicked([]);
      notifications.show({
        message: t(isActive ? 'profile.users.enabled' : 'profile.users.disabled'),
        color: 'teal',
        autoClose: NOTIFICATION_DURATION_MS,
      });
    },
    onError: (failure) => {
      const refusal = readRefusal(failure);
      notifications.show({
        title: t('profile.users.failed'),
        message: showServerMessage(t, refusal?.fields.get('users') ?? refusal?.form) ?? t('errors.internal'),
        color: 'red',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['accounts'] }),
  });

  const run = (isActive: boolean) => {
    const pks = selectableUsers(ticked, ownPk);
    if (pks.length === 0) {
      setError(t('validation.selectAtLeastOneUser'));
      return;
    }
    setError(undefined);
    change.mutate({ pks, isActive });
  };

  const toggle = (pk: number, isChecked: boolean) => {
    setError(undefined);
    setTicked((current) => (isChecked ? [...current, pk] : current.filter((item) => item !== pk)));
  };
  const isAllTicked = others.length > 0 && others.every((pk) => ticked.includes(pk));

  return (
    <ProfileSection id="profile-users" title={t('profile.users.heading')}>
      <Text size="sm">{t('profile.users.caption')}</Text>
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('profile.users.selectAll')}
                  checked={isAllTicked}
                  indeterminate={!isAllTicked && ticked.length > 0}
                  disabled={others.length === 0}
                  onChange={(event) => setTicked(event.currentTarget.checked ? others : [])}
                />
              </Table.Th>
              <Table.Th>{t('profile.users.name')}</Table.Th>
              <Table.Th>{t('profile.users.email')}</Table.Th>
              <Table.Th>{t('profile.users.phone')}</Table.Th>
              <Table.Th>{t('profile.users.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => {
              const isOwn = user.pk === ownPk;
              const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
              return (
                <Table.Tr key={user.pk}>
                  <Table.Td>
                    <Checkbox
                      aria-label={isOwn ? t('profile.users.ownAccount') : t('profile.users.select', { name })}
                      checked={!isOwn && ticked.includes(user.pk)}
                      disabled={isOwn}
                      onChange={(event) => toggle(user.pk, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    {name}{' '}
                    {isOwn && (
                      <Text span c="dimmed">
                        {t('profile.users.you')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
                  <Table.Td>{user.phone}</Table.Td>
                  <Table.Td>
                    <Text
                      size="sm"
                      fw={600}
                      c={user.is_active ? 'teal.9' : 'dimmed'}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {t(user.is_active ? 'profile.users.active' : 'profile.users.inactive')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {others.length === 0 && <Text c="dimmed">{t('profile.users.noOthers')}</Text>}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {others.length > 0 && (
        <Group gap="sm">
          <Button onClick={() => run(true)} loading={change.isPending && change.variables?.isActive === true}>
            {t('profile.users.enable')}
          </Button>
          <Button
            variant="outline"
            color="red"
            onClick={() => run(false)}
            loading={change.isPending && change.variables?.isActive === false}
          >
            {t('profile.users.disable')}
          </Button>
        </Group>
      )}
    </ProfileSection>
  );
}
