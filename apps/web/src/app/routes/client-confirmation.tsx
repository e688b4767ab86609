import { useParams } from 'react-router';
import { UserApproval } from '../../features/approvals';

/** /accounts/client_confirmation/{code}: the approver's decision on a registered user. */
export function ClientConfirmationRoute() {
  const { code = '' } = useParams();
  return <UserApproval key={code} token={code} />;
}
