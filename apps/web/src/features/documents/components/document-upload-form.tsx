import {
  type DocumentCategory,
  type DocumentUploadFormData,
  type DocumentUploadFormValues,
  documentUploadFormSchema,
  formatFileSize,
  LANGUAGE_NAMES,
  LANGUAGES,
  maxLengthOf,
  NOTIFICATION_DURATION_MS,
} from '@label-portal/contract';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../hooks/use-field-error';
import { useLanguage } from '../../../hooks/use-language';
import { contractResolver } from '../../../lib/contract-form';
import {
  readRefusal,
  type ServerMessage,
  serverFieldError,
  useServerMessage,
} from '../../../lib/server-messages';
import { uploadDocument } from '../api/upload-document';
import { ACCEPTED_FILES, fileProblemOf } from '../utils/upload-form';

const FIELDS = ['category_id', 'language', 'description', 'file'] as const;
type Field = (typeof FIELDS)[number];

/** The server's per-field messages and its form-level one, read by the one reader (decision 316). */
function serverErrorsOf(error: unknown): {
  fields: Partial<Record<Field, ServerMessage>>;
  form: ServerMessage | undefined;
} {
  const refusal = readRefusal(error);
  const fields: Partial<Record<Field, ServerMessage>> = {};
  let form = refusal?.form;
  for (const [field, message] of refusal?.fields ?? []) {
    if (!Array.isArray(refusal?.errors[field])) continue;
    if ((FIELDS as readonly string[]).includes(field)) fields[field as Field] = message;
    else form ??= message;
  }
  return { fields, form };
}

/**
 * The upload for holders of information.add_documentversion: category and file required, the
 * language (the interface's by default) and a description; the upload's progress shows as it is
 * sent, and a notification tells whether it succeeded.
 */
export function DocumentUploadForm({
  categories,
  maxBytes,
}: {
  categories: DocumentCategory[];
  maxBytes: number;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const showMessage = useServerMessage();
  const [formError, setFormError] = useState<ServerMessage>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DocumentUploadFormValues, unknown, DocumentUploadFormData>({
    resolver: contractResolver(documentUploadFormSchema),
    defaultValues: { category_id: '', language, description: '', file: undefined },
  });
  const fieldError = useFieldError();

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    const file = values.file as File;
    const problem = fileProblemOf(file, maxBytes, language);
    if (problem) {
      setError('file', { type: 'server', message: t(problem.key, problem.params) });
      return;
    }
    setProgress(0);
    try {
      await uploadDocument(
        {
          category_id: String(values.category_id),
          language: values.language,
          description: values.description,
          file,
        },
        setProgress,
      );
      notifications.show({
        message: t('documents.upload.succeeded'),
        color: 'teal',
        autoClose: NOTIFICATION_DURATION_MS,
        closeButtonProps: { 'aria-label': t('common.close') },
      });
      reset({ category_id: '', language: values.language, description: '', file: undefined });
      await queryClient.invalidateQueries({ queryKey: ['information', 'documents'] });
    } catch (failure) {
      const { fields, form } = serverErrorsOf(failure);
      for (const [field, message] of Object.entries(fields)) {
        setError(field as Field, serverFieldError(message));
      }
      const shown = form ?? Object.values(fields)[0] ?? { text: t('errors.internal') };
      if (form || Object.keys(fields).length === 0) setFormError(shown);
      notifications.show({
        title: t('documents.upload.failed'),
        message: showMessage(shown),
        color: 'red',
        autoClose: NOTIFICATION_DURATION_MS,
        closeButtonProps: { 'aria-label': t('common.close') },
      });
    } finally {
      setProgress(null);
    }
  });

  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby="documents-upload">
      <Stack gap="sm">
        <Title order={2} size="h3" id="documents-upload">
          {t('documents.upload.heading')}
        </Title>
        <Text size="sm">{t('documents.upload.caption')}</Text>
        <form onSubmit={submit} noValidate aria-labelledby="documents-upload">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Controller
                control={control}
                name="category_id"
                render={({ field }) => (
                  <Select
                    label={t('documents.upload.category')}
                    withAsterisk
                    aria-required
                    data={categories.map((category) => ({
                      value: String(category.id),
                      label: category.name,
                    }))}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={fieldError(errors.category_id)}
                  />
                )}
              />
              <Controller
                control={control}
                name="language"
                render={({ field }) => (
                  <Select
                    label={t('documents.upload.language')}
                    withAsterisk
                    aria-required
                    allowDeselect={false}
                    data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? language)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={fieldError(errors.language)}
                  />
                )}
              />
            </SimpleGrid>
            <TextInput
              label={t('documents.upload.description')}
              maxLength={maxLengthOf(documentUploadFormSchema.shape.description)}
              error={fieldError(errors.description)}
              {...register('description')}
            />
            <Controller
              control={control}
              name="file"
              render={({ field }) => (
                <FileInput
                  label={t('documents.upload.file')}
                  description={t('documents.upload.accepted', { max: formatFileSize(maxBytes, language) })}
                  placeholder={t('documents.upload.filePlaceholder')}
                  withAsterisk
                  clearable
                  clearButtonProps={{ 'aria-label': t('documents.upload.clearFile') }}
                  accept={ACCEPTED_FILES}
                  leftSection={<IconUpload size={16} aria-hidden />}
                  value={(field.value as File | undefined) ?? null}
                  onChange={(file) => field.onChange(file ?? undefined)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldError(errors.file as FieldError | undefined)}
                />
              )}
            />
            {progress !== null && (
              <Progress
                value={Math.round(progress * 100)}
                aria-label={t('documents.upload.progress')}
                size="lg"
                animated={progress < 1}
              />
            )}
            {formError && (
              <Alert color="red" variant="light" role="alert">
                {showMessage(formError)}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={isSubmitting} leftSection={<IconUpload size={18} aria-hidden />}>
                {t('documents.upload.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
