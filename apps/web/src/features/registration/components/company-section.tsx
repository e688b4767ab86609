import {
  DESTINATIONS,
  DUNS_LENGTH,
  maxLengthOf,
  PART_NUMBERS_MAX,
  type RegistrationBody,
  registrationCompanySchema,
} from '@label-portal/contract';
import { Fieldset, MultiSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { type Control, Controller, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldErrorOf } from './field-error';

type Props = {
  register: UseFormRegister<RegistrationBody>;
  control: Control<RegistrationBody>;
  errorOf: FieldErrorOf;
  /** A company the lookup found keeps its name; additional users change nothing of the company. */
  isNameLocked: boolean;
  isLocked: boolean;
};

/** Company data: name, VAT, DUNS, reference, destinations and part numbers. */
export function CompanySection({ register, control, errorOf, isNameLocked, isLocked }: Props) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('registration.company.legend')} disabled={isLocked}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('registration.company.name')}
          withAsterisk
          maxLength={maxLengthOf(registrationCompanySchema.shape.name)}
          readOnly={isNameLocked}
          variant={isNameLocked ? 'filled' : 'default'}
          error={errorOf('company_profile.name')}
          {...register('company_profile.name')}
        />
        {/* An additional user's company keeps its stored VAT number (decision 113): nothing to show or ask. */}
        {!isLocked && (
          <TextInput
            label={t('registration.company.vat')}
            withAsterisk
            maxLength={maxLengthOf(registrationCompanySchema.shape.vat_identification_no)}
            error={errorOf('company_profile.vat_identification_no')}
            {...register('company_profile.vat_identification_no')}
          />
        )}
        <TextInput
          label={t('registration.company.duns')}
          maxLength={DUNS_LENGTH}
          inputMode="numeric"
          error={errorOf('company_profile.duns')}
          {...register('company_profile.duns')}
        />
        <TextInput
          label={t('registration.company.reference')}
          maxLength={maxLengthOf(registrationCompanySchema.shape.company_reference)}
          error={errorOf('company_profile.company_reference')}
          {...register('company_profile.company_reference')}
        />
        <Controller
          control={control}
          name="company_profile.destination"
          render={({ field }) => (
            <MultiSelect
              label={t('registration.company.destination')}
              data={[...DESTINATIONS]}
              value={field.value ? field.value.split(',').filter(Boolean) : []}
              onChange={(value) => field.onChange(value.join(','))}
              onBlur={field.onBlur}
              error={errorOf('company_profile.destination')}
            />
          )}
        />
      </SimpleGrid>
      <Textarea
        mt="sm"
        label={t('registration.company.partNumbers')}
        description={t('registration.company.partNumbersHint')}
        maxLength={PART_NUMBERS_MAX}
        autosize
        minRows={2}
        error={errorOf('company_profile.part_numbers')}
        {...register('company_profile.part_numbers')}
      />
    </Fieldset>
  );
}
