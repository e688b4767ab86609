import { Anchor, Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconChartBar,
  IconFileText,
  IconMail,
  IconShoppingCart,
  IconTruckDelivery,
  IconUserCircle,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { availableAreas, type WelcomeAreaKey } from '../utils/welcome-areas';

const ICONS: Record<WelcomeAreaKey, ComponentType<{ size?: number }>> = {
  ordering: IconShoppingCart,
  statistics: IconChartBar,
  distribution: IconTruckDelivery,
  profile: IconUserCircle,
  documentation: IconFileText,
  contact: IconMail,
};

/** One card per area the user may use, each with a short text and a link. */
export function AreaCards({ permissions }: { permissions: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      type="container"
      cols={{ base: 1, '560px': 2, '900px': 3 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none' }}
      p={0}
      m={0}
    >
      {availableAreas(permissions).map((area) => {
        const Icon = ICONS[area.key];
        return (
          <Card key={area.key} component="li" withBorder radius="md" padding="lg">
            <Group gap="sm" mb="xs" wrap="nowrap">
              <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                <Icon size={20} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {t(`welcome.areas.${area.key}.title`)}
              </Title>
            </Group>
            <Text size="sm" c="dimmed" mb="md" style={{ flexGrow: 1 }}>
              {t(`welcome.areas.${area.key}.text`)}
            </Text>
            <Anchor component={Link} to={area.to} fw={600} size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                {t(`welcome.areas.${area.key}.action`)}
                <IconArrowRight size={16} aria-hidden />
              </Group>
            </Anchor>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
