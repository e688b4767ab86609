import {
  BACKOFFICE_RIGHTS,
  formatFileSize,
  hasRight,
  RIGHTS,
  type SupplierFile,
  type SupplierFileReport,
  supplierFileRefusalSchema,
} from '@label-portal/contract';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  FileInput,
  Group,
  Paper,
  Progress,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../components/loading-status';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { supplierFilesQueryOptions, uploadSupplierFile } from '../api/supplier-files';

type Outcome =
  | { kind: 'loaded'; file: SupplierFile }
  | { kind: 'refused'; detail: string; report: SupplierFileReport | undefined };

function ProblemReport({ detail, report }: { detail: string; report: SupplierFileReport | undefined }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" title={t('supplierFile.refusedTitle')}>
      <Stack gap="sm">
        <Text size="sm">{detail}</Text>
        {report && report.problems.length > 0 && (
          <ScrollArea.Autosize mah={420} type="auto">
            <Table
              striped
              withTableBorder
              aria-label={t('supplierFile.reportLabel')}
              data-testid="supplier-file-report"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('supplierFile.line')}</Table.Th>
                  <Table.Th>{t('supplierFile.column')}</Table.Th>
                  <Table.Th>{t('supplierFile.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.problems.map((problem, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a report line has no id of its own
                  <Table.Tr key={index}>
                    <Table.Td>{problem.line}</Table.Td>
                    <Table.Td>{problem.column ? <Code>{problem.column}</Code> : '—'}</Table.Td>
                    <Table.Td>{problem.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
        {report && report.problem_count > report.problems.length && (
          <Text size="sm">
            {t('supplierFile.moreProblems', { shown: report.problems.length, count: report.problem_count })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

/** /backoffice/supplier-file: upload of the car-maker's supplier file, its report, the history. */
export function SupplierFileScreen({ permissions }: { permissions: readonly string[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('supplierFile.pageTitle'));
  const queryClient = useQueryClient();
  const history = useInfiniteQuery(supplierFilesQueryOptions());
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const canChange = hasRight(permissions, BACKOFFICE_RIGHTS.changeSupplierFile);
  const canDownload = hasRight(permissions, RIGHTS.supplierData);
  const first = history.data?.pages[0];
  const files = history.data?.pages.flatMap((page) => page.results) ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!file) {
      setFileError(t('supplierFile.chooseFile'));
      return;
    }
    if (first && file.size > first.max_bytes) {
      setFileError(t('supplierFile.tooLarge', { max: formatFileSize(first.max_bytes, language) }));
      return;
    }
    setFileError(null);
    setProgress(0);
    try {
      const loaded = await uploadSupplierFile(file, setProgress);
      setOutcome({ kind: 'loaded', file: loaded });
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'supplier-files'] });
    } catch (error) {
      const reply = error instanceof ApiError ? supplierFileRefusalSchema.safeParse(error.reply) : undefined;
      const errors = reply?.success ? reply.data.errors : undefined;
      const fileMessage = errors?.file;
      const detail =
        errors?.detail ?? (Array.isArray(fileMessage) ? fileMessage[0] : undefined) ?? t('errors.internal');
      if (reply?.success && reply.data.report)
        setOutcome({ kind: 'refused', detail, report: reply.data.report });
      else setFileError(detail);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('supplierFile.heading')}</Title>
        {canDownload && files.some((entry) => entry.is_current) && (
          <Anchor href="/psa_accounts/supplier_data/" download>
            <Group gap={4}>
              <IconDownload size={18} aria-hidden />
              {t('supplierFile.download')}
            </Group>
          </Anchor>
        )}
      </Group>
      {canChange && (
        <Paper withBorder p="md">
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('supplierFile.uploadHeading')}
              </Title>
              <Text size="sm">{t('supplierFile.format', { columns: (first?.columns ?? []).join(';') })}</Text>
              <Text size="sm" c="dimmed">
                {t('supplierFile.formatDetails')}
              </Text>
              <FileInput
                label={t('supplierFile.file')}
                description={
                  first
                    ? t('supplierFile.limit', { max: formatFileSize(first.max_bytes, language) })
                    : undefined
                }
                placeholder={t('supplierFile.filePlaceholder')}
                accept=".csv,text/csv,text/plain"
                clearable
                clearButtonProps={{ 'aria-label': t('supplierFile.clearFile') }}
                leftSection={<IconUpload size={16} aria-hidden />}
                value={file}
                onChange={(chosen) => {
                  setFile(chosen);
                  setFileError(null);
                }}
                error={fileError}
                withAsterisk
              />
              {progress !== null && (
                <Progress
                  value={Math.round(progress * 100)}
                  aria-label={t('supplierFile.progress')}
                  size="lg"
                  animated={progress < 1}
                />
              )}
              <Group>
                <Button
                  type="submit"
                  loading={progress !== null}
                  leftSection={<IconUpload size={18} aria-hidden />}
                >
                  {t('supplierFile.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
      {outcome?.kind === 'loaded' && (
        <Alert color="green" variant="light" role="status" title={t('supplierFile.loadedTitle')}>
          {t('supplierFile.loaded', { filename: outcome.file.filename, count: outcome.file.row_count })}
        </Alert>
      )}
      {outcome?.kind === 'refused' && <ProblemReport detail={outcome.detail} report={outcome.report} />}
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('supplierFile.historyHeading')}
        </Title>
        {history.isPending && <LoadingStatus size="sm" label={t('app.loading')} />}
        {history.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('errors.internal')}
          </Alert>
        )}
        {history.isSuccess && files.length === 0 && <Text>{t('supplierFile.none')}</Text>}
        {files.length > 0 && (
          <ScrollArea type="auto">
            <Table
              striped
              highlightOnHover
              withTableBorder
              miw={640}
              aria-label={t('supplierFile.historyHeading')}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('supplierFile.when')}</Table.Th>
                  <Table.Th>{t('supplierFile.filename')}</Table.Th>
                  <Table.Th>{t('supplierFile.who')}</Table.Th>
                  <Table.Th ta="right">{t('supplierFile.rows')}</Table.Th>
                  <Table.Th ta="right">{t('supplierFile.restricted')}</Table.Th>
                  <Table.Th>{t('supplierFile.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {files.map((entry) => (
                  <Table.Tr key={entry.id} data-current={entry.is_current || undefined}>
                    <Table.Td>{formatDateTime(entry.uploaded_at, language)}</Table.Td>
                    <Table.Td>{entry.filename}</Table.Td>
                    <Table.Td>{entry.uploaded_by ?? '—'}</Table.Td>
                    <Table.Td ta="right">{entry.row_count.toLocaleString(language)}</Table.Td>
                    <Table.Td ta="right">{entry.restricted_count.toLocaleString(language)}</Table.Td>
                    <Table.Td>
                      {entry.is_current && (
                        <Badge color="green" variant="light">
                          {t('supplierFile.current')}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        {history.hasNextPage && (
          <Group>
            <Button
              variant="default"
              onClick={() => history.fetchNextPage()}
              loading={history.isFetchingNextPage}
            >
              {t('supplierFile.loadMore')}
            </Button>
          </Group>
        )}
      </Stack>
    </Stack>
  );
}
