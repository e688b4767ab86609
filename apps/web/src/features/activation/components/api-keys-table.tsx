import type { ApiKey } from '@label-portal/contract';
import { Badge, Button, Code, Text, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dataTableColumns } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/data-table';
import { useLanguage } from '../../../hooks/use-language';
import { formatDateTime } from '../../../lib/format-date';

/** The integration keys, newest first; holders of the change right revoke an active one. */
export function ApiKeysTable({
  keys,
  isLoading,
  canChange,
  onRevoke,
}: {
  keys: ApiKey[];
  isLoading: boolean;
  canChange: boolean;
  onRevoke: (key: ApiKey) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns = useMemo(() => {
    const column = dataTableColumns<ApiKey>();
    const columns = column.columns([
      column.accessor('name', {
        header: t('activation.keys.name'),
        cell: ({ row: { original: key } }) => (
          <>
            <Text size="sm" fw={600}>
              {key.name}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`activation.keys.scopes.${key.scope}`)}
            </Text>
          </>
        ),
      }),
      column.accessor('prefix', {
        header: t('activation.keys.prefix'),
        cell: (info) => <Code>{info.getValue()}…</Code>,
      }),
      column.accessor('created_at', {
        header: t('activation.keys.created'),
        cell: ({ row: { original: key } }) => (
          <>
            <Text size="sm">{formatDateTime(key.created_at, language)}</Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {key.created_by}
            </Text>
          </>
        ),
      }),
      column.accessor('last_used_at', {
        header: t('activation.keys.lastUsed'),
        cell: (info) => {
          const lastUsed = info.getValue();
          return lastUsed ? formatDateTime(lastUsed, language) : '—';
        },
      }),
      column.accessor('revoked_at', {
        header: t('activation.keys.status'),
        cell: (info) => {
          const revokedAt = info.getValue();
          return revokedAt ? (
            <>
              <Badge color="gray">{t('activation.keys.revokedBadge')}</Badge>
              <Text size="sm" c="dimmed">
                {formatDateTime(revokedAt, language)}
              </Text>
            </>
          ) : (
            <Badge color="teal">{t('activation.keys.active')}</Badge>
          );
        },
      }),
    ]);
    if (!canChange) return columns;
    return [
      ...columns,
      column.display({
        id: 'actions',
        header: () => <VisuallyHidden>{t('activation.keys.actions')}</VisuallyHidden>,
        cell: ({ row: { original: key } }) =>
          key.revoked_at ? null : (
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={() => onRevoke(key)}
              aria-label={t('activation.keys.revokeKey', { name: key.name })}
            >
              {t('activation.keys.revoke')}
            </Button>
          ),
      }),
    ];
  }, [t, language, canChange, onRevoke]);
  return (
    <DataTable
      label={t('activation.keys.heading')}
      columns={columns}
      data={keys}
      getRowId={(key) => String(key.id)}
      isLoading={isLoading}
      empty={<Text>{t('activation.keys.empty')}</Text>}
      minWidth={720}
      highlightOnHover={false}
      rowTestId="api-key-row"
    />
  );
}
