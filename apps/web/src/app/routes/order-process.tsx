import { useCurrentAccount } from '../../features/auth';
import { OrderProcess } from '../../features/ordering';

/** /orders/order_process: the ordering tabs for the signed-in user's company. */
export function OrderProcessRoute() {
  const account = useCurrentAccount();
  return (
    <OrderProcess
      company={account.data?.company_profile}
      companyLoading={account.isPending}
      companyFailed={account.isError}
      onRetryCompany={() => void account.refetch()}
    />
  );
}
