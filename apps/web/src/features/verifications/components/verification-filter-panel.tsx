import {
  maxLengthOf,
  PRODUCT_GROUPS,
  STATISTICS_MAX_DATE,
  STATISTICS_MIN_DATE,
  VERIFICATION_STATUSES,
  type VerificationStatus,
  verificationFilterShape,
} from '@label-portal/contract';
import { Button, Checkbox, Group, MultiSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { countriesQueryOptions, supplierNamesOf } from '../api/verification-statistics';
import { useStatusLabel } from '../hooks/use-status-label';
import {
  defaultVerificationFilters,
  filterProblems,
  type ProductGroup,
  type VerificationFilterField,
  type VerificationFilterForm,
} from '../utils/verification-filters';
import { DROPDOWN_MAX_HEIGHT, LookupMultiSelect } from './lookup-multi-select';

/** A supplier as the companies filter names it: its name and COFOR10. */
const supplierLabelOf = (company: { name: string; cofor10: string }) =>
  `${company.name} (${company.cofor10})`;

interface VerificationFilterPanelProps {
  filters: VerificationFilterForm;
  onFilter: (next: VerificationFilterForm) => void;
  /** The server's messages per form field when it refused the filters (400). */
  serverErrors?: Partial<Record<VerificationFilterField, string>>;
}

/**
 * The filters of the label authentications (statistics.md sections 2 and 5): date range (from
 * 2017-01-01 on, the end not before the start), statuses, geolocation method, domains, spool,
 * companies, order countries, customer references, tags and an object id / label id. "Filter"
 * writes them into the URL; "Reset" goes back to 2018-01-01 to today.
 */
export function VerificationFilterPanel({
  filters,
  onFilter,
  serverErrors = {},
}: VerificationFilterPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const statusLabel = useStatusLabel();
  const countries = useQuery(countriesQueryOptions(language));
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<VerificationFilterForm>({ values: filters });

  const submit = handleSubmit((values) => {
    const problems = Object.entries(filterProblems(values));
    if (problems.length > 0) {
      for (const [index, [field, problem]] of problems.entries()) {
        setError(
          field as VerificationFilterField,
          { type: 'client', message: t(problem.key, problem.params) },
          { shouldFocus: index === 0 },
        );
      }
      return;
    }
    onFilter({
      ...values,
      date_start: values.date_start.trim(),
      date_end: values.date_end.trim(),
      spool_id: values.spool_id.trim(),
      label_or_object: values.label_or_object.trim(),
    });
  });
  const errorOf = (field: VerificationFilterField) =>
    (errors[field] as { message?: string } | undefined)?.message || serverErrors[field] || undefined;

  return (
    <search aria-label={t('verifications.statistics.filters')}>
      <form noValidate onSubmit={submit} data-testid="verification-filters">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <TextInput
            type="date"
            min={STATISTICS_MIN_DATE}
            max={STATISTICS_MAX_DATE}
            label={t('verifications.statistics.dateFrom')}
            error={errorOf('date_start')}
            {...register('date_start')}
          />
          <TextInput
            type="date"
            min={STATISTICS_MIN_DATE}
            max={STATISTICS_MAX_DATE}
            label={t('verifications.statistics.dateTo')}
            error={errorOf('date_end')}
            {...register('date_end')}
          />
          <Controller
            control={control}
            name="verification_status"
            render={({ field }) => (
              <MultiSelect<VerificationStatus>
                label={t('verifications.statistics.status')}
                placeholder={t('verifications.statistics.any')}
                data={VERIFICATION_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorOf('verification_status')}
                maxDropdownHeight={DROPDOWN_MAX_HEIGHT}
                clearable
                searchable
              />
            )}
          />
          <Controller
            control={control}
            name="domains"
            render={({ field }) => (
              <MultiSelect<ProductGroup>
                label={t('verifications.statistics.domains')}
                placeholder={t('verifications.statistics.any')}
                data={PRODUCT_GROUPS.map((group) => ({ value: group, label: group }))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorOf('domains')}
                maxDropdownHeight={DROPDOWN_MAX_HEIGHT}
                clearable
              />
            )}
          />
          <Controller
            control={control}
            name="company_ids"
            render={({ field }) => (
              <LookupMultiSelect<number, 'suppliers'>
                label={t('verifications.statistics.companies')}
                placeholder={t('verifications.statistics.companiesPlaceholder')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                lookup="suppliers"
                optionsOf={(list) =>
                  list.map((company) => ({ value: company.id, label: supplierLabelOf(company) }))
                }
                fallbackLabel={(id) => t('verifications.statistics.companyNumber', { id })}
                resolveLabels={async (ids, signal) =>
                  (await supplierNamesOf(ids, signal)).map((company) => ({
                    value: company.id,
                    label: supplierLabelOf(company),
                  }))
                }
                error={errorOf('company_ids')}
              />
            )}
          />
          <Controller
            control={control}
            name="order_countries"
            render={({ field }) => (
              <MultiSelect
                label={t('verifications.statistics.orderCountries')}
                placeholder={t('verifications.statistics.any')}
                data={(countries.data ?? []).map((country) => ({ value: country.code, label: country.name }))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorOf('order_countries')}
                maxDropdownHeight={DROPDOWN_MAX_HEIGHT}
                searchable
                clearable
              />
            )}
          />
          <Controller
            control={control}
            name="customer_references"
            render={({ field }) => (
              <LookupMultiSelect<string, 'products'>
                label={t('verifications.statistics.customerReferences')}
                placeholder={t('verifications.statistics.typeToSearch')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                lookup="products"
                optionsOf={(list) => list.map((reference) => ({ value: reference, label: reference }))}
                error={errorOf('customer_references')}
              />
            )}
          />
          <Controller
            control={control}
            name="tags"
            render={({ field }) => (
              <LookupMultiSelect<string, 'tags'>
                label={t('verifications.statistics.tags')}
                placeholder={t('verifications.statistics.typeToSearch')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                lookup="tags"
                optionsOf={(list) => list.map((tag) => ({ value: tag, label: tag }))}
                error={errorOf('tags')}
              />
            )}
          />
          <TextInput
            label={t('verifications.statistics.spoolId')}
            maxLength={maxLengthOf(verificationFilterShape.spool_id)}
            error={errorOf('spool_id')}
            {...register('spool_id')}
          />
          <TextInput
            label={t('verifications.statistics.labelOrObject')}
            placeholder={t('verifications.statistics.labelOrObjectPlaceholder')}
            maxLength={maxLengthOf(verificationFilterShape._object_id__label_id_or_checksum)}
            error={errorOf('label_or_object')}
            {...register('label_or_object')}
          />
          <Controller
            control={control}
            name="geolocation"
            render={({ field }) => (
              <Checkbox.Group
                label={t('verifications.statistics.geolocation')}
                description={t('verifications.statistics.geolocationHint')}
                value={field.value}
                onChange={(value) => field.onChange(value as ('IP' | 'GPS')[])}
                error={errorOf('geolocation')}
              >
                <Group gap="md" mt={6}>
                  <Checkbox value="IP" label={t('verifications.statistics.ipBased')} />
                  <Checkbox value="GPS" label={t('verifications.statistics.gpsBased')} />
                </Group>
              </Checkbox.Group>
            )}
          />
        </SimpleGrid>
        <Group mt="sm" gap="sm">
          <Button type="submit">{t('verifications.statistics.filter')}</Button>
          <Button
            variant="default"
            onClick={() => {
              const defaults = defaultVerificationFilters();
              reset(defaults);
              onFilter(defaults);
            }}
          >
            {t('verifications.statistics.reset')}
          </Button>
        </Group>
      </form>
    </search>
  );
}
