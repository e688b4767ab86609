import { PasswordInput } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Every password input of the portal: Mantine's PasswordInput, whose input does not say it is
 * invalid when it shows an error (TextInput does), so this sets aria-invalid with the error; and
 * its show-characters button is named in the interface's language.
 */
export function PasswordField({ error, ...props }: ComponentProps<typeof PasswordInput>) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': t('auth.showCharacters') }}
      error={error}
      aria-invalid={error ? true : undefined}
      {...props}
    />
  );
}
