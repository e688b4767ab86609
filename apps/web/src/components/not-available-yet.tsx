import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../hooks/use-page-title';

export interface NotAvailableYetProps {
  /** The screen's title, already translated. */
  title: string;
  /** Where the "back" button leads; the welcome page by default. */
  backTo?: string;
  backLabel?: string;
}

/** Stands in for a screen that a later issue delivers. */
export function NotAvailableYet({ title, backTo = '/welcome', backLabel }: NotAvailableYetProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Stack align="flex-start" gap="md" maw={640}>
      <Title order={1}>{title}</Title>
      <Alert
        variant="light"
        color="blue"
        icon={<IconClockHour4 size={20} aria-hidden />}
        w="100%"
        role="note"
      >
        {t('notAvailable.text')}
      </Alert>
      <Button component={Link} to={backTo} variant="light">
        {backLabel ?? t('common.backHome')}
      </Button>
    </Stack>
  );
}
