import { FLAGS, hasRight, RIGHTS } from '@label-portal/contract';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingStatus } from '../../../components/loading-status';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { documentListQueryOptions } from '../api/document-list';
import { DocumentGroups } from './document-groups';
import { DocumentUploadForm } from './document-upload-form';

/** Where the FAQS link leads when the flag informationHideFaq lets it show. */
const FAQ_PATH = '/information/faq';

/**
 * /information/information: the documents grouped by language with their downloads, the FAQS link
 * (hidden while FLAGS.informationHideFaq), and the upload for holders of the right.
 */
export function DocumentsScreen({ permissions }: { permissions: readonly string[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('documents.title'));
  const list = useQuery(documentListQueryOptions(language));
  const canUpload = hasRight(permissions, RIGHTS.uploadDocument);

  return (
    <Stack gap="lg" maw={1000}>
      <Title order={1}>{t('documents.title')}</Title>
      {!FLAGS.informationHideFaq && (
        <Anchor component={Link} to={FAQ_PATH}>
          {t('documents.faq')}
        </Anchor>
      )}
      {list.isPending && <LoadingStatus label={t('documents.loading')} />}
      {list.isError && <LoadError text={t('documents.loadFailed')} onRetry={() => void list.refetch()} />}
      {list.isSuccess && list.data.groups.length === 0 && (
        <Text aria-live="polite">{t('documents.empty')}</Text>
      )}
      {list.isSuccess && <DocumentGroups groups={list.data.groups} />}
      {list.isSuccess && canUpload && (
        <DocumentUploadForm categories={list.data.categories} maxBytes={list.data.max_document_bytes} />
      )}
    </Stack>
  );
}
