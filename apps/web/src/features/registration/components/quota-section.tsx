import type { RegistrationBody } from '@label-portal/contract';
import { Alert, Checkbox, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldErrorOf } from './field-error';

type Props = {
  control: Control<RegistrationBody>;
  errorOf: FieldErrorOf;
  categories: readonly string[];
  /** The checkboxes may not be changed (restricted company, additional user). */
  isFixed: boolean;
};

/** The product categories (four brands) the company asks for. */
export function QuotaSection({ control, errorOf, categories, isFixed }: Props) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('registration.quotas.legend')}>
      <Stack gap="sm">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
          {t('registration.quotas.warning')}
        </Alert>
        <Controller
          control={control}
          name="quotas"
          render={({ field }) => (
            <Checkbox.Group
              value={field.value}
              onChange={field.onChange}
              error={errorOf('quotas')}
              aria-label={t('registration.quotas.legend')}
            >
              <Group gap="lg" mt={4}>
                {categories.map((category) => (
                  <Checkbox key={category} value={category} label={category} disabled={isFixed} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        {isFixed && (
          <Text size="sm" c="dimmed">
            {t('registration.quotas.fixedHint')}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
