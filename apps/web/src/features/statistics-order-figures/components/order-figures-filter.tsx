import { orderFiguresQuerySchema } from '@label-portal/contract';
import { Button, Group, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractFilterResolver } from '../../../lib/contract-form';
import type { OrderFiguresFilters } from '../api/order-figures';

const KEYS = ['date_from', 'date_to', 'company'] as const;

/**
 * The range (and, for a staff-scope user, the company) of the order statistics; checked with the
 * contract's schema before it is sent, and given the server's field messages when it refuses.
 */
export function OrderFiguresFilter({
  filters,
  canChooseCompany,
  serverErrors,
  onShow,
}: {
  filters: OrderFiguresFilters;
  canChooseCompany: boolean;
  serverErrors: Partial<Record<keyof OrderFiguresFilters, string>>;
  onShow: (next: OrderFiguresFilters) => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OrderFiguresFilters>({
    resolver: contractFilterResolver(orderFiguresQuerySchema, (values) =>
      Object.fromEntries(KEYS.map((key) => [key, values[key].trim()]).filter(([, value]) => value)),
    ),
    values: filters,
  });

  useEffect(() => {
    for (const key of KEYS) {
      const message = serverErrors[key];
      if (message) setError(key, { message });
    }
  }, [serverErrors, setError]);

  const submit = handleSubmit((values) => {
    onShow({
      date_from: values.date_from.trim(),
      date_to: values.date_to.trim(),
      company: values.company.trim(),
    });
  });
  const errorOf = (key: keyof OrderFiguresFilters) =>
    errors[key]?.message ? t(errors[key].message) : undefined;

  return (
    <search aria-label={t('statisticsOrderFigures.filterLabel')}>
      <form noValidate onSubmit={submit}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('statisticsOrderFigures.dateFrom')}
            type="date"
            min="2017-01-01"
            error={errorOf('date_from')}
            {...register('date_from')}
          />
          <TextInput
            label={t('statisticsOrderFigures.dateTo')}
            type="date"
            min="2017-01-01"
            error={errorOf('date_to')}
            {...register('date_to')}
          />
          {canChooseCompany ? (
            <TextInput
              label={t('statisticsOrderFigures.company')}
              description={t('statisticsOrderFigures.companyHint')}
              placeholder="12345A0001"
              error={errorOf('company')}
              {...register('company')}
            />
          ) : null}
          <Button type="submit" mt={25}>
            {t('statisticsOrderFigures.show')}
          </Button>
        </Group>
      </form>
    </search>
  );
}
