import { maxLengthOf, type RegistrationBody, registrationAddressSchema } from '@label-portal/contract';
import { Fieldset, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type Control, Controller, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { countriesQueryOptions } from '../api/countries';
import type { FieldErrorOf } from './field-error';

/** The limits of an address's texts, from the contract's schema (decision 317). */
const MAX = {
  company_name: maxLengthOf(registrationAddressSchema.shape.company_name),
  street_address: maxLengthOf(registrationAddressSchema.shape.street_address),
  address_details: maxLengthOf(registrationAddressSchema.shape.address_details),
  postal_code: maxLengthOf(registrationAddressSchema.shape.postal_code),
  city: maxLengthOf(registrationAddressSchema.shape.city),
};

type Props = {
  register: UseFormRegister<RegistrationBody>;
  control: Control<RegistrationBody>;
  errorOf: FieldErrorOf;
  /** Additional users keep the company's addresses. */
  isLocked: boolean;
};

const CATEGORIES = ['BILLING', 'DELIVERY'] as const;

/** The billing address (index 0) and the delivery address (index 1; default country FR). */
export function AddressSection({ register, control, errorOf, isLocked }: Props) {
  const { t } = useTranslation();
  const countries = useQuery(countriesQueryOptions(useLanguage()));
  const countryData = (countries.data ?? []).map((country) => ({ value: country.code, label: country.name }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {CATEGORIES.map((category, index) => (
        <Fieldset key={category} legend={t(`enums.addressHeading.${category}`)} disabled={isLocked}>
          <TextInput
            label={t('registration.addresses.companyName')}
            maxLength={MAX.company_name}
            error={errorOf(`addresses.${index}.company_name`)}
            {...register(`addresses.${index}.company_name`)}
          />
          <TextInput
            mt="xs"
            label={t('registration.addresses.street')}
            withAsterisk
            maxLength={MAX.street_address}
            error={errorOf(`addresses.${index}.street_address`)}
            {...register(`addresses.${index}.street_address`)}
          />
          <TextInput
            mt="xs"
            label={t('registration.addresses.details')}
            maxLength={MAX.address_details}
            error={errorOf(`addresses.${index}.address_details`)}
            {...register(`addresses.${index}.address_details`)}
          />
          <SimpleGrid cols={2} mt="xs">
            <TextInput
              label={t('registration.addresses.postalCode')}
              withAsterisk
              maxLength={MAX.postal_code}
              error={errorOf(`addresses.${index}.postal_code`)}
              {...register(`addresses.${index}.postal_code`)}
            />
            <TextInput
              label={t('registration.addresses.city')}
              withAsterisk
              maxLength={MAX.city}
              error={errorOf(`addresses.${index}.city`)}
              {...register(`addresses.${index}.city`)}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name={`addresses.${index}.country_code`}
            render={({ field }) => (
              <Select
                mt="xs"
                label={t('registration.addresses.country')}
                withAsterisk
                searchable
                allowDeselect={false}
                data={countryData}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                disabled={isLocked}
                error={errorOf(`addresses.${index}.country_code`)}
              />
            )}
          />
        </Fieldset>
      ))}
    </SimpleGrid>
  );
}
