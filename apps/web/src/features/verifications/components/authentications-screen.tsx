import { businessDate, verificationDownloadEndpoint } from '@label-portal/contract';
import { Alert, Card, Group, Stack, Tabs, Title } from '@mantine/core';
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
            <Tabs value={tab} onChange={openTab} keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="time">{t('verifications.statistics.byTime')}</Tabs.Tab>
                <Tabs.Tab value="map">{t('verifications.statistics.map')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="time" pt="sm">
                <VerificationsByTime filters={queryFilters} />
              </Tabs.Panel>
              <Tabs.Panel value="map" pt="sm">
                <VerificationMapPanel filters={queryFilters} />
              </Tabs.Panel>
            </Tabs>
          </Card>
          <Card withBorder padding="sm">
            <VerificationRankings filters={queryFilters} />
          </Card>
        </>
      )}
    </Stack>
  );
}
