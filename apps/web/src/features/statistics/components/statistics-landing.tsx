import { Anchor, Card, Group, SimpleGrid, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconFileDownload, IconTag, IconTruckDelivery } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';
import { type LandingBoxKey, type LandingLink, visibleLandingBoxes } from '../utils/landing-boxes';
import classes from './statistics-landing.module.css';

const ICONS: Record<LandingBoxKey, ComponentType<{ size?: number }>> = {
  orders: IconChartBar,
  labels: IconTag,
  suppliers: IconTruckDelivery,
  suppliersFile: IconFileDownload,
};

function LandingEntry({ link }: { link: LandingLink }) {
  const { t } = useTranslation();
  if (link.isDownload) {
    return (
      <li>
        <Anchor href={link.to} download fw={600}>
          {t(link.labelKey)}
        </Anchor>
      </li>
    );
  }
  return (
    <li>
      <Anchor component={Link} to={link.to} fw={600}>
        {t(link.labelKey)}
      </Anchor>
    </li>
  );
}

/** /statistics/landing: YOUR STATISTICS, one box per area the user's rights allow (statistics.md 2). */
export function StatisticsLanding({ permissions }: { permissions: readonly string[] }) {
  const { t } = useTranslation();
  usePageTitle(t('screens.statisticsLanding'));
  const boxes = visibleLandingBoxes(permissions);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('statistics.landingHeading')}</Title>
      <SimpleGrid type="container" cols={{ base: 1, '560px': 2 }} spacing="md">
        {boxes.map((box) => {
          const Icon = ICONS[box.key];
          return (
            <Card
              key={box.key}
              component="section"
              withBorder
              radius="md"
              padding="lg"
              aria-labelledby={`statistics-box-${box.key}`}
              data-box={box.key}
            >
              <Group gap="sm" mb="sm" wrap="nowrap">
                <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                  <Icon size={20} />
                </ThemeIcon>
                <Title order={2} size="h4" id={`statistics-box-${box.key}`}>
                  {t(box.titleKey)}
                </Title>
              </Group>
              <ul className={classes.links}>
                {box.links.map((link) => (
                  <LandingEntry key={link.to} link={link} />
                ))}
              </ul>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
