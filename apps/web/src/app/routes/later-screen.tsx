import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '../../components/not-available-yet';
import { useAuth } from '../../features/auth';

/** A route whose screen a later issue delivers. */
export function LaterScreenRoute({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  if (isAuthenticated) return <NotAvailableYet title={t(titleKey)} />;
  return <NotAvailableYet title={t(titleKey)} backTo="/accounts/login" backLabel={t('common.backToLogin')} />;
}
