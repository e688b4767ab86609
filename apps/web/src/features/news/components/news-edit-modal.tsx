import {
  type CorporateNews,
  type CorporateNewsBody,
  corporateNewsBodySchema,
  NEWS_LINK_MAX_LENGTH,
  NEWS_TEXT_MAX_LENGTH,
  NOTIFICATION_DURATION_MS,
} from '@label-portal/contract';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFailureAlert } from '../../../components/form-failure-alert';
import { useFieldError } from '../../../hooks/use-field-error';
import { applyServerErrors, contractResolver, type FormFailure } from '../../../lib/contract-form';
import { readRefusal, showServerMessage } from '../../../lib/server-messages';
import { CORPORATE_NEWS_KEY, corporateNewsQueryOptions, saveCorporateNews } from '../api/corporate-news';
import { newsFormValuesOf } from '../utils/news-ticker';

type Field = 'link' | 'texts.en' | 'texts.fr';
const FIELDS: readonly Field[] = ['link', 'texts.en', 'texts.fr'];
const fieldOf = (path: string) => FIELDS.find((field) => field === path);

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
  const fieldError = useFieldError();
  const [stale, setStale] = useState<FormFailure>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<CorporateNewsBody>({
    resolver: contractResolver(corporateNewsBodySchema),
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
      const form = readRefusal(failure)?.form;
      if (readRefusal(failure)?.status === 409) {
        setStale({ message: form?.text ?? t('errors.internal'), ref: form?.ref, isStale: true });
        return;
      }
      const left = applyServerErrors(failure, setError, fieldOf, t('errors.internal'));
      if (!left) return;
      notifications.show({
        title: t('news.failed'),
        message: showServerMessage(t, { text: left.message, ref: left.ref }),
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

  const link = watch('link') ?? '';
  const texts = { en: watch('texts.en') ?? '', fr: watch('texts.fr') ?? '' };

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
            error={fieldError(errors.link)}
            {...register('link')}
          />
          {(['en', 'fr'] as const).map((language) => (
            <Textarea
              key={language}
              label={t(language === 'en' ? 'news.textEn' : 'news.textFr')}
              withAsterisk
              aria-required
              rows={3}
              resize="vertical"
              lang={language}
              description={
                <Counter
                  length={texts[language].length}
                  max={NEWS_TEXT_MAX_LENGTH}
                  testId={`news-${language}-counter`}
                />
              }
              error={fieldError(errors.texts?.[language])}
              {...register(`texts.${language}`)}
            />
          ))}
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
