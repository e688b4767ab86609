import type { OrderState } from '@label-portal/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<OrderState, string> = {
  CREATED: 'gray',
  ORDER_PENDING: 'yellow',
  ORDER_RECEIVED: 'blue',
  IN_PRODUCTION: 'indigo',
  SHIPPED: 'green',
  CANCEL_REQUESTED: 'orange',
  CANCELLED: 'gray',
};

/** An order state in the viewer's language, whole (the badge never cuts its text). */
export function OrderStateBadge({ state }: { state: OrderState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state]} variant="light" c="dark.8" style={{ flexShrink: 0, overflow: 'visible' }}>
      {t(`enums.orderState.${state}`)}
    </Badge>
  );
}
