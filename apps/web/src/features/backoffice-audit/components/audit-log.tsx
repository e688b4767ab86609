import type { AuditEntry } from '@label-portal/contract';
import { Alert, Badge, Loader, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadMoreButton } from '../../../components/load-more-button';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { formatDateTime } from '../../../lib/format-date';
import { AUDIT_FILTER_KEYS, type AuditFilters, auditLogQueryOptions } from '../api/audit-log';
import { actionLabel, entityTypeLabel } from '../utils/audit-labels';
import { AuditDiffTable } from './audit-diff-table';
import { AuditFilter } from './audit-filter';

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
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = Object.fromEntries(
    AUDIT_FILTER_KEYS.map((key) => [key, searchParams.get(key) ?? '']),
  ) as AuditFilters;
  const list = useInfiniteQuery(auditLogQueryOptions(filters));
  const [openId, setOpenId] = useState<number | null>(null);
  const entries = list.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <Stack gap="lg">
      <Title order={1}>{t('audit.heading')}</Title>
      <Text c="dimmed">{t('audit.intro')}</Text>
      <AuditFilter
        filters={filters}
        onFilter={(next) =>
          setSearchParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== '')))
        }
      />
      {list.isPending ? <Loader aria-label={t('audit.loading')} /> : null}
      {list.isError ? <Alert color="red">{t('errors.internal')}</Alert> : null}
      {list.isSuccess && entries.length === 0 ? <Text aria-live="polite">{t('audit.none')}</Text> : null}
      {entries.length > 0 ? (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover data-testid="audit-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('audit.at')}</Table.Th>
                <Table.Th>{t('audit.who')}</Table.Th>
                <Table.Th>{t('audit.what')}</Table.Th>
                <Table.Th>{t('audit.action')}</Table.Th>
                <Table.Th>{t('audit.company')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => {
                const isOpen = openId === entry.id;
                return (
                  <Fragment key={entry.id}>
                    <Table.Tr data-testid="audit-row">
                      <Table.Td>
                        <UnstyledButton
                          aria-expanded={isOpen}
                          aria-controls={`audit-detail-${entry.id}`}
                          onClick={() => setOpenId(isOpen ? null : entry.id)}
                          style={{ textDecoration: 'underline' }}
                        >
                          {isOpen ? '▾ ' : '▸ '}
                          {formatDateTime(entry.at, language)}
                        </UnstyledButton>
                      </Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        {actorOf(entry, t('audit.system'))}
                        {entry.actor_kind === 'api_key' ? (
                          <Badge ml="xs" size="xs" variant="light">
                            {t('audit.apiKey')}
                          </Badge>
                        ) : null}
                      </Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        {entityTypeLabel(t, entry.entity_type)} {entry.entity_id}
                      </Table.Td>
                      <Table.Td>{actionLabel(t, entry.action)}</Table.Td>
                      <Table.Td>
                        {entry.company_name ? `${entry.company_name} (${entry.company_account_id})` : ''}
                      </Table.Td>
                    </Table.Tr>
                    {isOpen ? (
                      <Table.Tr id={`audit-detail-${entry.id}`}>
                        <Table.Td colSpan={5}>
                          <AuditDiffTable before={entry.before} after={entry.after} />
                        </Table.Td>
                      </Table.Tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <LoadMoreButton list={list} label={t('audit.loadMore')} />
    </Stack>
  );
}
