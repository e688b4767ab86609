import {
  BACKOFFICE_RIGHTS,
  type BackofficeUser,
  backofficeUserListQuerySchema,
  hasRight,
  maxLengthOf,
  NOTIFICATION_DURATION_MS,
} from '@label-portal/contract';
import { Badge, Button, Group, Select, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { dataTableColumns } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/data-table';
import { LoadError } from '../../../components/load-error';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { formatDateTime } from '../../../lib/format-date';
import { readRefusal, showServerMessage } from '../../../lib/server-messages';
import { useAuth } from '../../auth';
import { activateUser } from '../api/activate-user';
import { USER_STATE_FILTERS, WAITING_USERS_KEY, waitingUsersQueryOptions } from '../api/waiting-users';
import { UserDrawer } from './user-drawer';

const SEARCH_MAX_LENGTH = maxLengthOf(backofficeUserListQuerySchema.shape.q);

/**
 * /backoffice/users: every user, searched by e-mail, name or company and filtered by state (in the
 * URL; the users waiting for activation first, decision 211); customer service activates the users
 * the car-maker approved and opens a user to enable/disable them, set their groups or mail a new
 * confirmation link.
 */
export function WaitingUsers() {
  const { t } = useTranslation();
  usePageTitle(t('backofficeUsers.pageTitle'));
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const state =
    USER_STATE_FILTERS.find((value) => value === searchParams.get('state')) ?? 'CS_APPROVAL_REQUESTED';
  const q = searchParams.get('q') ?? '';
  const [search, setSearch] = useState(q);
  const list = useInfiniteQuery(waitingUsersQueryOptions({ state, q }));
  const [target, setTarget] = useState<BackofficeUser | null>(null);
  const [openPk, setOpenPk] = useState<number | null>(null);
  const canChange = hasRight(useAuth().permissions, BACKOFFICE_RIGHTS.changeUsers);
  const setFilter = (next: { state?: string; q?: string }) => {
    const params: Record<string, string> = {};
    const nextState = next.state ?? state;
    const nextQ = next.q ?? q;
    if (nextState !== 'CS_APPROVAL_REQUESTED') params.state = nextState;
    if (nextQ) params.q = nextQ;
    setSearchParams(params);
  };

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
        message: showServerMessage(t, readRefusal(error)?.form) ?? t('errors.internal'),
        color: 'red',
      });
    },
    onSettled: async () => {
      setTarget(null);
      await queryClient.invalidateQueries({ queryKey: WAITING_USERS_KEY });
    },
  });

  const users = useMemo(() => list.data?.pages.flatMap((page) => page.results) ?? [], [list.data]);
  const columns = useMemo(() => {
    const column = dataTableColumns<BackofficeUser>();
    return column.columns([
      column.accessor('email', {
        header: t('approvals.backofficeUsers.user'),
        cell: ({ row: { original: user } }) => (
          <>
            <Text size="sm" fw={600}>
              {user.first_name} {user.last_name}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          </>
        ),
      }),
      column.accessor('company_name', {
        header: t('approvals.backofficeUsers.company'),
        cell: ({ row: { original: user } }) => (
          <>
            <Text size="sm">{user.company_name}</Text>
            <Text size="sm" c="dimmed">
              {user.account_id}
            </Text>
          </>
        ),
      }),
      column.accessor('state', {
        header: t('backofficeUsers.state'),
        cell: ({ row: { original: user } }) => (
          <>
            <Text size="sm">{t(`backofficeUsers.states.${user.state}`)}</Text>
            {user.is_active ? null : (
              <Badge color="red" variant="light" size="sm">
                {t('backofficeUsers.disabled')}
              </Badge>
            )}
          </>
        ),
      }),
      column.accessor('registered_at', {
        header: t('approvals.backofficeUsers.registeredAt'),
        cell: (info) => formatDateTime(info.getValue(), language),
      }),
      column.display({
        id: 'actions',
        header: () => <VisuallyHidden>{t('approvals.backofficeUsers.actions')}</VisuallyHidden>,
        cell: ({ row: { original: user } }) => (
          <Group gap="xs" wrap="nowrap">
            {canChange && user.state === 'CS_APPROVAL_REQUESTED' ? (
              <Button
                size="xs"
                onClick={() => setTarget(user)}
                aria-label={t('approvals.backofficeUsers.activateUser', { email: user.email })}
              >
                {t('approvals.backofficeUsers.activate')}
              </Button>
            ) : null}
            <Button
              size="xs"
              variant="default"
              onClick={() => setOpenPk(user.pk)}
              aria-label={t('backofficeUsers.openUser', { email: user.email })}
            >
              {t('backofficeUsers.open')}
            </Button>
          </Group>
        ),
      }),
    ]);
  }, [t, language, canChange]);
  const body = list.isError ? (
    <LoadError text={t('approvals.loadFailed')} onRetry={() => list.refetch()} />
  ) : (
    <DataTable
      label={t('backofficeUsers.heading')}
      columns={columns}
      data={users}
      getRowId={(user) => String(user.pk)}
      isLoading={list.isPending}
      empty={
        <Text data-testid="waiting-users-empty">
          {state === 'CS_APPROVAL_REQUESTED' && !q
            ? t('approvals.backofficeUsers.empty')
            : t('backofficeUsers.none')}
        </Text>
      }
      minWidth={640}
      rowTestId="waiting-user-row"
    />
  );

  return (
    <Stack gap="lg">
      <Title order={1}>{t('backofficeUsers.heading')}</Title>
      <Text>{t('backofficeUsers.intro')}</Text>
      <search aria-label={t('backofficeUsers.filterLabel')}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setFilter({ q: search.trim().slice(0, SEARCH_MAX_LENGTH) });
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('backofficeUsers.search')}
              placeholder={t('backofficeUsers.searchPlaceholder')}
              value={search}
              maxLength={SEARCH_MAX_LENGTH}
              onChange={(event) => setSearch(event.currentTarget.value)}
              style={{ flex: '1 1 240px' }}
            />
            <Select
              label={t('backofficeUsers.state')}
              data={USER_STATE_FILTERS.map((value) => ({
                value,
                label: t(`backofficeUsers.states.${value}`),
              }))}
              value={state}
              allowDeselect={false}
              onChange={(value) => value && setFilter({ state: value })}
              w={260}
            />
            <Button type="submit">{t('backofficeUsers.filter')}</Button>
          </Group>
        </form>
      </search>
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
      <UserDrawer pk={openPk} onClose={() => setOpenPk(null)} />
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
