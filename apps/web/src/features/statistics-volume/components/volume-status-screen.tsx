import type { VolumeCompany } from '@label-portal/contract';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { LoadingStatus } from '../../../components/loading-status';
import { usePageTitle } from '../../../hooks/use-page-title';
import { downloadVolumeStatusPdf, volumeStatusQueryOptions } from '../api/volume-status';
import { CompanyChooser, companyLabelOf } from './company-chooser';
import { VolumeStatusTable } from './volume-status-table';

/**
 * /statistics/volume_status: initial, available, ordered, delivered and activated quantities per
 * product group for one company or all (staff), or the user's own company; DOWNLOAD PDF asks the
 * server for the same status as a PDF in the interface language (decisions 235-237).
 */
export function VolumeStatusScreen({
  company,
  onCompanyChange,
}: {
  /** cofor6_cofor10 of the chosen company; '' = all companies (staff) or the own company. */
  company: string;
  onCompanyChange: (company: VolumeCompany | null) => void;
}) {
  const { t } = useTranslation();
  const title = t('screens.volumeStatus');
  usePageTitle(title);
  const status = useQuery(volumeStatusQueryOptions(company));
  const [isDownloading, setDownloading] = useState(false);
  const [hasDownloadFailed, setDownloadFailed] = useState(false);

  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      await downloadVolumeStatusPdf(company);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  const shown = status.data;
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Group align="flex-end" justify="space-between" wrap="wrap" gap="sm">
        {shown?.can_choose_company ? (
          <CompanyChooser selected={shown.company} onChange={onCompanyChange} />
        ) : (
          shown?.company && (
            <Text data-testid="volume-own-company">
              {t('statisticsVolume.companyOf', { company: companyLabelOf(shown.company) })}
            </Text>
          )
        )}
        <Button
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={download}
          loading={isDownloading}
          disabled={!shown}
        >
          {t('statisticsVolume.downloadPdf')}
        </Button>
      </Group>
      {hasDownloadFailed && (
        <Alert color="red" variant="light" role="alert">
          {t('statisticsVolume.downloadFailed')}
        </Alert>
      )}
      {status.isPending && <LoadingStatus label={t('app.loading')} />}
      {status.isError && (
        <LoadError text={t('statisticsVolume.loadFailed')} onRetry={() => status.refetch()} />
      )}
      {shown && (
        <Stack gap="xs">
          {shown.can_choose_company && (
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="volume-scope">
              {shown.company ? companyLabelOf(shown.company) : t('statisticsVolume.allCompanies')}
            </Text>
          )}
          <VolumeStatusTable status={shown} />
        </Stack>
      )}
    </Stack>
  );
}
