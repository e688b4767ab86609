import { useAuth } from '../../features/auth';
import { DocumentsScreen } from '../../features/documents';

/** /information/information: the documentation list, and the upload for editors. */
export function InformationRoute() {
  const { permissions } = useAuth();
  return <DocumentsScreen permissions={permissions} />;
}
