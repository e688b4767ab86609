import { LANGUAGE_NAMES, LANGUAGES } from '@label-portal/contract';
import { Select } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../../lib/i18n';
import { isSupportedLanguage } from '../../../lib/language';

/** Each language under its own name, as language menus show them. */
const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

export interface LanguageSwitchProps {
  /** 'navbar': with a visible 'Language' label; 'header': compact, labelled for assistive technology. */
  variant: 'navbar' | 'header';
}

/** English / Français: switches i18next, remembers the choice, sets <html lang>. */
export function LanguageSwitch({ variant }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const label = t('nav.language');
  return (
    <Select
      label={variant === 'navbar' ? label : undefined}
      aria-label={variant === 'header' ? label : undefined}
      size={variant === 'header' ? 'xs' : 'sm'}
      w={variant === 'header' ? 140 : undefined}
      leftSection={<IconLanguage size={16} aria-hidden />}
      data={LANGUAGE_OPTIONS.map((option) => ({ ...option }))}
      value={isSupportedLanguage(current) ? current : 'en'}
      allowDeselect={false}
      withCheckIcon
      renderOption={({ option }) => <span lang={option.value}>{option.label}</span>}
      onChange={(value) => {
        if (isSupportedLanguage(value)) void changeLanguage(value);
      }}
    />
  );
}
