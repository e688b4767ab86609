import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DISTRIBUTION_PATHS } from '../utils/paths';

const SECTIONS = [
  { to: DISTRIBUTION_PATHS.addressList, labelKey: 'distribution.tabs.addressList' },
  { to: DISTRIBUTION_PATHS.distribution, labelKey: 'distribution.tabs.distribution' },
] as const;

/** The address list and the redistribution side by side (the navigation's one entry opens the first). */
export function DistributionTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={t('distribution.tabs.label')} gap="xs">
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
