import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { BackofficeTabs } from '../../components/backoffice-tabs';
import { OrderDetail, OrderList } from '../../features/backoffice-orders';

/** /backoffice/orders: every company's orders (right backoffice.view_order). */
export function BackofficeOrdersRoute() {
  return (
    <Stack gap="md">
      <BackofficeTabs />
      <OrderList />
    </Stack>
  );
}

/** /backoffice/orders/<order id>: one order with its moves. */
export function BackofficeOrderDetailRoute() {
  const { orderId = '' } = useParams();
  return (
    <Stack gap="md">
      <BackofficeTabs />
      <OrderDetail key={orderId} orderId={orderId} />
    </Stack>
  );
}
