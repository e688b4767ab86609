import {
  DEFAULT_INPUT_MAX_LENGTH,
  maxLengthOf,
  normalizePhone,
  type RegistrationBody,
  registrationUserSchema,
} from '@label-portal/contract';
import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import type { FieldErrorOf } from './field-error';

const MAX = {
  first_name: maxLengthOf(registrationUserSchema.shape.first_name),
  last_name: maxLengthOf(registrationUserSchema.shape.last_name),
  email: maxLengthOf(registrationUserSchema.shape.email),
  // The phone's limit sits after its normalising pipe: the constant the phone schema uses.
  phone: DEFAULT_INPUT_MAX_LENGTH,
  password: maxLengthOf(registrationUserSchema.shape.password),
  password_again: maxLengthOf(registrationUserSchema.shape.password_again),
};

/** The registering user: the six required fields. */
export function UserSection({
  register,
  errorOf,
}: {
  register: UseFormRegister<RegistrationBody>;
  errorOf: FieldErrorOf;
}) {
  const { t } = useTranslation();
  const phone = register('user.phone');
  return (
    <Fieldset legend={t('registration.user.legend')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('registration.user.firstName')}
          withAsterisk
          autoComplete="given-name"
          maxLength={MAX.first_name}
          error={errorOf('user.first_name')}
          {...register('user.first_name')}
        />
        <TextInput
          label={t('registration.user.lastName')}
          withAsterisk
          autoComplete="family-name"
          maxLength={MAX.last_name}
          error={errorOf('user.last_name')}
          {...register('user.last_name')}
        />
        <TextInput
          label={t('registration.user.email')}
          withAsterisk
          type="email"
          autoComplete="email"
          maxLength={MAX.email}
          error={errorOf('user.email')}
          {...register('user.email')}
        />
        <TextInput
          label={t('registration.user.phone')}
          withAsterisk
          type="tel"
          autoComplete="tel"
          maxLength={MAX.phone}
          error={errorOf('user.phone')}
          {...phone}
          onChange={(event) => {
            event.target.value = normalizePhone(event.target.value);
            return phone.onChange(event);
          }}
        />
        <PasswordField
          label={t('registration.user.password')}
          description={t('registration.user.passwordHint')}
          withAsterisk
          autoComplete="new-password"
          maxLength={MAX.password}
          error={errorOf('user.password')}
          {...register('user.password')}
        />
        <PasswordField
          label={t('registration.user.passwordAgain')}
          withAsterisk
          autoComplete="new-password"
          maxLength={MAX.password_again}
          error={errorOf('user.password_again')}
          {...register('user.password_again')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
