import {
  type EditableSetting,
  SETTING_RULES,
  type SettingRule,
  settingValueSchema,
} from '@label-portal/contract';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFailureAlert } from '../../../components/form-failure-alert';
import { useFieldError } from '../../../hooks/use-field-error';
import { contractResolver } from '../../../lib/contract-form';
import { useSaveSetting } from './use-save-setting';

type Values = { value: string };

function limitsOf(rule: SettingRule): Record<string, string | number> {
  return 'min' in rule ? { min: rule.min, max: rule.max } : {};
}

/** What is typed, as the setting's schema reads it: whole numbers as numbers, the rest as text. */
function typedValue(rule: SettingRule, text: string): unknown {
  return rule.kind === 'integer' && /^\d+$/.test(text.trim()) ? Number(text.trim()) : text;
}

/** One number, money or e-mail setting: its label, its input (checked by the contract's rule), Save. */
export function SettingField({ setting }: { setting: EditableSetting }) {
  const { t } = useTranslation();
  const rule = SETTING_RULES[setting.key as keyof typeof SETTING_RULES] as SettingRule;
  const fieldError = useFieldError(limitsOf(rule));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, unknown>({
    resolver: contractResolver<Values, unknown>(settingValueSchema(rule), {
      toBody: (values) => typedValue(rule, values.value),
      fieldOf: (path) => (path ? `value.${path}` : 'value'),
    }),
    defaultValues: { value: String(setting.value ?? '') },
  });
  const { mutation, failure, reload } = useSaveSetting(setting, setError);
  const id = `setting-${setting.key.replace(/\W/g, '-')}`;

  return (
    <form onSubmit={handleSubmit((value) => mutation.mutate(value))} noValidate>
      <Stack gap="xs">
        <Group align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            id={id}
            style={{ flex: '1 1 16rem' }}
            label={t(`settings.keys.${setting.key}`)}
            description={
              'min' in rule ? (
                <Text span size="xs">
                  {t('settings.limits', limitsOf(rule))}
                  {rule.kind === 'money' ? ` · ${t('settings.euros')}` : ''}
                </Text>
              ) : undefined
            }
            inputMode={rule.kind === 'email' ? 'email' : rule.kind === 'tile_url' ? 'url' : 'decimal'}
            aria-required
            error={fieldError(errors.value)}
            {...register('value')}
          />
          <Button type="submit" variant="default" loading={mutation.isPending} mt={26}>
            {t('settings.save')}
          </Button>
        </Group>
        <FormFailureAlert failure={failure} onReload={reload} />
      </Stack>
    </form>
  );
}
