import { hasRight, type Order, RIGHTS } from '@label-portal/contract';
import { useNavigate } from 'react-router';
import { useAuth, useCurrentAccount } from '../../features/auth';
import { cartActions, ORDER_PROCESS_PATH, OrderHistory, repeatEntriesOf } from '../../features/orders';

/** /statistics/history: the order history; REPEAT fills the repeat basket of the order process. */
export function OrderHistoryRoute() {
  const { permissions } = useAuth();
  const navigate = useNavigate();
  const account = useCurrentAccount();
  const repeat = (order: Order) => {
    if (account.data) cartActions.claim(account.data.pk);
    cartActions.startRepeat(repeatEntriesOf(order.order_positions));
    navigate(ORDER_PROCESS_PATH);
  };
  return <OrderHistory canOrder={hasRight(permissions, RIGHTS.issueOrder)} onRepeat={repeat} />;
}
