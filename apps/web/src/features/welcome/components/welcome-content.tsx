import type { Account } from '@label-portal/contract';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconBuildingFactory2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../hooks/use-page-title';
import { summarizeAccount } from '../utils/welcome-areas';
import { AreaCards } from './area-cards';

interface WelcomeContentProps {
  account: Account | null | undefined;
  accountLoading: boolean;
  accountFailed: boolean;
  onRetry: () => void;
  permissions: readonly string[];
  /** The corporate news ticker, shown under the greeting. */
  news?: ReactNode;
}

/** The welcome page: greeting, the user's company, the corporate news and the areas the user may use. */
export function WelcomeContent({
  account,
  accountLoading,
  accountFailed,
  onRetry,
  permissions,
  news,
}: WelcomeContentProps) {
  const { t } = useTranslation();
  usePageTitle(t('welcome.pageTitle'));
  const summary = summarizeAccount(account);

  return (
    <Stack gap="xl" maw={1100}>
      <Stack gap="xs">
        {accountLoading ? (
          <Skeleton height={36} width={320} />
        ) : (
          <Title order={1}>
            {summary.firstName
              ? t('welcome.greeting', { name: summary.firstName })
              : t('welcome.greetingNoName')}
          </Title>
        )}
        {summary.companyName && (
          <Group gap="xs" wrap="wrap">
            <IconBuildingFactory2 size={18} aria-hidden />
            <Text fw={600}>{summary.companyName}</Text>
            {summary.accountId && (
              <Text c="dimmed">{t('welcome.accountId', { accountId: summary.accountId })}</Text>
            )}
          </Group>
        )}
        {accountFailed && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} maw={640}>
            <Group justify="space-between" gap="sm">
              <span>{t('welcome.loadError')}</span>
              <Button size="xs" variant="white" color="red" onClick={onRetry}>
                {t('common.retry')}
              </Button>
            </Group>
          </Alert>
        )}
        <Text>{t('welcome.intro')}</Text>
      </Stack>
      {news}
      <section aria-labelledby="welcome-areas-title">
        <Title order={2} size="h3" mb="md" id="welcome-areas-title">
          {t('welcome.areasTitle')}
        </Title>
        <AreaCards permissions={permissions} />
      </section>
    </Stack>
  );
}
