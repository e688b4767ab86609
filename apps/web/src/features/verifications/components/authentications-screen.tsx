import { businessDate, verificationDownloadEndpoint } from '@label-portal/contract';
import { Alert, Card, Group, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDownloadButton } from '../../../components/file-download-button';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useServerMessage } from '../../../lib/server-messages';
import { verificationAggregationQueryOptions } from '../api/verification-statistics';
import { useVerificationFilters } from '../hooks/use-verification-filters';
import { markMapTiming } from '../utils/map-requests';
import { refusalOf } from '../utils/refusal';
import { downloadQueryOf } from '../utils/verification-filters';
import { PanelTabs } from './panel-tabs';
import { VerificationCount } from './verification-count';
import { VerificationFilterPanel } from './verification-filter-panel';
import {
  prefetchVerificationMap,
  preloadVerificationMap,
  VerificationMapPanel,
} from './verification-map-panel';
import { VerificationRankings } from './verification-rankings';
import { VerificationsByTime } from './verifications-by-time';

/**
 * /statistics/authentications (statistics.md section 2): the filter panel (in the URL), the count of
 * matching verifications, the tabs 'Verifications by Time' and 'Map', the rankings by company and
 * by country, and the download of the filtered verifications.
 */
export function AuthenticationsScreen() {
  const { t } = useTranslation();
  const showServerMessage = useServerMessage();
  usePageTitle(t('screens.authentications'));
  const { filters, queryFilters, setFilters } = useVerificationFilters();
  const count = useQuery(verificationAggregationQueryOptions('hit_count', queryFilters));
  const refusal = count.isError ? refusalOf(count.error, showServerMessage) : null;
  const [tab, setTab] = useState<string | null>('time');
  const queryClient = useQueryClient();
  // The map's code and its start view's markers are fetched while the user reads the chart, not when
  // they open the Map tab (decision 265): once the count has answered, so the first figures come first.
  useEffect(preloadVerificationMap, []);
  const counted = count.isSuccess;
  useEffect(() => {
    if (counted) prefetchVerificationMap(queryClient, queryFilters);
  }, [counted, queryClient, queryFilters]);
  const openTab = (next: string | null) => {
    if (next === 'map') markMapTiming('tab-opened');
    setTab(next);
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('verifications.statistics.authenticationsHeading')}</Title>
      <VerificationFilterPanel filters={filters} onFilter={setFilters} serverErrors={refusal?.fields} />
      <Group justify="space-between" align="flex-start" gap="sm">
        <VerificationCount count={count} />
        <FileDownloadButton
          endpoint={verificationDownloadEndpoint}
          query={downloadQueryOf(filters)}
          label={t('verifications.statistics.download')}
          fallbackFileName={`${businessDate()}_verifications.csv`}
          expectedLines={count.data?.data}
          disabled={count.isError}
        />
      </Group>
      {count.isError ? (
        <Alert color="red" role="alert">
          {refusal?.message ?? t('verifications.statistics.loadFailed')}
        </Alert>
      ) : (
        <>
          <Card withBorder padding="sm">
            <PanelTabs
              value={tab}
              onChange={openTab}
              tabs={[
                {
                  value: 'time',
                  label: t('verifications.statistics.byTime'),
                  panel: <VerificationsByTime filters={queryFilters} />,
                },
                {
                  value: 'map',
                  label: t('verifications.statistics.map'),
                  panel: <VerificationMapPanel filters={queryFilters} />,
                },
              ]}
            />
          </Card>
          <Card withBorder padding="sm">
            <VerificationRankings filters={queryFilters} />
          </Card>
        </>
      )}
    </Stack>
  );
}
