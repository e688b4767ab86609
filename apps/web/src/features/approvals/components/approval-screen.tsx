import type { ApprovalResult, Language } from '@label-portal/contract';
import { Stack, Title } from '@mantine/core';
import { type QueryKey, type UseQueryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { LoadingStatus } from '../../../components/loading-status';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useServerMessage } from '../../../lib/server-messages';
import { isRefusal, refusalText } from '../utils/refusal';
import { ApprovalNotice } from './approval-notice';
import { DecisionForm } from './decision-form';

/**
 * An approver's screen (a user's registration or an address): the item waiting, read by its token,
 * with the decision form; then the outcome. A refusal of the link (already decided …) is a notice,
 * `isInfo` telling which refusals are no error. Its texts are `approvals.<area>.*`.
 */
export function ApprovalScreen<TData, TKey extends QueryKey>({
  area,
  queryOptionsOf,
  decide,
  isInfo,
  children,
}: {
  area: 'address' | 'user';
  queryOptionsOf: (language: Language) => UseQueryOptions<TData, Error, TData, TKey>;
  decide: (choice: { approved: boolean; feedback: string }) => Promise<ApprovalResult>;
  isInfo: (error: unknown) => boolean;
  /** The item's details. */
  children: (data: TData) => ReactNode;
}) {
  const { t } = useTranslation();
  const showServerMessage = useServerMessage();
  usePageTitle(t(`approvals.${area}.pageTitle`));
  const language = useLanguage();
  const [result, setResult] = useState<ApprovalResult | null>(null);
  const query = useQuery({ ...queryOptionsOf(language), enabled: result === null });
  const decision = useMutation({ mutationFn: decide, onSuccess: setResult });

  let body: ReactNode;
  if (result) {
    const isApproved = result.outcome === 'APPROVED';
    body = (
      <ApprovalNotice
        kind="success"
        title={t(`approvals.${area}.${isApproved ? 'approvedTitle' : 'rejectedTitle'}`)}
        text={t(`approvals.${area}.${isApproved ? 'approvedText' : 'rejectedText'}`)}
      />
    );
  } else if (query.isPending) {
    body = <LoadingStatus label={t('app.loading')} />;
  } else if (query.isError) {
    body = isRefusal(query.error) ? (
      <ApprovalNotice
        kind={isInfo(query.error) ? 'info' : 'error'}
        title={t(`approvals.${area}.failedTitle`)}
        text={refusalText(query.error, showServerMessage)}
      />
    ) : (
      <LoadError text={t('approvals.loadFailed')} onRetry={() => query.refetch()} />
    );
  } else {
    body = (
      <Stack gap="lg">
        {children(query.data)}
        {decision.isError && (
          <ApprovalNotice
            kind="error"
            title={t(`approvals.${area}.failedTitle`)}
            text={refusalText(decision.error, showServerMessage) ?? t('errors.internal')}
          />
        )}
        <DecisionForm
          feedbackLabel={t('approvals.feedbackLabel')}
          rejectQuestion={t(`approvals.${area}.rejectQuestion`)}
          isPending={decision.isPending}
          onDecide={(choice) => decision.mutate(choice)}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1}>{t(`approvals.${area}.heading`)}</Title>
      {body}
    </Stack>
  );
}
