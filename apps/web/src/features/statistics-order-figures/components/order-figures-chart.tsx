import '@mantine/charts/styles.css';
import type { OrderFigures } from '@label-portal/contract';
import { BarChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chartRowsOf, type FiguresMetric, groupColourOf } from '../utils/figures-format';
import classes from './order-figures.module.css';

/**
 * Stacked bars per month, one colour per product group (decision 240): Mantine's own chart on
 * Recharts, themed like the rest of the app. The figure's caption points to the table below, which
 * gives the same numbers to keyboard and screen reader users.
 */
export function OrderFiguresChart({ figures, metric }: { figures: OrderFigures; metric: FiguresMetric }) {
  const { t, i18n } = useTranslation();
  const numberFormat = new Intl.NumberFormat(i18n.language);
  const metricLabel = t(
    metric === 'labels' ? 'statisticsOrderFigures.labels' : 'statisticsOrderFigures.orders',
  );
  return (
    <figure style={{ margin: 0 }}>
      <figcaption>
        <Text size="sm" c="dimmed" mb="xs">
          {t('statisticsOrderFigures.chartCaption', { metric: metricLabel })}
        </Text>
      </figcaption>
      <BarChart
        className={classes.chart}
        h={320}
        data={chartRowsOf(figures, metric, i18n.language)}
        dataKey="month"
        type="stacked"
        series={figures.product_groups.map((group, index) => ({
          name: group,
          color: groupColourOf(group, index),
        }))}
        withLegend
        legendProps={{ verticalAlign: 'bottom', itemSorter: null }}
        valueFormatter={(value) => numberFormat.format(value)}
        tickLine="y"
        // Orders and labels are whole numbers: no 0.75 order on the axis.
        yAxisProps={{ allowDecimals: false }}
        tooltipAnimationDuration={150}
      />
    </figure>
  );
}
