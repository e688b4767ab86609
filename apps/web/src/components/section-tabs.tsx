import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export type SectionTab = { readonly to: string; readonly labelKey: string };

/** Screens of one area side by side as links, the current one marked (aria-current="page"). */
export function SectionTabs({ labelKey, sections }: { labelKey: string; sections: readonly SectionTab[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={t(labelKey)} gap="xs">
      {sections.map((section) => {
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
