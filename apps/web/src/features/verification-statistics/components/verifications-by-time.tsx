import '@mantine/charts/styles.css';
import type { VerificationQueryInput } from '@label-portal/contract';
import { LineChart } from '@mantine/charts';
import { Alert, Center, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../components/loading-status';
import { verificationAggregationQueryOptions } from '../api/verification-statistics';
import { useStatusLabel } from '../hooks/use-status-label';
import { histogramTableOf, statusColorOf, statusSeriesKey } from '../utils/histogram-rows';

/**
 * 'Verifications by Time': a line per status in the status's colour (statistics.md section 2), by
 * day for ranges up to 92 days, by month beyond; the same figures as a table under a disclosure.
 */
export function VerificationsByTime({ filters }: { filters: Omit<VerificationQueryInput, 'aggregation'> }) {
  const { t, i18n } = useTranslation();
  const statusLabel = useStatusLabel();
  const histogram = useQuery(verificationAggregationQueryOptions('date_histogram', filters));
  const table = useMemo(() => (histogram.data ? histogramTableOf(histogram.data) : null), [histogram.data]);
  const numberFormat = new Intl.NumberFormat(i18n.language);

  if (histogram.isPending) {
    return (
      <Center h={320}>
        <LoadingStatus size="sm" label={t('app.loading')} />
      </Center>
    );
  }
  if (histogram.isError) {
    return (
      <Alert color="red" role="alert">
        {t('verificationStats.loadFailed')}
      </Alert>
    );
  }
  if (!table || table.total === 0) {
    return (
      <Text py="xl" ta="center" data-testid="histogram-empty">
        {t('verificationStats.noVerifications')}
      </Text>
    );
  }
  const interval = histogram.data.interval;
  return (
    <Stack gap="sm" data-testid="verifications-by-time">
      <figure style={{ margin: 0 }}>
        <figcaption>
          <Text size="sm" c="dimmed" mb="xs">
            {t(
              interval === 'day'
                ? 'verificationStats.chartCaptionDay'
                : 'verificationStats.chartCaptionMonth',
            )}
          </Text>
        </figcaption>
        <LineChart
          h={320}
          data={table.rows}
          dataKey="period"
          series={table.statuses.map((status) => ({
            name: statusSeriesKey(status),
            label: statusLabel(status),
            color: statusColorOf(status),
          }))}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={(value) => numberFormat.format(value)}
          yAxisProps={{ allowDecimals: false }}
          withDots={table.rows.length <= 40}
          curveType="linear"
          tooltipAnimationDuration={150}
        />
      </figure>
      <details>
        <summary>
          <Text span size="sm">
            {t('verificationStats.figuresTable')}
          </Text>
        </summary>
        <ScrollArea.Autosize mah={320} type="auto">
          <Table striped stickyHeader aria-label={t('verificationStats.figuresTable')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  {t(interval === 'day' ? 'verificationStats.day' : 'verificationStats.month')}
                </Table.Th>
                {table.statuses.map((status) => (
                  <Table.Th key={status} style={{ textAlign: 'right' }}>
                    {statusLabel(status)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map((row) => (
                <Table.Tr key={row.period}>
                  <Table.Td>{row.period}</Table.Td>
                  {table.statuses.map((status) => (
                    <Table.Td key={status} style={{ textAlign: 'right' }}>
                      {numberFormat.format(Number(row[statusSeriesKey(status)]))}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      </details>
    </Stack>
  );
}
