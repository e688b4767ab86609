import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHeadingFocus } from '../hooks/use-heading-focus';
import { CONTACT_PATH, ORDER_HISTORY_PATH } from '../utils/paths';

/** The error page of the order summary: an apology and the way to customer service. */
export function OrderError() {
  const { t } = useTranslation();
  const headingRef = useHeadingFocus();
  return (
    <Stack gap="lg" maw={800}>
      <Title order={2} size="h3" ref={headingRef} tabIndex={-1}>
        {t('orderSummary.error.title')}
      </Title>
      <Alert color="red" variant="light" icon={<IconAlertCircle size={24} aria-hidden />} role="alert">
        <Stack gap={4}>
          <Text fw={600}>{t('orderSummary.error.text')}</Text>
          <Text>{t('orderSummary.error.apology')}</Text>
        </Stack>
      </Alert>
      <Group gap="sm">
        <Button component={Link} to={CONTACT_PATH}>
          {t('orderSummary.error.contact')}
        </Button>
        <Button component={Link} to={ORDER_HISTORY_PATH} variant="light">
          {t('orderSummary.thankYou.history')}
        </Button>
      </Group>
    </Stack>
  );
}
