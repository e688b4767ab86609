import {
  API_KEY_SCOPES,
  type ApiKey,
  type ApiKeyCreateBody,
  type ApiKeyCreated,
  apiKeyCreateBodySchema,
  maxLengthOf,
  NOTIFICATION_DURATION_MS,
} from '@label-portal/contract';
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { useFieldError } from '../../../hooks/use-field-error';
import { usePageTitle } from '../../../hooks/use-page-title';
import { contractResolver } from '../../../lib/contract-form';
import { readRefusal, serverFieldError, showServerMessage } from '../../../lib/server-messages';
import { API_KEYS_KEY, apiKeysQueryOptions, createApiKey, revokeApiKey } from '../api/api-keys';
import { ApiKeysTable } from './api-keys-table';

const EMPTY: ApiKeyCreateBody = { name: '', scope: 'label_activation' };
const NO_KEYS: ApiKey[] = [];
const NAME_MAX_LENGTH = maxLengthOf(apiKeyCreateBodySchema.shape.name);

/**
 * /backoffice/api-keys: the integration keys (name, scope, prefix, created, last used, revoked);
 * holders of the change right create one (the key is shown once, to copy) and revoke one.
 */
export function ApiKeysPanel({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const fieldError = useFieldError({ max: NAME_MAX_LENGTH });
  usePageTitle(t('activation.keys.title'));
  const queryClient = useQueryClient();
  const list = useQuery(apiKeysQueryOptions);
  const [created, setCreated] = useState<ApiKeyCreated>();
  const [target, setTarget] = useState<ApiKey | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ApiKeyCreateBody>({
    resolver: contractResolver(apiKeyCreateBodySchema),
    defaultValues: EMPTY,
  });

  const showFailure = (title: string, failure: unknown) =>
    notifications.show({
      title,
      message: showServerMessage(t, readRefusal(failure)?.form) ?? t('errors.internal'),
      color: 'red',
    });

  const creation = useMutation({
    mutationFn: createApiKey,
    onSuccess: (key) => {
      setCreated(key);
      reset(EMPTY);
    },
    onError: (failure) => {
      const refusal = readRefusal(failure);
      const name = Array.isArray(refusal?.errors.name) ? refusal?.fields.get('name') : undefined;
      if (name) {
        setError('name', serverFieldError(name));
      } else showFailure(t('activation.keys.createFailed'), failure);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
  const revocation = useMutation({
    mutationFn: (key: ApiKey) => revokeApiKey(key.id, key.version),
    onSuccess: (key) =>
      notifications.show({
        message: t('activation.keys.revoked', { name: key.name }),
        color: 'teal',
        autoClose: NOTIFICATION_DURATION_MS,
      }),
    onError: (failure) => showFailure(t('activation.keys.revokeFailed'), failure),
    onSettled: async () => {
      setTarget(null);
      await queryClient.invalidateQueries({ queryKey: API_KEYS_KEY });
    },
  });

  const nameError = fieldError(errors.name);
  const keys = list.data?.results ?? NO_KEYS;
  const body = list.isError ? (
    <LoadError text={t('activation.keys.loadFailed')} onRetry={() => list.refetch()} />
  ) : (
    <ApiKeysTable keys={keys} isLoading={list.isPending} canChange={canChange} onRevoke={setTarget} />
  );

  return (
    <Stack gap="lg">
      <Title order={1}>{t('activation.keys.heading')}</Title>
      <Text>{t('activation.keys.intro')}</Text>
      {canChange && (
        <Paper withBorder p="md" maw={720}>
          <form
            noValidate
            aria-label={t('activation.keys.createHeading')}
            onSubmit={handleSubmit((values) => {
              setCreated(undefined);
              creation.mutate(values);
            })}
          >
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('activation.keys.createHeading')}
              </Title>
              <TextInput
                label={t('activation.keys.name')}
                description={t('activation.keys.nameHint')}
                required
                maxLength={NAME_MAX_LENGTH}
                error={nameError}
                {...register('name')}
              />
              <NativeSelect
                label={t('activation.keys.scope')}
                data={API_KEY_SCOPES.map((scope) => ({
                  value: scope,
                  label: t(`activation.keys.scopes.${scope}`),
                }))}
                w="fit-content"
                {...register('scope')}
              />
              <Button type="submit" loading={creation.isPending} w="fit-content">
                {t('activation.keys.create')}
              </Button>
            </Stack>
          </form>
        </Paper>
      )}
      {created && (
        <Alert color="yellow" title={t('activation.keys.createdTitle', { name: created.name })} maw={720}>
          <Stack gap="xs">
            <Text size="sm">{t('activation.keys.shownOnce')}</Text>
            <Code
              block
              data-testid="created-api-key"
              style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
            >
              {created.key}
            </Code>
            <Group gap="xs">
              <CopyButton value={created.key}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="default" onClick={copy}>
                    {copied ? t('activation.keys.copied') : t('activation.keys.copy')}
                  </Button>
                )}
              </CopyButton>
              <Button size="xs" variant="subtle" onClick={() => setCreated(undefined)}>
                {t('activation.keys.hideKey')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {body}
      <ConfirmDialog
        opened={target !== null}
        title={t('activation.keys.confirmTitle')}
        confirmLabel={t('activation.keys.revoke')}
        cancelLabel={t('activation.keys.cancel')}
        confirmLoading={revocation.isPending}
        onConfirm={() => target && revocation.mutate(target)}
        onCancel={() => setTarget(null)}
      >
        {target ? t('activation.keys.confirmText', { name: target.name, prefix: target.prefix }) : ''}
      </ConfirmDialog>
    </Stack>
  );
}
