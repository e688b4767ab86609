import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

const SECTIONS = [
  { to: '/backoffice/users', labelKey: 'nav.backofficeUsers' },
  { to: '/backoffice/mailbox', labelKey: 'nav.backofficeMailbox' },
] as const;

/** The back office's screens side by side (the main navigation's "Back office" opens one of them). */
export function BackofficeTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={t('nav.backofficeSections')} gap="xs">
      {SECTIONS.map((section) => {
        const isCurrent = pathname === section.to;
        return (
          <Button
            key={section.to}
            component={Link}
            to={section.to}
            size="sm"
            variant={isCurrent ? 'light' : 'subtle'}
            aria-current={isCurrent ? 'page' : undefined}
          >
            {t(section.labelKey)}
          </Button>
        );
      })}
    </Group>
  );
}
