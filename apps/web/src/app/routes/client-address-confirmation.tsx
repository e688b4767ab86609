import { useParams } from 'react-router';
import { AddressApproval } from '../../features/approvals';

/** /accounts/client_address_confirmation/{code}: the approver's decision on an address. */
export function ClientAddressConfirmationRoute() {
  const { code = '' } = useParams();
  return <AddressApproval key={code} token={code} />;
}
