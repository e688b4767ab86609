import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../hooks/use-page-title';

/** Shown in place of a route the signed-in user has no right for. */
export function UnauthorizedPage() {
  const { t } = useTranslation();
  usePageTitle(t('unauthorized.title'));
  return (
    <Stack align="flex-start" gap="md" maw={640}>
      <ThemeIcon size="xl" radius="xl" variant="light" color="red" aria-hidden>
        <IconLock size={24} />
      </ThemeIcon>
      <Title order={1}>{t('unauthorized.title')}</Title>
      <Text>{t('unauthorized.text')}</Text>
      <Button component={Link} to="/welcome" variant="light">
        {t('common.backHome')}
      </Button>
    </Stack>
  );
}
