import type { CompanyProfile } from '@label-portal/contract';
import { Alert, Center, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import layout from '../../../components/layout.module.css';
import { LoadError } from '../../../components/load-error';
import { LoadingStatus } from '../../../components/loading-status';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useHeadingFocus } from '../hooks/use-heading-focus';
import { deliveryAddressStatus } from '../utils/blocking';
import { OrderingTabs } from './ordering-tabs';

interface OrderProcessProps {
  company: CompanyProfile | null | undefined;
  companyLoading: boolean;
  companyFailed: boolean;
  onRetryCompany: () => void;
}

/** /orders/order_process: SECURITY LABEL ORDERING with the standard and non-standard tabs. */
export function OrderProcess({ company, companyLoading, companyFailed, onRetryCompany }: OrderProcessProps) {
  const { t } = useTranslation();
  usePageTitle(t('ordering.pageTitle'));
  const addressStatus = deliveryAddressStatus(company);
  const headingRef = useHeadingFocus();

  let content: React.ReactNode;
  if (companyLoading) {
    content = (
      <Center py="xl">
        <LoadingStatus label={t('app.loading')} />
      </Center>
    );
  } else if (companyFailed) {
    content = <LoadError text={t('welcome.loadError')} onRetry={onRetryCompany} />;
  } else if (!company || addressStatus !== 'approved') {
    content = (
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        role="alert"
        maw={720}
      >
        {t(addressStatus === 'pending' ? 'errors.deliveryAddressPending' : 'ordering.noDeliveryAddress')}
      </Alert>
    );
  } else {
    content = <OrderingTabs company={company} />;
  }

  return (
    <Stack gap="lg" className={layout.page}>
      <Title order={1} ref={headingRef} tabIndex={-1}>
        {t('ordering.heading')}
      </Title>
      {content}
    </Stack>
  );
}
