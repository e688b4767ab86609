import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_TEXT_MAX_LENGTH,
  CONTACT_TOPIC_MAX_LENGTH,
  type ContactMessageBody,
  contactMessageBodySchema,
  formErrorOf,
  NOTIFICATION_DURATION_MS,
} from '@label-portal/contract';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAddressBook, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError } from '../../../lib/api-client';
import { sendContactMessage } from '../api/contact';

const CONTACT_INFORMATION_PATH = '/contact/contact_information';

const EMPTY: ContactMessageBody = { topic: '', text: '' };

/**
 * /contact/contact: a message to customer service (topic and text, the text with a counter),
 * checked with the contract's schema; the server's field messages land on their fields, a refusal
 * of the whole message (too many messages) shows above SEND. Sent: a notice, the form empties.
 */
export function ContactForm() {
  const { t } = useTranslation();
  usePageTitle(t('contact.title'));
  const [formError, setFormError] = useState<string>();
  const [sentCount, setSentCount] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    setFocus,
    formState: { errors },
  } = useForm<ContactMessageBody>({ resolver: zodResolver(contactMessageBodySchema), defaultValues: EMPTY });
  const send = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      reset(EMPTY);
      notifications.show({ message: t('contact.sent'), color: 'teal', autoClose: NOTIFICATION_DURATION_MS });
      setSentCount((count) => count + 1);
    },
    onError: (failure) => {
      const reply = failure instanceof ApiError ? failure.reply : undefined;
      let isOnField = false;
      for (const field of ['topic', 'text'] as const) {
        const messages = reply?.errors?.[field];
        if (Array.isArray(messages) && typeof messages[0] === 'string') {
          setError(field, { type: 'server', message: messages[0] });
          isOnField = true;
        }
      }
      if (!isOnField) setFormError(formErrorOf(reply) ?? t('errors.internal'));
    },
  });
  // Sent: back to the topic for the next message (SEND lost the focus while it was busy).
  useEffect(() => {
    if (sentCount > 0) setFocus('topic');
  }, [sentCount, setFocus]);
  const submit = handleSubmit((values) => {
    setFormError(undefined);
    send.mutate(values);
  });
  const messageOf = (error: FieldError | undefined, max: number) => {
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(error.message, { max });
  };
  const length = (watch('text') ?? '').length;

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('contact.title')}</Title>
      <Text>{t('contact.intro')}</Text>
      <Paper withBorder p="md" radius="md">
        <form onSubmit={submit} noValidate aria-label={t('contact.formLabel')}>
          <Stack gap="md">
            <TextInput
              label={t('contact.topic')}
              withAsterisk
              aria-required
              maxLength={CONTACT_TOPIC_MAX_LENGTH}
              error={messageOf(errors.topic, CONTACT_TOPIC_MAX_LENGTH)}
              {...register('topic')}
            />
            <Textarea
              label={t('contact.text')}
              withAsterisk
              aria-required
              rows={8}
              resize="vertical"
              description={
                <span
                  aria-live="polite"
                  data-testid="contact-text-counter"
                  style={
                    length > CONTACT_TEXT_MAX_LENGTH ? { color: 'var(--mantine-color-error)' } : undefined
                  }
                >
                  {t('contact.counter', { count: length, max: CONTACT_TEXT_MAX_LENGTH })}
                </span>
              }
              error={messageOf(errors.text, CONTACT_TEXT_MAX_LENGTH)}
              {...register('text')}
            />
            {formError && (
              <Alert color="red" variant="light" role="alert">
                {formError}
              </Alert>
            )}
            <Group justify="space-between" gap="sm">
              <Anchor component={Link} to={CONTACT_INFORMATION_PATH} size="sm">
                <Group gap={6} component="span" wrap="nowrap">
                  <IconAddressBook size={16} aria-hidden />
                  {t('contact.informationLink')}
                </Group>
              </Anchor>
              <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} aria-hidden />}>
                {t('contact.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
