import type { AddressApprovalData, ApprovalResult } from '@label-portal/contract';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressBlock } from '../../../components/address-block';
import { LoadError } from '../../../components/load-error';
import { LoadingStatus } from '../../../components/loading-status';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { formatDay } from '../../../lib/format-date';
import { useServerMessage } from '../../../lib/server-messages';
import { addressApprovalQueryOptions } from '../api/address-approval';
import { decideAddressApproval } from '../api/decide-address-approval';
import { isDecided, isRefusal, refusalText } from '../utils/refusal';
import { ApprovalNotice } from './approval-notice';
import { CompanySummary } from './company-summary';
import { DecisionForm } from './decision-form';

function AddressDetails({ data }: { data: AddressApprovalData }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const previous = data.history[0];
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={720}>
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t('approvals.address.proposedHeading', {
              category: t(`enums.addressHeading.${data.address.category}`),
            })}
          </Title>
          <AddressBlock address={data.address} emptyText="" />
        </Stack>
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t('approvals.address.previousHeading')}
          </Title>
          <AddressBlock address={previous} emptyText={t('approvals.address.noPrevious')} />
          {previous && (
            <Text size="sm" c="dimmed">
              {t('approvals.address.approvedOn', { date: formatDay(previous.approved_at, language) })}
            </Text>
          )}
        </Stack>
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('approvals.companyHeading')}
        </Title>
        <CompanySummary company={data.company_profile} />
      </Stack>
    </Stack>
  );
}

/** /accounts/client_address_confirmation/{code}: the approver approves or rejects an address. */
export function AddressApproval({ token }: { token: string }) {
  const { t } = useTranslation();
  const showServerMessage = useServerMessage();
  usePageTitle(t('approvals.address.pageTitle'));
  const language = useLanguage();
  const [result, setResult] = useState<ApprovalResult | null>(null);
  const query = useQuery({ ...addressApprovalQueryOptions(token, language), enabled: result === null });
  const decision = useMutation({
    mutationFn: (choice: { approved: boolean; feedback: string }) =>
      decideAddressApproval({ token, ...choice }),
    onSuccess: setResult,
  });

  let body: React.ReactNode;
  if (result) {
    const isApproved = result.outcome === 'APPROVED';
    body = (
      <ApprovalNotice
        kind="success"
        title={t(isApproved ? 'approvals.address.approvedTitle' : 'approvals.address.rejectedTitle')}
        text={t(isApproved ? 'approvals.address.approvedText' : 'approvals.address.rejectedText')}
      />
    );
  } else if (query.isPending) {
    body = <LoadingStatus label={t('app.loading')} />;
  } else if (query.isError) {
    body = isRefusal(query.error) ? (
      <ApprovalNotice
        kind={isDecided(query.error) ? 'info' : 'error'}
        title={t('approvals.address.failedTitle')}
        text={refusalText(query.error, showServerMessage)}
      />
    ) : (
      <LoadError text={t('approvals.loadFailed')} onRetry={() => query.refetch()} />
    );
  } else {
    body = (
      <Stack gap="lg">
        <AddressDetails data={query.data} />
        {decision.isError && (
          <ApprovalNotice
            kind="error"
            title={t('approvals.address.failedTitle')}
            text={refusalText(decision.error, showServerMessage) ?? t('errors.internal')}
          />
        )}
        <DecisionForm
          feedbackLabel={t('approvals.feedbackLabel')}
          rejectQuestion={t('approvals.address.rejectQuestion')}
          isPending={decision.isPending}
          onDecide={(choice) => decision.mutate(choice)}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1}>{t('approvals.address.heading')}</Title>
      {body}
    </Stack>
  );
}
