import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the app learns whether the session is signed in. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" component="main">
      <Stack align="center" gap="xs" role="status" aria-live="polite">
        <Loader aria-hidden />
        <Text c="dimmed">{t('app.loading')}</Text>
      </Stack>
    </Center>
  );
}
