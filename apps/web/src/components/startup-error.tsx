import { Alert, Button, Center, Stack } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shown when the first call to the server fails, with a way to try again. */
export function StartupError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" component="main" p="md">
      <Stack align="center" maw={480}>
        <Alert
          color="red"
          variant="light"
          title={t('app.startupError.title')}
          icon={<IconPlugConnectedX size={20} aria-hidden />}
          role="alert"
        >
          {t('app.startupError.text')}
        </Alert>
        <Button onClick={onRetry}>{t('common.retry')}</Button>
      </Stack>
    </Center>
  );
}
