import { type BackofficeUser, formErrorOf, NOTIFICATION_DURATION_MS } from '@label-portal/contract';
import { Button, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { activateUser } from '../api/activate-user';
import { WAITING_USERS_KEY, waitingUsersQueryOptions } from '../api/waiting-users';

/** /backoffice/users: customer service activates the users the car-maker approved. */
export function WaitingUsers() {
  const { t } = useTranslation();
  usePageTitle(t('approvals.backofficeUsers.pageTitle'));
  const language = useLanguage();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(waitingUsersQueryOptions());
  const [target, setTarget] = useState<BackofficeUser | null>(null);

  const activation = useMutation({
    mutationFn: (user: BackofficeUser) => activateUser(user.pk),
    onSuccess: (_, user) => {
      notifications.show({
        message: t('approvals.backofficeUsers.activated', { email: user.email }),
        color: 'teal',
        autoClose: NOTIFICATION_DURATION_MS,
      });
    },
    onError: (error) => {
      notifications.show({
        title: t('approvals.backofficeUsers.activationFailed'),
        message: (error instanceof ApiError ? formErrorOf(error.reply) : undefined) ?? t('errors.internal'),
        color: 'red',
      });
    },
    onSettled: async () => {
      setTarget(null);
      await queryClient.invalidateQueries({ queryKey: WAITING_USERS_KEY });
    },
  });

  const users = list.data?.pages.flatMap((page) => page.results) ?? [];
  let body: React.ReactNode;
  if (list.isPending) body = <Loader aria-label={t('app.loading')} />;
  else if (list.isError) body = <LoadError text={t('approvals.loadFailed')} onRetry={() => list.refetch()} />;
  else if (users.length === 0)
    body = <Text data-testid="waiting-users-empty">{t('approvals.backofficeUsers.empty')}</Text>;
  else {
    body = (
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('approvals.backofficeUsers.user')}</Table.Th>
              <Table.Th>{t('approvals.backofficeUsers.company')}</Table.Th>
              <Table.Th>{t('approvals.backofficeUsers.registeredAt')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('approvals.backofficeUsers.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => (
              <Table.Tr key={user.pk} data-testid="waiting-user-row">
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {user.first_name} {user.last_name}
                  </Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {user.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{user.company_name}</Text>
                  <Text size="sm" c="dimmed">
                    {user.account_id}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDateTime(user.registered_at, language)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    onClick={() => setTarget(user)}
                    aria-label={t('approvals.backofficeUsers.activateUser', { email: user.email })}
                  >
                    {t('approvals.backofficeUsers.activate')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1}>{t('approvals.backofficeUsers.heading')}</Title>
      <Text>{t('approvals.backofficeUsers.intro')}</Text>
      {body}
      {list.hasNextPage && (
        <Button
          variant="default"
          onClick={() => list.fetchNextPage()}
          loading={list.isFetchingNextPage}
          w="fit-content"
        >
          {t('approvals.backofficeUsers.loadMore')}
        </Button>
      )}
      <ConfirmDialog
        opened={target !== null}
        title={t('approvals.backofficeUsers.confirmTitle')}
        confirmLabel={t('approvals.backofficeUsers.activate')}
        cancelLabel={t('approvals.backofficeUsers.cancel')}
        confirmLoading={activation.isPending}
        onConfirm={() => target && activation.mutate(target)}
        onCancel={() => setTarget(null)}
      >
        {target
          ? t('approvals.backofficeUsers.confirmText', {
              name: `${target.first_name} ${target.last_name}`,
              email: target.email,
              company: target.company_name,
            })
          : ''}
      </ConfirmDialog>
    </Stack>
  );
}
