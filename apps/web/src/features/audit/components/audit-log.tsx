import type { AuditEntry } from '@label-portal/contract';
import { Badge, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataTableColumns } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/data-table';
import { PagedListBody } from '../../../components/paged-list-body';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useUrlFilters } from '../../../hooks/use-url-filters';
import { formatDateTime } from '../../../lib/format-date';
import { AUDIT_FILTER_KEYS, auditLogQueryOptions } from '../api/audit-log';
import { actionLabel, subjectLabel } from '../utils/audit-labels';
import { AuditDiffTable } from './audit-diff-table';
import { AuditFilter } from './audit-filter';

/**
 * An e-mail address that wraps before its @ (or not at all), never mid-word: the cell's
 * `overflow-wrap: anywhere` broke "staff@demo.exa|mple".
 */
function WrappingActor({ text }: { text: string }) {
  const at = text.indexOf('@');
  if (at <= 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <wbr />
      {text.slice(at)}
    </>
  );
}

function actorOf(entry: AuditEntry, systemLabel: string): string {
  if (entry.actor_kind === 'system') return entry.actor || systemLabel;
  return entry.actor || String(entry.actor_user_id ?? '');
}

/**
 * /backoffice/audit: every change made in the portal, newest first, filtered by entity type, action
 * (the contract's lists, labelled; decision 188), entity id, user, company and days (the filters live in the URL); a row opens its before/after comparison.
 */
export function AuditLog() {
  const { t } = useTranslation();
  usePageTitle(t('audit.pageTitle'));
  const language = useLanguage();
  const [filters, setFilters] = useUrlFilters(AUDIT_FILTER_KEYS);
  const list = useInfiniteQuery(auditLogQueryOptions(filters));
  const [openId, setOpenId] = useState<number | null>(null);
  const entries = useMemo(() => list.data?.pages.flatMap((page) => page.results) ?? [], [list.data]);
  const columns = useMemo(() => {
    const column = dataTableColumns<AuditEntry>();
    return column.columns([
      column.accessor('at', {
        header: t('audit.at'),
        cell: ({ row: { original: entry } }) => {
          const isOpen = openId === entry.id;
          return (
            <UnstyledButton
              aria-expanded={isOpen}
              aria-controls={`audit-detail-${entry.id}`}
              onClick={() => setOpenId(isOpen ? null : entry.id)}
              style={{ textDecoration: 'underline' }}
            >
              {isOpen ? '▾ ' : '▸ '}
              {formatDateTime(entry.at, language)}
            </UnstyledButton>
          );
        },
      }),
      column.display({
        id: 'who',
        header: t('audit.who'),
        cell: ({ row: { original: entry } }) => (
          <>
            <WrappingActor text={actorOf(entry, t('audit.system'))} />
            {entry.actor_kind === 'api_key' ? (
              <Badge ml="xs" size="xs" variant="light">
                {t('audit.apiKey')}
              </Badge>
            ) : null}
          </>
        ),
      }),
      column.display({
        id: 'what',
        header: t('audit.what'),
        cell: ({ row: { original: entry } }) => subjectLabel(t, entry),
      }),
      column.accessor('action', {
        header: t('audit.action'),
        cell: (info) => actionLabel(t, info.getValue()),
      }),
      column.display({
        id: 'company',
        header: t('audit.company'),
        cell: ({ row: { original: entry } }) =>
          entry.company_name ? `${entry.company_name} (${entry.company_account_id})` : '',
      }),
    ]);
  }, [t, language, openId]);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('audit.heading')}</Title>
      <Text c="dimmed">{t('audit.intro')}</Text>
      <AuditFilter filters={filters} onFilter={setFilters} />
      <PagedListBody list={list} loadMoreLabel={t('audit.loadMore')}>
        <DataTable
          label={t('audit.heading')}
          columns={columns}
          data={entries}
          getRowId={(entry) => String(entry.id)}
          isLoading={list.isPending}
          loadingLabel={t('audit.loading')}
          empty={<Text aria-live="polite">{t('audit.none')}</Text>}
          rowDetail={(entry) =>
            openId === entry.id
              ? {
                  id: `audit-detail-${entry.id}`,
                  content: <AuditDiffTable before={entry.before} after={entry.after} />,
                }
              : null
          }
          minWidth={720}
          testId="audit-table"
          rowTestId="audit-row"
        />
      </PagedListBody>
    </Stack>
  );
}
