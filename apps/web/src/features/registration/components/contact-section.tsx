import {
  DEFAULT_INPUT_MAX_LENGTH,
  maxLengthOf,
  normalizePhone,
  type RegistrationBody,
  type RegistrationContext,
  registrationContactSchema,
} from '@label-portal/contract';
import { Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isContactLocked } from '../utils/registration-form';
import type { FieldErrorOf } from './field-error';

/** The limits of a contact's texts, from the contract's schema (decision 317). */
const MAX = {
  name: maxLengthOf(registrationContactSchema.shape.name),
  email: maxLengthOf(registrationContactSchema.shape.email),
  // The phone's limit sits after its normalising pipe: the constant the phone schema uses.
  phone: DEFAULT_INPUT_MAX_LENGTH,
};

type Props = {
  register: UseFormRegister<RegistrationBody>;
  errorOf: FieldErrorOf;
  categories: readonly RegistrationBody['contacts'][number]['category'][];
  context: RegistrationContext;
};

/** One row per contact category of the mode; locked rows for known companies and additional users. */
export function ContactSection({ register, errorOf, categories, context }: Props) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('registration.contacts.legend')}>
      <Stack gap="md">
        {categories.map((category, index) => {
          const isLocked = isContactLocked(category, context);
          const isRequired = !isLocked && category !== 'STELLANTIS_PURCHASING';
          const phone = register(`contacts.${index}.phone`);
          /** What the three inputs of the row share: required or locked (read-only, filled). */
          const lockState = {
            withAsterisk: isRequired,
            readOnly: isLocked,
            variant: isLocked ? 'filled' : 'default',
          } as const;
          return (
            <Fieldset
              key={category}
              variant="unstyled"
              legend={
                <Text fw={600} size="sm" component="span">
                  {t(`enums.contactHeading.${category}`)}
                  {category === 'STELLANTIS_PURCHASING' && ` ${t('registration.contacts.optional')}`}
                </Text>
              }
            >
              <SimpleGrid cols={{ base: 1, sm: 3 }} mt={4}>
                <TextInput
                  label={t('registration.contacts.name')}
                  {...lockState}
                  maxLength={MAX.name}
                  error={errorOf(`contacts.${index}.name`)}
                  {...register(`contacts.${index}.name`)}
                />
                <TextInput
                  label={t('registration.contacts.phone')}
                  {...lockState}
                  type="tel"
                  maxLength={MAX.phone}
                  error={errorOf(`contacts.${index}.phone`)}
                  {...phone}
                  onChange={(event) => {
                    event.target.value = normalizePhone(event.target.value);
                    return phone.onChange(event);
                  }}
                />
                <TextInput
                  label={t('registration.contacts.email')}
                  {...lockState}
                  type="email"
                  maxLength={MAX.email}
                  error={errorOf(`contacts.${index}.email`)}
                  {...register(`contacts.${index}.email`)}
                />
              </SimpleGrid>
            </Fieldset>
          );
        })}
      </Stack>
    </Fieldset>
  );
}
