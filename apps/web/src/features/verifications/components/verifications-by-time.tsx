import '@mantine/charts/styles.css';
import { VERIFICATION_STATUSES, type VerificationQueryInput } from '@label-portal/contract';
import { LineChart } from '@mantine/charts';
import {
  Alert,
  Center,
  ColorSwatch,
  Group,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../components/loading-status';
import { verificationAggregationQueryOptions } from '../api/verification-statistics';
import { useStatusLabel } from '../hooks/use-status-label';
import {
  axisLabelIntervalOf,
  type HistogramTable,
  histogramTableOf,
  statusColorOf,
  statusSeriesKey,
} from '../utils/histogram-rows';

/** One chart with every status, or one small chart per status, each on its own scale. */
type ChartView = 'combined' | 'per-status';
/** A small chart's labels: fewer fit under its narrower axis. */
const SMALL_CHART_AXIS_LABELS = 5;

/**
 * 'Verifications by Time': a line per status in the status's colour (statistics.md section 2), by
 * day for ranges up to 92 days, by month beyond; the same figures as a table under a disclosure.
 * The frequent Valid line flattens the rare statuses on one scale: 'One chart per status' gives each
 * status its own small chart and scale (decision 306). Every status chosen in the filter has its
 * line and legend entry, with scans or not.
 */
export function VerificationsByTime({ filters }: { filters: Omit<VerificationQueryInput, 'aggregation'> }) {
  const { t, i18n } = useTranslation();
  const statusLabel = useStatusLabel();
  const [view, setView] = useState<ChartView>('combined');
  const viewLabelId = useId();
  const histogram = useQuery(verificationAggregationQueryOptions('date_histogram', filters));
  const chosen = filters.verification_status;
  const table = useMemo(
    () =>
      histogram.data
        ? histogramTableOf(
            histogram.data,
            VERIFICATION_STATUSES.filter((status) => chosen?.includes(status)),
          )
        : null,
    [histogram.data, chosen],
  );
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
        {t('verifications.statistics.loadFailed')}
      </Alert>
    );
  }
  if (!table || table.total === 0) {
    return (
      <Text py="xl" ta="center" data-testid="histogram-empty">
        {t('verifications.statistics.noVerifications')}
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
                ? 'verifications.statistics.chartCaptionDay'
                : 'verifications.statistics.chartCaptionMonth',
            )}
          </Text>
        </figcaption>
        <Group gap="xs" mb="xs">
          <Text size="sm" id={viewLabelId}>
            {t('verifications.statistics.chartView')}
          </Text>
          <SegmentedControl
            size="xs"
            aria-labelledby={viewLabelId}
            value={view}
            onChange={(next) => setView(next as ChartView)}
            data={[
              { value: 'combined', label: t('verifications.statistics.chartViewCombined') },
              { value: 'per-status', label: t('verifications.statistics.chartViewPerStatus') },
            ]}
          />
        </Group>
        {view === 'combined' ? (
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
            xAxisProps={{ interval: axisLabelIntervalOf(table.rows.length) }}
            yAxisProps={{ allowDecimals: false }}
            withDots={table.rows.length <= 40}
            curveType="linear"
            tooltipAnimationDuration={150}
          />
        ) : (
          <StatusSmallCharts table={table} format={numberFormat} />
        )}
      </figure>
      <details>
        <summary>
          <Text span size="sm">
            {t('verifications.statistics.figuresTable')}
          </Text>
        </summary>
        <ScrollArea.Autosize mah={320} type="auto">
          <Table striped stickyHeader aria-label={t('verifications.statistics.figuresTable')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th style={{ whiteSpace: 'nowrap' }}>
                  {t(interval === 'day' ? 'verifications.statistics.day' : 'verifications.statistics.month')}
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
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.period}</Table.Td>
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

/** One small line chart per status, each on its own scale, headed by the status and its total. */
function StatusSmallCharts({ table, format }: { table: HistogramTable; format: Intl.NumberFormat }) {
  const statusLabel = useStatusLabel();
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" data-testid="verifications-by-status">
      {table.statuses.map((status) => {
        const key = statusSeriesKey(status);
        const total = table.rows.reduce((sum, row) => sum + Number(row[key]), 0);
        return (
          <Stack key={status} gap={4} data-status={status}>
            <Group gap={6} wrap="nowrap">
              <ColorSwatch color={statusColorOf(status)} size={12} withShadow={false} aria-hidden />
              <Text size="sm" fw={600}>
                {statusLabel(status)}
              </Text>
              <Text size="sm" c="dimmed">
                {format.format(total)}
              </Text>
            </Group>
            <LineChart
              h={140}
              data={table.rows}
              dataKey="period"
              series={[{ name: key, label: statusLabel(status), color: statusColorOf(status) }]}
              valueFormatter={(value) => format.format(value)}
              xAxisProps={{ interval: axisLabelIntervalOf(table.rows.length, SMALL_CHART_AXIS_LABELS) }}
              yAxisProps={{ allowDecimals: false, width: 48, tickCount: 3 }}
              withDots={false}
              curveType="linear"
              tooltipAnimationDuration={150}
            />
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
