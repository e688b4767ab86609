import { Button, Group } from '@mantine/core';
import { IconShoppingCartCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { summaryPath } from '../utils/paths';

interface CheckoutButtonProps {
  enabled: boolean;
  /**
   * Given when what holds the order back is on this screen (unconfirmed print data, the partial roll
   * box): the button looks and is announced disabled, but a click shows every message there.
   */
  onBlockedAttempt?: (() => void) | undefined;
}

/** CHECKOUT: on to step 1 of the order summary (address and delivery). */
export function CheckoutButton({ enabled, onBlockedAttempt }: CheckoutButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Group justify="flex-end">
      <Button
        size="md"
        leftSection={<IconShoppingCartCheck size={20} aria-hidden />}
        disabled={!enabled && !onBlockedAttempt}
        data-disabled={(!enabled && onBlockedAttempt !== undefined) || undefined}
        aria-disabled={!enabled || undefined}
        onClick={() => {
          if (enabled) navigate(summaryPath('addressAndDelivery'));
          else onBlockedAttempt?.();
        }}
      >
        {t('ordering.checkout')}
      </Button>
    </Group>
  );
}
