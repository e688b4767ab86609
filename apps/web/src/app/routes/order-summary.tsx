import type { CompanyProfile } from '@label-portal/contract';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCurrentAccount } from '../../features/auth';
import { AddressDeliveryStep, ORDER_PROCESS_PATH, PaymentStep } from '../../features/ordering';

/** Gives a summary step the company profile of the signed-in user. */
function WithCompany({ step: Step }: { step: ComponentType<{ company: CompanyProfile }> }) {
  const { t } = useTranslation();
  const account = useCurrentAccount();
  if (account.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (account.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={20} aria-hidden />}
        role="alert"
        maw={640}
      >
        <Stack gap="xs" align="flex-start">
          <span>{t('welcome.loadError')}</span>
          <Button size="xs" variant="white" color="red" onClick={() => void account.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
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
