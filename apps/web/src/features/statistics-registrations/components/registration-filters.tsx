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
    <search aria-label={t('statisticsRegistrations.filters')}>
      <form noValidate onSubmit={submit}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <TextInput
            type="date"
            min="2017-01-01"
            label={t('statisticsRegistrations.dateFrom')}
            {...field('date_from')}
          />
          <TextInput
            type="date"
            min="2017-01-01"
            label={t('statisticsRegistrations.dateTo')}
            {...field('date_to')}
          />
          <NativeSelect
            label={t('statisticsRegistrations.country')}
            data={[
              { value: '', label: t('statisticsRegistrations.anyCountry') },
              ...(countries.data ?? []).map((country) => ({ value: country.code, label: country.name })),
            ]}
            {...field('country')}
          />
          <TextInput
            label={t('statisticsRegistrations.city')}
            maxLength={maxLengthOf(registrationFilterSchema.shape.city)}
            {...field('city')}
          />
          <NativeSelect
            label={t('statisticsRegistrations.domain')}
            data={[{ value: '', label: t('statisticsRegistrations.anyDomain') }, ...PRODUCT_GROUPS]}
            {...field('domain')}
          />
          <TextInput
            label={t('statisticsRegistrations.cofor10')}
            placeholder="12345A0001"
            maxLength={maxLengthOf(registrationFilterSchema.shape.cofor10)}
            {...field('cofor10')}
          />
          <TextInput
            label={t('statisticsRegistrations.supplier')}
            placeholder={t('statisticsRegistrations.supplierPlaceholder')}
            maxLength={maxLengthOf(registrationFilterSchema.shape.supplier)}
            {...field('supplier')}
          />
          <NativeSelect
            label={t('statisticsRegistrations.blockedReason')}
            data={[
              { value: '', label: t('statisticsRegistrations.anyBlocking') },
              ...BLOCKED_FILTER_CHOICES.map((choice) => ({
                value: choice,
                label:
                  choice === 'ANY'
                    ? t('statisticsRegistrations.blockedAny')
                    : t(`statisticsRegistrations.blockedReasons.${choice}`),
              })),
            ]}
            {...field('blocked_reason')}
          />
        </SimpleGrid>
        <Group mt="sm" gap="sm">
          <Button type="submit">{t('statisticsRegistrations.filter')}</Button>
          <Button
            variant="default"
            onClick={() => {
              reset(EMPTY_REGISTRATION_FILTERS);
              onFilter(EMPTY_REGISTRATION_FILTERS);
            }}
          >
            {t('statisticsRegistrations.reset')}
          </Button>
        </Group>
      </form>
    </search>
  );
}
