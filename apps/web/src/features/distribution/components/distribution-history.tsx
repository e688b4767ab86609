import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AddressBlock } from '../../../components/address-block';
import { LoadMoreButton } from '../../../components/load-more-button';
import { LoadingStatus } from '../../../components/loading-status';
import { useLanguage } from '../../../hooks/use-language';
import { formatDateTime } from '../../../lib/format-date';
import { historyQueryOptions } from '../api/history';
import classes from './distribution.module.css';

/** The company's sent redistributions, newest first: date, recipient, comment and rolls ("load more"). */
export function DistributionHistory() {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useInfiniteQuery(historyQueryOptions(language));
  const distributions = list.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="distribution-history">
      <Title order={2} size="h3" id="distribution-history">
        {t('distribution.redistribution.historyHeading')}
      </Title>
      {list.isPending && <LoadingStatus label={t('app.loading')} />}
      {list.isError && <Alert color="red">{t('distribution.redistribution.historyFailed')}</Alert>}
      {list.isSuccess && distributions.length === 0 && (
        <Text>{t('distribution.redistribution.historyNone')}</Text>
      )}
      {distributions.length > 0 && (
        <Stack component="ul" gap="sm" className={classes.plainList}>
          {distributions.map((distribution) => (
            <Paper
              component="li"
              key={distribution.uuid}
              withBorder
              p="md"
              radius="md"
              data-testid="sent-distribution"
            >
              <Stack gap="xs">
                <Text fw={600}>{formatDateTime(distribution.created_at, language)}</Text>
                <AddressBlock address={distribution.distribution_address} emptyText="" />
                {distribution.comment && (
                  <Text size="sm" className={classes.wrap}>
                    {t('distribution.redistribution.commentIs', { comment: distribution.comment })}
                  </Text>
                )}
                <Text size="sm" className={classes.wrap}>
                  {t('distribution.redistribution.rollsAre', {
                    count: distribution.spool_entries.length,
                    rolls: distribution.spool_entries.map((spool) => spool.spool_no).join(', '),
                  })}
                </Text>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <LoadMoreButton list={list} label={t('distribution.loadMore')} />
    </Stack>
  );
}
