import {
  type EditableSetting,
  SETTING_RULES,
  type SettingRule,
  settingValueSchema,
} from '@label-portal/contract';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveSetting } from './use-save-setting';

function limitsOf(rule: SettingRule): Record<string, string | number> {
  return 'min' in rule ? { min: rule.min, max: rule.max } : {};
}

/** One number, money or e-mail setting: its label, its input (checked by the contract's rule), Save. */
export function SettingField({ setting }: { setting: EditableSetting }) {
  const { t } = useTranslation();
  const rule = SETTING_RULES[setting.key as keyof typeof SETTING_RULES] as SettingRule;
  const [text, setText] = useState(String(setting.value ?? ''));
  const [error, setError] = useState<string | undefined>();
  const save = useSaveSetting(setting, (errors) => setError(errors.value ?? Object.values(errors)[0]));
  const id = `setting-${setting.key.replace(/\W/g, '-')}`;

  const submit = () => {
    const value = rule.kind === 'integer' && /^\d+$/.test(text.trim()) ? Number(text.trim()) : text;
    const checked = settingValueSchema(rule).safeParse(value);
    if (!checked.success) {
      setError(t(checked.error.issues[0]!.message, limitsOf(rule)));
      return;
    }
    setError(undefined);
    save.mutate(checked.data);
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          id={id}
          style={{ flex: '1 1 16rem' }}
          label={t(`boSettings.keys.${setting.key}`)}
          description={
            'min' in rule ? (
              <Text span size="xs">
                {t('boSettings.limits', limitsOf(rule))}
                {rule.kind === 'money' ? ` · ${t('boSettings.euros')}` : ''}
              </Text>
            ) : undefined
          }
          inputMode={rule.kind === 'email' ? 'email' : 'decimal'}
          value={text}
          error={error}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button type="submit" variant="default" loading={save.isPending}>
          {t('boSettings.save')}
        </Button>
      </Group>
    </form>
  );
}
