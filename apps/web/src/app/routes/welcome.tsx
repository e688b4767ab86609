import { useAuth, useCurrentAccount } from '../../features/auth';
import { WelcomeContent } from '../../features/welcome';

/** / and /welcome: greeting and the areas the user may use. Calls GET /accounts/api/users/. */
export function WelcomeRoute() {
  const { permissions } = useAuth();
  const account = useCurrentAccount();
  return (
    <WelcomeContent
      account={account.data}
      accountLoading={account.isPending}
      accountFailed={account.isError}
      onRetry={() => void account.refetch()}
      permissions={permissions}
    />
  );
}
