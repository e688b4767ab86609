import { maxLengthOf, PRODUCT_GROUPS, registrationFilterSchema } from '@label-portal/contract';
import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { countriesQueryOptions } from '../api/registrations';
import {
  BLOCKED_FILTER_CHOICES,
  EMPTY_REGISTRATION_FILTERS,
  type RegistrationFilters as Filters,
  filterProblems,
  REGISTRATION_FILTER_KEYS,
  type RegistrationFilterKey,
} from '../utils/registration-filters';

interface RegistrationFiltersProps {
  filters: Filters;
  onFilter: (next: Filters) => void;
  /** The server's messages per field when it refused the filters (400). */
  serverErrors?: Partial<Record<string, string>>;
}

/** The registrations' filters (statistics.md section 2); "Filter" writes them into the URL. */
export function RegistrationFilters({ filters, onFilter, serverErrors = {} }: RegistrationFiltersProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const countries = useQuery(countriesQueryOptions(language));
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Filters>({ values: filters });

  const submit = handleSubmit((values) => {
    const problems = Object.entries(filterProblems(values, t));
    if (problems.length > 0) {
      for (const [index, [key, message]] of problems.entries()) {
        setError(key as RegistrationFilterKey, { type: 'client', message }, { shouldFocus: index === 0 });
      }
      return;
    }
    onFilter(Object.fromEntries(REGISTRATION_FILTER_KEYS.map((key) => [key, values[key].trim()])) as Filters);
  });
  const errorOf = (key: RegistrationFilterKey) => errors[key]?.message || serverErrors[key] || undefined;
  const field = (key: RegistrationFilterKey) => ({ error: errorOf(key), ...register(key) });

  return (
    <search aria-label={t('statsRegistrations.filters')}>
      <form noValidate onSubmit={submit}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <TextInput
            type="date"
            min="2017-01-01"
            label={t('statsRegistrations.dateFrom')}
            {...field('date_from')}
          />
          <TextInput
            type="date"
            min="2017-01-01"
            label={t('statsRegistrations.dateTo')}
            {...field('date_to')}
          />
          <NativeSelect
            label={t('statsRegistrations.country')}
            data={[
              { value: '', label: t('statsRegistrations.anyCountry') },
              ...(countries.data ?? []).map((country) => ({ value: country.code, label: country.name })),
            ]}
            {...field('country')}
          />
          <TextInput
            label={t('statsRegistrations.city')}
            maxLength={maxLengthOf(registrationFilterSchema.shape.city)}
            {...field('city')}
          />
          <NativeSelect
            label={t('statsRegistrations.domain')}
            data={[{ value: '', label: t('statsRegistrations.anyDomain') }, ...PRODUCT_GROUPS]}
            {...field('domain')}
          />
          <TextInput
            label={t('statsRegistrations.cofor10')}
            placeholder="12345A0001"
            maxLength={maxLengthOf(registrationFilterSchema.shape.cofor10)}
            {...field('cofor10')}
          />
          <TextInput
            label={t('statsRegistrations.supplier')}
            placeholder={t('statsRegistrations.supplierPlaceholder')}
            maxLength={maxLengthOf(registrationFilterSchema.shape.supplier)}
            {...field('supplier')}
          />
          <NativeSelect
            label={t('statsRegistrations.blockedReason')}
            data={[
              { value: '', label: t('statsRegistrations.anyBlocking') },
              ...BLOCKED_FILTER_CHOICES.map((choice) => ({
                value: choice,
                label:
                  choice === 'ANY'
                    ? t('statsRegistrations.blockedAny')
                    : t(`statsRegistrations.blockedReasons.${choice}`),
              })),
            ]}
            {...field('blocked_reason')}
          />
        </SimpleGrid>
        <Group mt="sm" gap="sm">
          <Button type="submit">{t('statsRegistrations.filter')}</Button>
          <Button
            variant="default"
            onClick={() => {
              reset(EMPTY_REGISTRATION_FILTERS);
              onFilter(EMPTY_REGISTRATION_FILTERS);
            }}
          >
            {t('statsRegistrations.reset')}
          </Button>
        </Group>
      </form>
    </search>
  );
}
