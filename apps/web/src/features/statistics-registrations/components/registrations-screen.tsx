import { businessDate, type RegistrationRow, registrationCsvEndpoint } from '@label-portal/contract';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FileDownloadButton } from '../../../components/file-download-button';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useServerMessage } from '../../../lib/server-messages';
import { registrationListQueryOptions } from '../api/registrations';
import { refusalOf } from '../utils/refusal';
import {
  type RegistrationFilters as Filters,
  filtersFromParams,
  listQueryOf,
  type RegistrationSorting,
  searchParamsOf,
  sortingFromParams,
} from '../utils/registration-filters';
import { CompanyDetailModal } from './company-detail-modal';
import { RegistrationFilters } from './registration-filters';
import { RegistrationsTable } from './registrations-table';

/**
 * /statistics/registrations (statistics.md section 2): the registered suppliers filtered and sorted
 * by the server (filters and sort in the URL), their count, the virtual table, the CSV of the same
 * selection and the company detail in a modal.
 */
export function RegistrationsScreen({ permissions }: { permissions: readonly string[] }) {
  const { t } = useTranslation();
  const showServerMessage = useServerMessage();
  const language = useLanguage();
  usePageTitle(t('screens.registrations'));
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromParams(searchParams);
  const sorting = sortingFromParams(searchParams);
  const query = listQueryOf(filters, sorting);
  const list = useInfiniteQuery(registrationListQueryOptions(query));
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.results) ?? [], [list.data]);
  const count = list.data?.pages[0]?.count ?? null;
  const [openCompany, setOpenCompany] = useState<RegistrationRow | null>(null);
  const onOpenCompany = useCallback((row: RegistrationRow) => setOpenCompany(row), []);
  const refusal = list.isError ? refusalOf(list.error, showServerMessage) : null;

  const apply = (next: Filters, nextSorting: RegistrationSorting = sorting) =>
    setSearchParams(searchParamsOf(next, nextSorting));

  return (
    <Stack gap="lg">
      <Title order={1}>{t('statisticsRegistrations.heading')}</Title>
      <RegistrationFilters
        filters={filters}
        onFilter={(next) => apply(next)}
        serverErrors={refusal?.fields}
      />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text aria-live="polite" fw={600} data-testid="registrations-count">
          {count === null
            ? ''
            : t('statisticsRegistrations.count', { count, n: count.toLocaleString(language) })}
        </Text>
        <FileDownloadButton
          endpoint={registrationCsvEndpoint}
          query={query}
          label={t('statisticsRegistrations.download')}
          fallbackFileName={`${businessDate()}_registrations.csv`}
          expectedLines={count ?? undefined}
          disabled={list.isError}
        />
      </Group>
      {list.isError ? (
        <Alert color="red" role="alert">
          {refusal?.message ?? t('statisticsRegistrations.loadFailed')}
        </Alert>
      ) : (
        <RegistrationsTable
          rows={rows}
          pages={list}
          isLoading={list.isPending}
          sorting={sorting}
          onSort={(next) => apply(filters, next)}
          onOpenCompany={onOpenCompany}
        />
      )}
      <CompanyDetailModal
        companyId={openCompany?.company_detail_id ?? null}
        companyName={openCompany?.company_name ?? ''}
        permissions={permissions}
        onClose={() => setOpenCompany(null)}
      />
    </Stack>
  );
}
