import { checkPassword, MESSAGE } from '@label-portal/contract';
import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const RULES = [MESSAGE.passwordMinLength, MESSAGE.passwordComplexity, MESSAGE.passwordPrintable] as const;

/** The password rule's messages, each marked met or not while the user types. */
export function PasswordRuleList({ password, id }: { password: string; id: string }) {
  const { t } = useTranslation();
  const problems = new Set(checkPassword(password));
  return (
    <List id={id} size="sm" spacing={4} center aria-live="polite">
      {RULES.map((rule) => {
        const isMet = password !== '' && !problems.has(rule);
        return (
          <List.Item
            key={rule}
            icon={
              <ThemeIcon
                color={isMet ? 'green' : 'gray'}
                size={18}
                radius="xl"
                variant={isMet ? 'filled' : 'light'}
              >
                {isMet ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
              </ThemeIcon>
            }
          >
            <Text size="sm" c={isMet ? undefined : 'dimmed'}>
              {t(rule)}
              <VisuallyHidden component="span">
                {' '}
                ({isMet ? t('passwords.confirm.ruleMet') : t('passwords.confirm.ruleNotMet')})
              </VisuallyHidden>
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
