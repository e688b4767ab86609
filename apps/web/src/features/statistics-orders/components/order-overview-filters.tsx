import {
  type OrderOverviewFilters as CheckedFilters,
  maxLengthOf,
  ORDER_OVERVIEW_FILTER_MAX_LENGTH,
  orderOverviewFilterSchema,
  orderOverviewQuerySchema,
  PRODUCT_GROUPS,
  STATISTICS_MAX_DATE,
  STATISTICS_MIN_DATE,
} from '@label-portal/contract';
import { Alert, Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OrderStateSelect } from '../../../components/order-state-select';
import { useFieldError } from '../../../hooks/use-field-error';
import { applyServerErrors, contractResolver } from '../../../lib/contract-form';
import {
  EMPTY_OVERVIEW_FILTERS,
  isOverviewFilterKey,
  type OverviewFilterValues,
  overviewQueryOf,
} from '../utils/overview-search';

interface OrderOverviewFiltersProps {
  /** The filters of the URL. */
  filters: OverviewFilterValues;
  /** Writes the checked filters into the URL (the contract's filter schema has read them). */
  onApply: (filters: Partial<OverviewFilterValues>) => void;
  /** The list's failure: a 400's per-field messages are shown on the fields. */
  failure: unknown;
}

/** The overview's filter panel: validated with the contract's schema, kept in the URL. */
export function OrderOverviewFilters({ filters, onApply, failure }: OrderOverviewFiltersProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const [formMessage, setFormMessage] = useState<string>();
  const { register, handleSubmit, setError, reset, formState } = useForm<
    OverviewFilterValues,
    unknown,
    CheckedFilters
  >({
    resolver: contractResolver<OverviewFilterValues, CheckedFilters>(orderOverviewFilterSchema, {
      toBody: overviewQueryOf,
    }),
    values: filters,
  });
  const { errors } = formState;

  useEffect(() => {
    if (!failure) {
      setFormMessage(undefined);
      return;
    }
    const left = applyServerErrors(
      failure,
      setError,
      (path) => (isOverviewFilterKey(path) ? path : undefined),
      t('statisticsOrders.loadError'),
    );
    setFormMessage(left?.message);
  }, [failure, setError, t]);

  const domains: readonly string[] =
    filters.domain && !(PRODUCT_GROUPS as readonly string[]).includes(filters.domain)
      ? [...PRODUCT_GROUPS, filters.domain]
      : PRODUCT_GROUPS;

  return (
    <search aria-label={t('statisticsOrders.filters')}>
      <form
        noValidate
        onSubmit={handleSubmit((values) => onApply(values as Partial<OverviewFilterValues>))}
        data-testid="order-overview-filters"
      >
        <Group align="flex-start" gap="sm">
          <TextInput
            type="date"
            label={t('statisticsOrders.dateFrom')}
            min={STATISTICS_MIN_DATE}
            max={STATISTICS_MAX_DATE}
            w={160}
            error={fieldError(errors.date_from)}
            {...register('date_from')}
          />
          <TextInput
            type="date"
            label={t('statisticsOrders.dateTo')}
            min={STATISTICS_MIN_DATE}
            max={STATISTICS_MAX_DATE}
            w={160}
            error={fieldError(errors.date_to)}
            {...register('date_to')}
          />
          <OrderStateSelect
            label={t('statisticsOrders.state')}
            w={190}
            error={fieldError(errors.state)}
            {...register('state')}
            allLabel={t('statisticsOrders.allStates')}
          />
          <TextInput
            label={t('statisticsOrders.company')}
            placeholder={t('statisticsOrders.companyPlaceholder')}
            w={220}
            maxLength={maxLengthOf(orderOverviewQuerySchema.shape.company)}
            error={fieldError(errors.company)}
            {...register('company')}
          />
          <TextInput
            label={t('statisticsOrders.country')}
            placeholder={t('statisticsOrders.countryPlaceholder')}
            w={100}
            maxLength={ORDER_OVERVIEW_FILTER_MAX_LENGTH.country}
            error={fieldError(errors.country)}
            {...register('country')}
          />
          <NativeSelect
            label={t('statisticsOrders.domain')}
            w={170}
            error={fieldError(errors.domain)}
            {...register('domain')}
          >
            <option value="">{t('statisticsOrders.allDomains')}</option>
            {domains.map((domain) => (
              <option key={domain} value={domain}>
                {domain}
              </option>
            ))}
          </NativeSelect>
          <TextInput
            label={t('statisticsOrders.orderId')}
            w={160}
            maxLength={maxLengthOf(orderOverviewQuerySchema.shape.order_id)}
            error={fieldError(errors.order_id)}
            {...register('order_id')}
          />
          <Group gap="xs" mt={25}>
            <Button type="submit">{t('statisticsOrders.apply')}</Button>
            <Button
              variant="default"
              onClick={() => {
                reset(EMPTY_OVERVIEW_FILTERS);
                onApply(EMPTY_OVERVIEW_FILTERS);
              }}
            >
              {t('statisticsOrders.reset')}
            </Button>
          </Group>
        </Group>
        {formMessage ? (
          <Alert color="red" variant="light" role="alert" mt="sm">
            {formMessage}
          </Alert>
        ) : null}
      </form>
    </search>
  );
}
