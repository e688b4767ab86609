import { type CompanyRow, companySearchQuerySchema, maxLengthOf } from '@label-portal/contract';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { dataTableColumns } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/data-table';
import { LoadMoreButton } from '../../../components/load-more-button';
import { usePageTitle } from '../../../hooks/use-page-title';
import { COMPANY_FILTERS, type CompanyFilters, companySearchQueryOptions } from '../api/companies';

/** /backoffice/companies: search by name, COFOR6, COFOR10, city, country (in the URL), keyset "load more". */
export function CompaniesScreen() {
  const { t } = useTranslation();
  usePageTitle(t('backofficeCompanies.pageTitle'));
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: CompanyFilters = {};
  for (const name of COMPANY_FILTERS) {
    const value = searchParams.get(name);
    if (value) filters[name] = value;
  }
  const [draft, setDraft] = useState<CompanyFilters>(filters);
  const list = useInfiniteQuery(companySearchQueryOptions(filters));
  const companies = useMemo(() => list.data?.pages.flatMap((page) => page.companies) ?? [], [list.data]);
  const columns = useMemo(() => {
    const column = dataTableColumns<CompanyRow>();
    return column.columns([
      column.accessor('name', {
        header: t('backofficeCompanies.columns.name'),
        cell: ({ row: { original: company } }) => (
          <Anchor component={Link} to={`/backoffice/companies/${company.id}`}>
            {company.name}
          </Anchor>
        ),
      }),
      column.accessor('cofor6', { header: 'COFOR6' }),
      column.accessor('cofor10', { header: 'COFOR10' }),
      column.accessor('city', { header: t('backofficeCompanies.columns.city') }),
      column.accessor('country_code', { header: t('backofficeCompanies.columns.country') }),
      column.accessor('blocked_reasons', {
        header: t('backofficeCompanies.columns.blocking'),
        cell: (info) => (
          <Group gap={4}>
            {info.getValue().map((reason) => (
              <Badge key={reason} color="red" variant="light">
                {t(`backofficeCompanies.reasons.${reason}`)}
              </Badge>
            ))}
          </Group>
        ),
      }),
    ]);
  }, [t]);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('backofficeCompanies.heading')}</Title>
      <form
        aria-label={t('backofficeCompanies.filterLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          const next = Object.fromEntries(Object.entries(draft).filter(([, value]) => value?.trim()));
          setSearchParams(next as Record<string, string>);
        }}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
          {COMPANY_FILTERS.map((name) => (
            <TextInput
              key={name}
              label={t(`backofficeCompanies.filters.${name}`)}
              value={draft[name] ?? ''}
              maxLength={maxLengthOf(companySearchQuerySchema.shape[name])}
              onChange={(event) => setDraft({ ...draft, [name]: event.currentTarget.value })}
            />
          ))}
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit">{t('backofficeCompanies.search')}</Button>
          <Button
            variant="default"
            onClick={() => {
              setDraft({});
              setSearchParams({});
            }}
          >
            {t('backofficeCompanies.clear')}
          </Button>
        </Group>
      </form>
      {list.isError ? (
        <Alert color="red">{t('errors.internal')}</Alert>
      ) : (
        <DataTable
          label={t('backofficeCompanies.heading')}
          columns={columns}
          data={companies}
          getRowId={(company) => String(company.id)}
          isLoading={list.isPending}
          loadingLabel={t('backofficeCompanies.loading')}
          empty={<Text aria-live="polite">{t('backofficeCompanies.none')}</Text>}
          minWidth={640}
        />
      )}
      <LoadMoreButton list={list} label={t('backofficeCompanies.loadMore')} />
    </Stack>
  );
}
