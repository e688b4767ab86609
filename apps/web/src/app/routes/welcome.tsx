import { useAuth, useCurrentAccount } from '../../features/auth';
import { NewsTicker } from '../../features/news';
import { WelcomeContent } from '../../features/welcome';

/**
 * / and /welcome: greeting, the corporate news ticker and the areas the user may use. Calls
 * GET /accounts/api/users/ and GET /welcome/api/corporate_news/.
 */
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
      news={<NewsTicker permissions={permissions} />}
    />
  );
}
