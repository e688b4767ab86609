import { businessDate, defaultOrderFiguresFrom } from '@label-portal/contract';
import { Alert, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { LoadingStatus } from '../../../components/loading-status';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError } from '../../../lib/api-client';
import { readRefusal } from '../../../lib/server-messages';
import { type OrderFiguresFilters, orderFiguresQueryOptions } from '../api/order-figures';
import type { FiguresMetric } from '../utils/figures-format';
import { OrderFiguresChart } from './order-figures-chart';
import { OrderFiguresFilter } from './order-figures-filter';
import { OrderFiguresTable } from './order-figures-table';

function initialFilters(): OrderFiguresFilters {
  const today = businessDate();
  return { date_from: defaultOrderFiguresFrom(today), date_to: today, company: '' };
}

/** The server's refusal as messages per filter field (a 404 is the company that is not there). */
function fieldErrorsOf(error: unknown): Partial<Record<keyof OrderFiguresFilters, string>> {
  const refusal = readRefusal(error);
  if (!refusal) return {};
  if (refusal.status === 404) return { company: 'errors.companyNotFound' };
  return Object.fromEntries(
    (['date_from', 'date_to', 'company'] as const).flatMap((key) => {
      const message = Array.isArray(refusal.errors[key]) ? refusal.fields.get(key)?.text : undefined;
      return message ? [[key, message]] : [];
    }),
  );
}

/**
 * /statistics/orderStatistics (decision 240): the sent orders and labels of the user's company per
 * month and product group, as a stacked bar chart and the same figures as a table; a staff-scope
 * user sees every company together or one company.
 */
export function OrderFigures({ canChooseCompany }: { canChooseCompany: boolean }) {
  const { t, i18n } = useTranslation();
  usePageTitle(t('screens.orderStatistics'));
  const [filters, setFilters] = useState(initialFilters);
  const [metric, setMetric] = useState<FiguresMetric>('labels');
  const figures = useQuery(orderFiguresQueryOptions(filters));
  const serverErrors =
    figures.error instanceof ApiError && figures.error.isClientError ? fieldErrorsOf(figures.error) : {};
  const hasFieldErrors = Object.keys(serverErrors).length > 0;
  const numberFormat = new Intl.NumberFormat(i18n.language);
  const data = hasFieldErrors ? undefined : figures.data;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('statisticsOrderFigures.heading')}</Title>
      <OrderFiguresFilter
        filters={filters}
        canChooseCompany={canChooseCompany}
        serverErrors={serverErrors}
        onShow={setFilters}
      />
      {figures.isPending ? <LoadingStatus label={t('app.loading')} /> : null}
      {figures.isError && !hasFieldErrors ? (
        <LoadError text={t('statisticsOrderFigures.loadFailed')} onRetry={() => void figures.refetch()} />
      ) : null}
      {data ? (
        <Stack gap="md" aria-busy={figures.isFetching}>
          <Text fw={600}>
            {data.company
              ? t('statisticsOrderFigures.companyOf', {
                  name: data.company.name,
                  cofor10: data.company.cofor10,
                })
              : t('statisticsOrderFigures.allCompanies')}
          </Text>
          <Text aria-live="polite">
            {t('statisticsOrderFigures.summary', {
              orders: numberFormat.format(data.totals.orders),
              labels: numberFormat.format(data.totals.labels),
            })}{' '}
            {data.totals.cancelled_orders > 0
              ? t('statisticsOrderFigures.cancelledSummary', {
                  orders: numberFormat.format(data.totals.cancelled_orders),
                  labels: numberFormat.format(data.totals.cancelled_labels),
                })
              : null}
          </Text>
          {data.product_groups.length === 0 ? (
            <Alert variant="light">{t('statisticsOrderFigures.noOrders')}</Alert>
          ) : (
            <>
              <SegmentedControl
                aria-label={t('statisticsOrderFigures.metric')}
                value={metric}
                onChange={(value) => setMetric(value as FiguresMetric)}
                data={[
                  { value: 'labels', label: t('statisticsOrderFigures.labels') },
                  { value: 'orders', label: t('statisticsOrderFigures.orders') },
                ]}
                maw={320}
              />
              <OrderFiguresChart figures={data} metric={metric} />
            </>
          )}
          <OrderFiguresTable figures={data} />
        </Stack>
      ) : null}
    </Stack>
  );
}
