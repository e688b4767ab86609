import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { MessageListAlert } from '../../../components/message-list-alert';
import { useCart } from '../hooks/use-cart';
import { useHeadingFocus } from '../hooks/use-heading-focus';
import type { PlacedOrder } from '../utils/cart';
import { ORDER_HISTORY_PATH, ORDER_ID_PARAM, ORDER_PROCESS_PATH } from '../utils/paths';

/**
 * The order the page shows: the one of the address (kept by a reload or a bookmark), with its notes
 * when it is the one just placed in this tab.
 */
function shownOrder(placed: PlacedOrder | null, orderId: string | null): PlacedOrder | null {
  if (orderId === null) return placed;
  if (placed && placed.orderId === orderId) return placed;
  return { pk: 0, orderId, warnings: [] };
}

/** The thank-you page: the order id, the delivery and activation notes of the answer. */
export function ThankYou() {
  const { t } = useTranslation();
  const cart = useCart();
  const [searchParams] = useSearchParams();
  const headingRef = useHeadingFocus();
  const placed = shownOrder(cart.placed, searchParams.get(ORDER_ID_PARAM));
  if (!placed) return <Navigate to={ORDER_PROCESS_PATH} replace />;

  const notesOf = (kind: string) =>
    placed.warnings
      .filter((warning) => warning.kind === kind)
      .map((warning) => ({ key: `${warning.code}-${warning.message}`, text: warning.message }));
  const deliveryNotes = notesOf('delivery');
  const activationNotes = notesOf('activation');
  const nextOrderBlocks = placed.warnings.some(
    (warning) => warning.code === 'NON_ACTIVATED_ORDERS_NEXT_BLOCKS',
  );

  return (
    <Stack gap="lg" maw={800}>
      <Title order={2} size="h3" ref={headingRef} tabIndex={-1}>
        {t('orderSummary.thankYou.title')}
      </Title>
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={24} aria-hidden />} role="status">
        <Stack gap={4}>
          <Text fw={600}>{t('orderSummary.thankYou.text')}</Text>
          <Text>{t('orderSummary.thankYou.orderId', { orderId: placed.orderId })}</Text>
        </Stack>
      </Alert>
      {deliveryNotes.length > 0 && (
        <MessageListAlert
          color="blue"
          icon={<IconInfoCircle size={20} aria-hidden />}
          title={t('orderSummary.thankYou.deliveryNotes')}
          messages={deliveryNotes}
        />
      )}
      {activationNotes.length > 0 && (
        <MessageListAlert
          color="orange"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title={t('orderSummary.thankYou.activationNotes')}
          messages={activationNotes}
        >
          {nextOrderBlocks && (
            <Text size="sm" fw={600}>
              {t('orderSummary.thankYou.nonActivated')}
            </Text>
          )}
        </MessageListAlert>
      )}
      <Group gap="sm">
        <Button component={Link} to={ORDER_HISTORY_PATH}>
          {t('orderSummary.thankYou.history')}
        </Button>
        <Button component={Link} to={ORDER_PROCESS_PATH} variant="light">
          {t('orderSummary.thankYou.newOrder')}
        </Button>
      </Group>
    </Stack>
  );
}
