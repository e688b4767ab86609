import {
  type ContactMessageBody,
  contactMessageBodySchema,
  maxLengthOf,
  NOTIFICATION_DURATION_MS,
} from '@label-portal/contract';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAddressBook, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFieldError } from '../../../hooks/use-field-error';
import { usePageTitle } from '../../../hooks/use-page-title';
import { applyServerErrors, contractResolver, type FormFailure } from '../../../lib/contract-form';
import { useServerMessage } from '../../../lib/server-messages';
import { sendContactMessage } from '../api/contact';

const CONTACT_INFORMATION_PATH = '/contact/contact_information';

const EMPTY: ContactMessageBody = { topic: '', text: '' };
const TOPIC_MAX_LENGTH = maxLengthOf(contactMessageBodySchema.shape.topic);
const TEXT_MAX_LENGTH = maxLengthOf(contactMessageBodySchema.shape.text);
const FIELDS = new Set(['topic', 'text']);

/**
 * /contact/contact: a message to customer service (topic and text, the text with a counter),
 * checked with the contract's schema; the server's field messages land on their fields, a refusal
 * of the whole message (too many messages) shows above SEND. Sent: a notice, the form empties.
 */
export function ContactForm() {
  const { t } = useTranslation();
  usePageTitle(t('contact.title'));
  const showMessage = useServerMessage();
  const fieldError = useFieldError();
  const [formError, setFormError] = useState<FormFailure>();
  const [sentCount, setSentCount] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    setFocus,
    formState: { errors },
  } = useForm<ContactMessageBody>({
    resolver: contractResolver(contactMessageBodySchema),
    defaultValues: EMPTY,
  });
  const send = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      reset(EMPTY);
      notifications.show({ message: t('contact.sent'), color: 'teal', autoClose: NOTIFICATION_DURATION_MS });
      setSentCount((count) => count + 1);
    },
    onError: (failure) => {
      const fieldOf = (path: string) => (FIELDS.has(path) ? path : undefined);
      setFormError(applyServerErrors(failure, setError, fieldOf, t('errors.internal')));
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
              maxLength={TOPIC_MAX_LENGTH}
              error={fieldError(errors.topic)}
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
                  style={length > TEXT_MAX_LENGTH ? { color: 'var(--mantine-color-error)' } : undefined}
                >
                  {t('contact.counter', { count: length, max: TEXT_MAX_LENGTH })}
                </span>
              }
              error={fieldError(errors.text)}
              {...register('text')}
            />
            {formError && (
              <Alert color="red" variant="light" role="alert">
                {showMessage({ text: formError.message, ref: formError.ref })}
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
