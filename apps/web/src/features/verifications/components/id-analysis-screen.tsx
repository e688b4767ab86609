import { isLabelFound, type LabelInfoReply } from '@label-portal/contract';
import { Alert, Button, Center, Group, Paper, Stack, Title } from '@mantine/core';
import { IconChartBar, IconSearchOff } from '@tabler/icons-react';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { LoadingStatus } from '../../../components/loading-status';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError } from '../../../lib/api-client';
import { labelInfoQueryOptions } from '../api/label-info';
import { type LookupInput, readLookupInput } from '../utils/lookup-input';
import { LabelInfoDetails } from './label-info-details';
import { LabelLookupField } from './label-lookup-field';

/**
 * /statistics/id_analysis (ID BASED ANALYSIS, statistics.md sections 2, 4, 5 and 8): one label by
 * its 12-character label id or an object id (`#` and digits). Typing, then the lookup, then loading,
 * then found, not found, or found without order information. A found label opens the spool
 * analysis of its roll (the label id as navigation state).
 */
export function IdAnalysisScreen({
  initialValue = '',
  onAskedChange,
  onOpenSpoolAnalysis,
}: {
  /** A label or object id to look up on arrival (the address's, so that Back shows the lookup again). */
  initialValue?: string;
  /** Told the field's text of each lookup asked for, '' when none is (the screen's address keeps it). */
  onAskedChange?: (value: string) => void;
  onOpenSpoolAnalysis: (labelId: string) => void;
}) {
  const { t } = useTranslation();
  usePageTitle(t('screens.idAnalysis'));
  const [input, setInput] = useState<LookupInput>(() => readLookupInput(initialValue));
  /** The lookup asked for; null while typing. */
  const [asked, setAsked] = useState<LookupInput | null>(() => {
    const initial = readLookupInput(initialValue);
    return initial.lookupId === '' ? null : initial;
  });
  const info = useQuery(labelInfoQueryOptions(asked?.lookupId ?? ''));
  const askedValue = asked?.value ?? '';
  useEffect(() => {
    onAskedChange?.(askedValue);
  }, [askedValue, onAskedChange]);

  const change = (next: LookupInput) => {
    setInput(next);
    if (next.lookupId !== asked?.lookupId) setAsked(null);
  };
  const lookUp = (lookup: LookupInput) => {
    if (lookup.lookupId === asked?.lookupId) void info.refetch();
    setAsked(lookup);
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('verifications.labelAnalysis.idAnalysis.heading')}</Title>
      <LabelLookupField value={input} onChange={change} onLookup={lookUp} autoFocus />
      <section aria-live="polite" aria-busy={info.isFetching || undefined} data-testid="id-analysis-result">
        {asked && <LookupResult asked={asked} info={info} onOpenSpoolAnalysis={onOpenSpoolAnalysis} />}
      </section>
    </Stack>
  );
}

function LookupResult({
  asked,
  info,
  onOpenSpoolAnalysis,
}: {
  asked: LookupInput;
  info: UseQueryResult<LabelInfoReply>;
  onOpenSpoolAnalysis: (labelId: string) => void;
}) {
  const { t } = useTranslation();
  if (info.isPending) {
    return (
      <Center py="xl">
        <LoadingStatus label={t('verifications.labelAnalysis.lookup.loading')} />
      </Center>
    );
  }
  const isRefused = info.isError && info.error instanceof ApiError && info.error.status === 400;
  if (info.isError && !isRefused) {
    return (
      <LoadError text={t('verifications.labelAnalysis.lookup.loadFailed')} onRetry={() => info.refetch()} />
    );
  }
  if (isRefused || !info.data || !isLabelFound(info.data)) {
    return (
      <Alert color="yellow" variant="light" icon={<IconSearchOff size={20} aria-hidden />} role="status">
        {asked.kind === 'object'
          ? t('verifications.labelAnalysis.lookup.objectIdNotFound')
          : t('verifications.labelAnalysis.lookup.labelIdNotFound')}
      </Alert>
    );
  }
  const found = info.data;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <LabelInfoDetails info={found} />
        <Group>
          <Button
            variant="light"
            leftSection={<IconChartBar size={18} aria-hidden />}
            onClick={() => onOpenSpoolAnalysis(found.label_id)}
          >
            {t('verifications.labelAnalysis.idAnalysis.openSpoolAnalysis', { spool: found.spool_id })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
