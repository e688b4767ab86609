import { Button, Group } from '@mantine/core';
import { IconShoppingCartCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { summaryPath } from '../utils/paths';

/** CHECKOUT: on to step 1 of the order summary (address and delivery). */
export function CheckoutButton({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Group justify="flex-end">
      <Button
        size="md"
        leftSection={<IconShoppingCartCheck size={20} aria-hidden />}
        disabled={!enabled}
        onClick={() => navigate(summaryPath('addressAndDelivery'))}
      >
        {t('ordering.checkout')}
      </Button>
    </Group>
  );
}
