import type { VerificationQueryInput, VerificationReplyOf } from '@label-portal/contract';
import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataTableColumns } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/data-table';
import { useLanguage } from '../../../hooks/use-language';
import { countriesQueryOptions, verificationAggregationQueryOptions } from '../api/verification-statistics';
import { PanelTabs } from './panel-tabs';

type Filters = Omit<VerificationQueryInput, 'aggregation'>;
type CompanyRow = VerificationReplyOf<'by_company'>['data'][number] & { rank: number };
type CountryRow = VerificationReplyOf<'by_country'>['data'][number] & { rank: number };

/** The rankings (statistics.md section 2): tabs 'Rank By Company' and 'Rank By Country'. */
export function VerificationRankings({ filters }: { filters: Filters }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>('company');
  return (
    <PanelTabs
      value={tab}
      onChange={setTab}
      tabs={[
        {
          value: 'company',
          label: t('verifications.statistics.rankByCompany'),
          panel: <CompanyRanking filters={filters} />,
        },
        {
          value: 'country',
          label: t('verifications.statistics.rankByCountry'),
          panel: <CountryRanking filters={filters} />,
        },
      ]}
    />
  );
}

const companyColumn = dataTableColumns<CompanyRow>();
const countryColumn = dataTableColumns<CountryRow>();

function CompanyRanking({ filters }: { filters: Filters }) {
  const { t, i18n } = useTranslation();
  const ranking = useQuery(verificationAggregationQueryOptions('by_company', filters));
  const rows = useMemo(
    () => (ranking.data?.data ?? []).map((row, index) => ({ ...row, rank: index + 1 })),
    [ranking.data],
  );
  const columns = useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language);
    return companyColumn.columns([
      companyColumn.accessor('rank', { header: '#', meta: { width: 56, align: 'right' } }),
      companyColumn.accessor((row) => row.company.name ?? t('verifications.statistics.unknownCompany'), {
        id: 'name',
        header: t('verifications.statistics.company'),
        meta: { wrap: 'anywhere' },
      }),
      companyColumn.accessor((row) => row.company.cofor10 ?? '', { id: 'cofor10', header: 'COFOR10' }),
      companyColumn.accessor((row) => row.company.delivery_address.city ?? '', {
        id: 'city',
        header: t('verifications.statistics.city'),
        meta: { visibleFrom: 'sm' },
      }),
      companyColumn.accessor((row) => row.company.delivery_address.country ?? '', {
        id: 'country',
        header: t('verifications.statistics.country'),
      }),
      companyColumn.accessor('verifications', {
        header: t('verifications.statistics.verifications'),
        cell: (cell) => format.format(cell.getValue()),
        meta: { align: 'right' },
      }),
    ]);
  }, [t, i18n.language]);
  if (ranking.isError) return <Alert color="red">{t('verifications.statistics.loadFailed')}</Alert>;
  return (
    <DataTable
      label={t('verifications.statistics.rankByCompany')}
      columns={columns}
      data={rows}
      getRowId={(row) => String(row.company.id)}
      isLoading={ranking.isPending}
      empty={t('verifications.statistics.noVerifications')}
      maxHeight={480}
      testId="rank-by-company"
    />
  );
}

function CountryRanking({ filters }: { filters: Filters }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const ranking = useQuery(verificationAggregationQueryOptions('by_country', filters));
  const countries = useQuery(countriesQueryOptions(language));
  const rows = useMemo(
    () => (ranking.data?.data ?? []).map((row, index) => ({ ...row, rank: index + 1 })),
    [ranking.data],
  );
  const columns = useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language);
    const names = new Map((countries.data ?? []).map((country) => [country.code, country.name]));
    return countryColumn.columns([
      countryColumn.accessor('rank', { header: '#', meta: { width: 56, align: 'right' } }),
      countryColumn.accessor(
        (row) =>
          row.key === '' ? t('verifications.statistics.unknownCountry') : (names.get(row.key) ?? row.key),
        { id: 'country', header: t('verifications.statistics.country') },
      ),
      countryColumn.accessor('key', { header: t('verifications.statistics.countryCode') }),
      countryColumn.accessor('doc_count', {
        header: t('verifications.statistics.verifications'),
        cell: (cell) => format.format(cell.getValue()),
        meta: { align: 'right' },
      }),
    ]);
  }, [t, i18n.language, countries.data]);
  if (ranking.isError) return <Alert color="red">{t('verifications.statistics.loadFailed')}</Alert>;
  return (
    <DataTable
      label={t('verifications.statistics.rankByCountry')}
      columns={columns}
      data={rows}
      getRowId={(row) => row.key || 'unknown'}
      isLoading={ranking.isPending}
      empty={t('verifications.statistics.noVerifications')}
      maxHeight={480}
      testId="rank-by-country"
    />
  );
}
