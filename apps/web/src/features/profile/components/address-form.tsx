import { maxLengthOf, type OwnAddressBody, ownAddressBodySchema } from '@label-portal/contract';
import { Alert, Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../hooks/use-field-error';
import { applyServerErrors, contractResolver, type FormFailure } from '../../../lib/contract-form';
import { useServerMessage } from '../../../lib/server-messages';
import { countriesQueryOptions } from '../api/countries';

const TEXT_FIELDS = ['company_name', 'street_address', 'address_details', 'postal_code', 'city'] as const;
const LABELS: Record<(typeof TEXT_FIELDS)[number] | 'country_code', string> = {
  company_name: 'profile.address.companyName',
  street_address: 'profile.address.streetAddress',
  address_details: 'profile.address.addressDetails',
  postal_code: 'profile.address.postalCode',
  city: 'profile.address.city',
  country_code: 'profile.address.country',
};
const REQUIRED = new Set(['street_address', 'postal_code', 'city', 'country_code']);

/**
 * An address to send for approval; the server's field messages land on their fields. A
 * distribution address needs its company name too; `hints` are shown under their fields.
 */
export function AddressForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  hints = {},
}: {
  initial: OwnAddressBody;
  submitLabel: string;
  onSubmit: (body: OwnAddressBody) => Promise<unknown>;
  onCancel?: () => void;
  hints?: Partial<Record<keyof typeof LABELS, string>>;
}) {
  const { t, i18n } = useTranslation();
  const fieldError = useFieldError();
  const showMessage = useServerMessage();
  const [formError, setFormError] = useState<FormFailure>();
  const countries = useQuery(countriesQueryOptions(i18n.language));
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OwnAddressBody>({
    resolver: contractResolver(ownAddressBodySchema),
    defaultValues: initial,
  });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await onSubmit(values);
    } catch (failure) {
      setFormError(
        applyServerErrors(
          failure,
          setError,
          (path) => (path in LABELS ? path : undefined),
          t('errors.internal'),
        ),
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {TEXT_FIELDS.map((field) => {
          const isRequired =
            REQUIRED.has(field) || (field === 'company_name' && initial.category === 'DISTRIBUTION');
          return (
            <TextInput
              key={field}
              label={t(LABELS[field])}
              description={hints[field]}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              aria-required={isRequired || undefined}
              withAsterisk={isRequired}
              maxLength={maxLengthOf(ownAddressBodySchema.shape[field])}
              error={fieldError(errors[field])}
              {...register(field)}
            />
          );
        })}
        <Controller
          control={control}
          name="country_code"
          render={({ field }) => (
            <Select
              label={t(LABELS.country_code)}
              withAsterisk
              aria-required
              searchable
              allowDeselect={false}
              data={(countries.data ?? []).map((country) => ({ value: country.code, label: country.name }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(errors.country_code)}
            />
          )}
        />
      </SimpleGrid>
      {formError && (
        <Alert color="red" variant="light" mt="sm" role="alert">
          {showMessage({ text: formError.message, ref: formError.ref })}
        </Alert>
      )}
      <Group mt="sm">
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
        )}
      </Group>
    </form>
  );
}
