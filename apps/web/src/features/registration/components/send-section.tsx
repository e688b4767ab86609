import type { RegistrationBody, RegistrationContext } from '@label-portal/contract';
import { Button, Stack, Text } from '@mantine/core';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isWizardComplete } from '../utils/registration-form';

type Props = {
  control: Control<RegistrationBody>;
  context: RegistrationContext;
  hasCompany: boolean;
  isSending: boolean;
};

/** SEND, enabled once the wizard is complete; only this part re-renders on each keystroke. */
export function SendSection({ control, context, hasCompany, isSending }: Props) {
  const { t } = useTranslation();
  const values = useWatch({ control }) as RegistrationBody;
  const isComplete = hasCompany && isWizardComplete(values, context);
  return (
    <Stack gap={4} align="flex-start">
      <Button type="submit" size="md" disabled={!isComplete} loading={isSending}>
        {t('registration.send')}
      </Button>
      {!isComplete && (
        <Text size="sm" c="dimmed">
          {t('registration.incomplete')}
        </Text>
      )}
    </Stack>
  );
}
