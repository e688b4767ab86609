import { useCurrentAccount } from '../../features/auth';
import { OrderProcess, useCartOwner } from '../../features/orders';

/** /orders/order_process: the ordering tabs for the signed-in user's company. */
export function OrderProcessRoute() {
  const account = useCurrentAccount();
  const cartReady = useCartOwner(account.data?.pk);
  return (
    <OrderProcess
      company={account.data?.company_profile}
      companyLoading={account.isPending || (account.isSuccess && account.data !== null && !cartReady)}
      companyFailed={account.isError}
      onRetryCompany={() => void account.refetch()}
    />
  );
}
