import { auditLogQuerySchema } from '@label-portal/contract';
import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractFilterResolver } from '../../../lib/contract-form';
import { AUDIT_FILTER_KEYS, type AuditFilters } from '../api/audit-log';
import { actionOptions, entityTypeOptions } from '../utils/audit-labels';

const EMPTY: AuditFilters = {
  entity_type: '',
  action: '',
  entity_id: '',
  user: '',
  company: '',
  from: '',
  to: '',
};

/** Empty fields dropped, so the contract's schema checks only what is filled in. */
function filledOf(values: AuditFilters) {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
}

/** The audit screen's filters; "Filter" writes them into the URL. */
export function AuditFilter({
  filters,
  onFilter,
}: {
  filters: AuditFilters;
  onFilter: (next: AuditFilters) => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors },
  } = useForm<AuditFilters>({
    resolver: contractFilterResolver(auditLogQuerySchema, filledOf),
    values: filters,
  });
  const entityType = watch('entity_type');
  const actions = actionOptions(t, entityType);
  const entityTypeField = register('entity_type');

  const submit = handleSubmit((values) => {
    onFilter(Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, values[key].trim()])) as AuditFilters);
  });
  const errorOf = (key: keyof AuditFilters) => (errors[key]?.message ? t(errors[key].message) : undefined);

  return (
    <search aria-label={t('audit.filterLabel')}>
      <form noValidate onSubmit={submit}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <NativeSelect
            label={t('audit.entityType')}
            data={[{ value: '', label: t('audit.anyEntity') }, ...entityTypeOptions(t)]}
            error={errorOf('entity_type')}
            {...entityTypeField}
            onChange={(event) => {
              void entityTypeField.onChange(event);
              // An action of another entity type would match nothing: dropped.
              const chosen = event.currentTarget.value;
              const action = watch('action');
              if (chosen && action && !action.startsWith(`${chosen}.`)) setValue('action', '');
            }}
          />
          <NativeSelect
            label={t('audit.actionFilter')}
            data={[{ value: '', label: t('audit.anyAction') }, ...actions]}
            error={errorOf('action')}
            {...register('action')}
          />
          <TextInput label={t('audit.entityId')} error={errorOf('entity_id')} {...register('entity_id')} />
          <TextInput
            label={t('audit.user')}
            type="email"
            placeholder={t('audit.userPlaceholder')}
            error={errorOf('user')}
            {...register('user')}
          />
          <TextInput
            label={t('audit.company')}
            placeholder="12345A0001"
            error={errorOf('company')}
            {...register('company')}
          />
          <TextInput label={t('audit.from')} type="date" error={errorOf('from')} {...register('from')} />
          <TextInput label={t('audit.to')} type="date" error={errorOf('to')} {...register('to')} />
        </SimpleGrid>
        <Group mt="sm" gap="sm">
          <Button type="submit">{t('audit.filter')}</Button>
          <Button
            variant="default"
            onClick={() => {
              reset(EMPTY);
              onFilter(EMPTY);
            }}
          >
            {t('audit.clear')}
          </Button>
        </Group>
      </form>
    </search>
  );
}
