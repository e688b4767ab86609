import type { CompanyProfile } from '@label-portal/contract';
import { Center } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoadError } from '../../components/load-error';
import { LoadingStatus } from '../../components/loading-status';
import { useCurrentAccount } from '../../features/auth';
import { AddressDeliveryStep, ORDER_PROCESS_PATH, PaymentStep, useCartOwner } from '../../features/orders';

/** Gives a summary step the company profile of the signed-in user. */
function WithCompany({ step: Step }: { step: ComponentType<{ company: CompanyProfile }> }) {
  const { t } = useTranslation();
  const account = useCurrentAccount();
  const cartReady = useCartOwner(account.data?.pk);
  if (account.isPending || (account.data && !cartReady)) {
    return (
      <Center py="xl">
        <LoadingStatus label={t('app.loading')} />
      </Center>
    );
  }
  if (account.isError) {
    return <LoadError text={t('welcome.loadError')} onRetry={() => void account.refetch()} />;
  }
  const company = account.data?.company_profile;
  if (!company) return <Navigate to={ORDER_PROCESS_PATH} replace />;
  return <Step company={company} />;
}

/** order_summary/adressAndDelivery (orders:summary:adressAndDelivery). */
export function AddressAndDeliveryRoute() {
  return <WithCompany step={AddressDeliveryStep} />;
}

/** order_summary/payment (orders:summary:payment). */
export function PaymentRoute() {
  return <WithCompany step={PaymentStep} />;
}
