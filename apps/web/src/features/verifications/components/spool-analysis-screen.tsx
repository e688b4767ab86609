import {
  isLabelFound,
  type LabelInfo,
  STATISTICS_MAX_DATE,
  STATISTICS_MIN_DATE,
} from '@label-portal/contract';
import { Alert, Button, Center, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconInfoCircle, IconSearchOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { LoadingStatus } from '../../../components/loading-status';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError } from '../../../lib/api-client';
import { labelInfoQueryOptions } from '../api/label-info';
import { verificationQueryOptions } from '../api/verification-query';
import { type DayRange, dayRangeProblems, defaultDayRange } from '../utils/date-range';
import { type LookupInput, readLookupInput } from '../utils/lookup-input';
import {
  DEFAULT_SPOOL_SORT,
  SPOOL_DISPLAY_COLUMNS,
  type SpoolSort,
  sortSpoolRows,
  spoolRowsOf,
  spoolTotalsOf,
} from '../utils/spool-rows';
import { spoolDisplayStatusKey } from '../utils/status-texts';
import { LabelLookupField } from './label-lookup-field';
import { SpoolTable } from './spool-table';

/**
 * /statistics/spool_analysis (SPOOL ANALYSIS, statistics.md sections 2, 4 and 8): the labels of the
 * spool of one label, each with its authentications per merged status, between two days (default
 * 2018-01-01 to today). Opened with a label id as navigation state, it looks the label up at once.
 */
export function SpoolAnalysisScreen({ initialLabelId = '' }: { initialLabelId?: string }) {
  const { t } = useTranslation();
  usePageTitle(t('screens.spoolAnalysis'));
  const [input, setInput] = useState<LookupInput>(() =>
    readLookupInput(initialLabelId, { allowObjectId: false }),
  );
  const [askedLabelId, setAskedLabelId] = useState(input.lookupId);
  // Show pressed with an incomplete label id: the field's message, and no earlier label's result.
  const [isIncompleteShown, setIncompleteShown] = useState(false);
  const [range, setRange] = useState<DayRange>(() => defaultDayRange());
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<DayRange>({ defaultValues: range });
  const info = useQuery(labelInfoQueryOptions(askedLabelId));

  /** Applies the days of the form when they are right; false (and the fields' messages) when not. */
  const applyRange = (): boolean => {
    const values = getValues();
    const problems = Object.entries(dayRangeProblems(values));
    clearErrors();
    for (const [index, [key, message]] of problems.entries()) {
      setError(key as keyof DayRange, { type: 'client', message: t(message) }, { shouldFocus: index === 0 });
    }
    if (problems.length > 0) return false;
    const defaults = defaultDayRange();
    setRange({
      date_start: values.date_start || defaults.date_start,
      date_end: values.date_end || defaults.date_end,
    });
    return true;
  };
  const lookUp = (lookup: LookupInput) => {
    if (!applyRange()) return;
    if (lookup.lookupId === askedLabelId) void info.refetch();
    setAskedLabelId(lookup.lookupId);
  };
  const submit = handleSubmit(() => {
    if (!applyRange()) return;
    if (input.lookupId === '') {
      setIncompleteShown(true);
      setAskedLabelId('');
      return;
    }
    setAskedLabelId(input.lookupId);
  });

  return (
    <Stack gap="lg">
      <Title order={1}>{t('verifications.labelAnalysis.spoolAnalysis.heading')}</Title>
      <search aria-label={t('verifications.labelAnalysis.spoolAnalysis.filters')}>
        <form noValidate onSubmit={submit}>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              type="date"
              min={STATISTICS_MIN_DATE}
              max={STATISTICS_MAX_DATE}
              label={t('verifications.labelAnalysis.spoolAnalysis.dateStart')}
              error={errors.date_start?.message}
              w={170}
              {...register('date_start')}
            />
            <TextInput
              type="date"
              min={STATISTICS_MIN_DATE}
              max={STATISTICS_MAX_DATE}
              label={t('verifications.labelAnalysis.spoolAnalysis.dateEnd')}
              error={errors.date_end?.message}
              w={170}
              {...register('date_end')}
            />
            <LabelLookupField
              value={input}
              onChange={(next) => {
                setIncompleteShown(false);
                setInput(next);
              }}
              isIncompleteForced={isIncompleteShown}
              onLookup={lookUp}
              allowObjectId={false}
              autoFocus={initialLabelId === ''}
            />
            <Button type="submit" mt={25}>
              {t('verifications.labelAnalysis.spoolAnalysis.show')}
            </Button>
          </Group>
        </form>
      </search>
      <section aria-live="polite" data-testid="spool-analysis-result">
        {askedLabelId === '' ? (
          <Text c="dimmed">{t('verifications.labelAnalysis.spoolAnalysis.enterLabel')}</Text>
        ) : info.isPending ? (
          <Center py="xl">
            <LoadingStatus label={t('verifications.labelAnalysis.spoolAnalysis.loading')} />
          </Center>
        ) : info.isError && !(info.error instanceof ApiError && info.error.status === 400) ? (
          <LoadError
            text={t('verifications.labelAnalysis.lookup.loadFailed')}
            onRetry={() => info.refetch()}
          />
        ) : info.data && isLabelFound(info.data) ? (
          <SpoolAuthentications label={info.data} range={range} />
        ) : (
          <Alert color="yellow" variant="light" icon={<IconSearchOff size={20} aria-hidden />} role="status">
            {t('verifications.labelAnalysis.spoolAnalysis.labelNotFound', { label_id: askedLabelId })}
          </Alert>
        )}
      </section>
    </Stack>
  );
}

/** The by_spool answer of the label's spool between the days. */
function SpoolAuthentications({ label, range }: { label: LabelInfo; range: DayRange }) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<SpoolSort>(DEFAULT_SPOOL_SORT);
  const spool = useQuery(verificationQueryOptions('by_spool', { spool_id: label.spool_id, ...range }));
  const rows = useMemo(() => (spool.data ? spoolRowsOf(spool.data.data) : []), [spool.data]);
  const sorted = useMemo(() => sortSpoolRows(rows, sort), [rows, sort]);
  const totals = useMemo(() => spoolTotalsOf(rows), [rows]);
  const number = new Intl.NumberFormat(i18n.language);

  const title = (
    <Title order={2} size="h3">
      {t('verifications.labelAnalysis.spoolAnalysis.spoolOf', {
        spool_id: label.spool_id,
        label_id: label.label_id,
      })}
    </Title>
  );
  if (spool.isPending) {
    return (
      <Stack gap="sm">
        {title}
        <Center py="xl">
          <LoadingStatus label={t('verifications.labelAnalysis.spoolAnalysis.loading')} />
        </Center>
      </Stack>
    );
  }
  if (spool.isError) {
    return (
      <Stack gap="sm">
        {title}
        <LoadError
          text={t('verifications.labelAnalysis.spoolAnalysis.loadFailed')}
          onRetry={() => spool.refetch()}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="sm" aria-busy={spool.isFetching || undefined}>
      {title}
      {rows.length === 0 ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} aria-hidden />} role="status">
          {t('verifications.labelAnalysis.spoolAnalysis.noAuthentications', { spool_id: label.spool_id })}
        </Alert>
      ) : (
        <>
          <Text data-testid="spool-summary">
            {t('verifications.labelAnalysis.spoolAnalysis.summary', {
              spool_id: label.spool_id,
              count: rows.length,
            })}
          </Text>
          <Group gap="md" wrap="wrap" aria-label={t('verifications.status.legend')} role="list">
            {SPOOL_DISPLAY_COLUMNS.map((display) => (
              <Text size="sm" key={display} role="listitem">
                {t('verifications.labelAnalysis.spoolAnalysis.statusTotal', {
                  status: t(spoolDisplayStatusKey(display)),
                  total: number.format(totals[display]),
                })}
              </Text>
            ))}
          </Group>
          <SpoolTable
            spoolId={label.spool_id}
            rows={sorted}
            sort={sort}
            onSort={setSort}
            labelId={label.label_id}
          />
        </>
      )}
    </Stack>
  );
}
