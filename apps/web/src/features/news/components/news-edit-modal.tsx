import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CorporateNews,
  type CorporateNewsBody,
  corporateNewsBodySchema,
  formErrorOf,
  NEWS_LINK_MAX_LENGTH,
  NEWS_TEXT_MAX_LENGTH,
  NOTIFICATION_DURATION_MS,
} from '@label-portal/contract';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFailureAlert } from '../../../components/form-failure-alert';
import { ApiError } from '../../../lib/api-client';
import type { FormFailure } from '../../../lib/contract-form';
import { CORPORATE_NEWS_KEY, corporateNewsQueryOptions, saveCorporateNews } from '../api/corporate-news';
import { newsFormValuesOf } from '../utils/news-ticker';

type Field = 'link' | 'texts.en' | 'texts.fr';
const FIELDS: readonly Field[] = ['link', 'texts.en', 'texts.fr'];

/** "12 / 200 characters", red once over the limit; read out politely as it changes. */
function Counter({ length, max, testId }: { length: number; max: number; testId: string }) {
  const { t } = useTranslation();
  return (
    <span
      aria-live="polite"
      data-testid={testId}
      style={length > max ? { color: 'var(--mantine-color-error)' } : undefined}
    >
      {t('news.counter', { count: length, max })}
    </span>
  );
}

/**
 * Edit news: the link and the English and French texts, each with a counter, checked with the
 * contract's schema; the server's field messages land on their fields. Saved: a notice, the ticker
 * shows it. Refused (no right, internal error): "News update failed" with the reason. Someone
 * else saved first (409, decision 298): the form says so and keeps the user's text until they load
 * the other version.
 */
export function NewsEditModal({ news, onClose }: { news: CorporateNews | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [stale, setStale] = useState<FormFailure>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<CorporateNewsBody>({
    resolver: zodResolver(corporateNewsBodySchema),
    defaultValues: newsFormValuesOf(news),
  });
  const save = useMutation({
    mutationFn: saveCorporateNews,
    onSuccess: (saved) => {
      queryClient.setQueryData(CORPORATE_NEWS_KEY, saved);
      notifications.show({ message: t('news.saved'), color: 'teal', autoClose: NOTIFICATION_DURATION_MS });
      onClose();
    },
    onError: (failure) => {
      const reply = failure instanceof ApiError ? failure.reply : undefined;
      if (failure instanceof ApiError && failure.status === 409) {
        setStale({ message: formErrorOf(reply) ?? t('errors.internal'), isStale: true });
        return;
      }
      let isOnField = false;
      for (const field of FIELDS) {
        const messages = reply?.errors?.[field];
        if (Array.isArray(messages) && typeof messages[0] === 'string') {
          setError(field, { type: 'server', message: messages[0] });
          isOnField = true;
        }
      }
      if (isOnField) return;
      notifications.show({
        title: t('news.failed'),
        message: formErrorOf(reply) ?? t('errors.internal'),
        color: 'red',
        autoClose: NOTIFICATION_DURATION_MS,
      });
    },
  });

  const reloadNews = async () => {
    const latest = await queryClient.fetchQuery({ ...corporateNewsQueryOptions, staleTime: 0 });
    reset(newsFormValuesOf(latest));
    setStale(undefined);
  };

  const messageOf = (error: FieldError | undefined, max: number) => {
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(error.message, { max });
  };
  const link = watch('link') ?? '';
  const en = watch('texts.en') ?? '';
  const fr = watch('texts.fr') ?? '';

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('news.editTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        onSubmit={handleSubmit((values) => {
          setStale(undefined);
          save.mutate(values);
        })}
        noValidate
      >
        <Stack gap="md">
          <FormFailureAlert failure={stale} onReload={reloadNews} />
          <TextInput
            label={t('news.link')}
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            description={
              <Counter length={link.length} max={NEWS_LINK_MAX_LENGTH} testId="news-link-counter" />
            }
            error={messageOf(errors.link, NEWS_LINK_MAX_LENGTH)}
            {...register('link')}
          />
          <Textarea
            label={t('news.textEn')}
            withAsterisk
            aria-required
            rows={3}
            resize="vertical"
            lang="en"
            description={<Counter length={en.length} max={NEWS_TEXT_MAX_LENGTH} testId="news-en-counter" />}
            error={messageOf(errors.texts?.en, NEWS_TEXT_MAX_LENGTH)}
            {...register('texts.en')}
          />
          <Textarea
            label={t('news.textFr')}
            withAsterisk
            aria-required
            rows={3}
            resize="vertical"
            lang="fr"
            description={<Counter length={fr.length} max={NEWS_TEXT_MAX_LENGTH} testId="news-fr-counter" />}
            error={messageOf(errors.texts?.fr, NEWS_TEXT_MAX_LENGTH)}
            {...register('texts.fr')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('news.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
