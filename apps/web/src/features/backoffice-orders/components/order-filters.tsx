import { backofficeOrderFiltersSchema, DAY_RANGE } from '@label-portal/contract';
import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OrderStateSelect } from '../../../components/order-state-select';
import { contractFilterResolver } from '../../../lib/contract-form';
import type { OrderFilters as Filters } from '../api/orders';

const EMPTY: Filters = { state: '', company: '', from: '', to: '', order_id: '', customer_order_no: '' };

/** The list's filters; applying them writes them into the URL. */
export function OrderFilters({ filters, onFilter }: { filters: Filters; onFilter: (next: Filters) => void }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Filters>({
    // The API's own rules; an empty field is no filter. The state field offers valid values only.
    resolver: contractFilterResolver(backofficeOrderFiltersSchema, (values) =>
      Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== '')),
    ),
    values: filters,
  });
  const message = (key: string | undefined) => (key ? t(key, { max: 100 }) : undefined);

  return (
    <search aria-label={t('backofficeOrders.filters')}>
      <form
        noValidate
        onSubmit={handleSubmit((values) =>
          onFilter(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as Filters),
        )}
      >
        <Group align="flex-end" gap="sm">
          <OrderStateSelect
            label={t('backofficeOrders.state')}
            {...register('state')}
            style={{ flex: '0 1 200px' }}
            allLabel={t('backofficeOrders.allStates')}
          />
          <TextInput
            label={t('backofficeOrders.company')}
            placeholder={t('backofficeOrders.companyPlaceholder')}
            style={{ flex: '1 1 200px' }}
            error={message(errors.company?.message)}
            {...register('company')}
          />
          <TextInput
            label={t('backofficeOrders.orderId')}
            style={{ flex: '0 1 150px' }}
            error={message(errors.order_id?.message)}
            {...register('order_id')}
          />
          <TextInput
            label={t('backofficeOrders.poNumber')}
            style={{ flex: '0 1 150px' }}
            error={message(errors.customer_order_no?.message)}
            {...register('customer_order_no')}
          />
          <TextInput
            type="date"
            label={t('backofficeOrders.from')}
            style={{ flex: '0 1 150px' }}
            min={DAY_RANGE.earliest}
            max={DAY_RANGE.latest}
            error={message(errors.from?.message)}
            {...register('from')}
          />
          <TextInput
            type="date"
            label={t('backofficeOrders.to')}
            style={{ flex: '0 1 150px' }}
            min={DAY_RANGE.earliest}
            max={DAY_RANGE.latest}
            error={message(errors.to?.message)}
            {...register('to')}
          />
          <Button type="submit">{t('backofficeOrders.filter')}</Button>
          <Button
            variant="default"
            onClick={() => {
              reset(EMPTY);
              onFilter(EMPTY);
            }}
          >
            {t('backofficeOrders.reset')}
          </Button>
        </Group>
      </form>
    </search>
  );
}
