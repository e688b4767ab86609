import { type DocumentList, formatFileSize, LANGUAGE_NAMES } from '@label-portal/contract';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { formatDay } from '../../../lib/format-date';
import { fileKindOf } from '../utils/upload-form';

/**
 * The documents under one heading per language (each language named in itself, decision 148),
 * each with its category, description, version and a download link.
 */
export function DocumentGroups({ groups }: { groups: DocumentList['groups'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap="lg">
      {groups.map((group) => {
        const headingId = `documents-${group.language}`;
        return (
          <Stack component="section" aria-labelledby={headingId} key={group.language} gap="sm">
            <Title order={2} size="h3" id={headingId} lang={group.language}>
              {LANGUAGE_NAMES[group.language]}
            </Title>
            {group.documents.map((document) => (
              <Paper withBorder p="md" radius="md" key={document.pk}>
                <Group justify="space-between" align="center" wrap="wrap" gap="sm">
                  <Stack gap={4} style={{ flex: '1 1 18rem', minWidth: 0 }}>
                    <Title order={3} size="h5">
                      {document.category}
                    </Title>
                    {document.description && (
                      <Text style={{ overflowWrap: 'anywhere' }}>{document.description}</Text>
                    )}
                    <Text size="sm" c="dimmed">
                      {t('documents.meta', {
                        version: document.version,
                        date: formatDay(document.uploaded_at, language),
                        size: formatFileSize(document.size, language),
                        type: fileKindOf(document.filename),
                      })}
                    </Text>
                  </Stack>
                  <Button
                    component="a"
                    href={document.document}
                    download={document.filename}
                    variant="light"
                    leftSection={<IconDownload size={18} aria-hidden />}
                    aria-label={t('documents.downloadNamed', {
                      name: document.category,
                      language: LANGUAGE_NAMES[group.language],
                    })}
                  >
                    {t('documents.download')}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
