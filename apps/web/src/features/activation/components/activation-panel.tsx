import { ACTIVATION_ID_MAX_LENGTH, type ActivationBody, type ActivationResult } from '@label-portal/contract';
import { Alert, Button, List, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../hooks/use-field-error';
import { usePageTitle } from '../../../hooks/use-page-title';
import { applyServerErrors, type FormFailure } from '../../../lib/contract-form';
import { useServerMessage } from '../../../lib/server-messages';
import { activateLabels } from '../api/activate-labels';
import { type ActivationFormValues, resolveActivationForm } from '../utils/identifier-list';

const EMPTY: ActivationFormValues = { label_ids: '', spool_nos: '', order_ids: '' };
const FIELDS = ['label_ids', 'spool_nos', 'order_ids'] as const;
const UNKNOWN_OF = {
  label_ids: 'unknown_label_ids',
  spool_nos: 'unknown_spool_nos',
  order_ids: 'unknown_order_ids',
} as const;

/**
 * /backoffice/activation: staff paste label ids, spool numbers or order ids and activate their
 * labels (the integration call's rules: idempotent, at most 10,000 identifiers); the result counts
 * activated, already active and unknown identifiers, and lists the unknown ones.
 */
export function ActivationPanel() {
  const { t } = useTranslation();
  usePageTitle(t('activation.activate.title'));
  const showMessage = useServerMessage();
  const [formError, setFormError] = useState<FormFailure>();
  const [result, setResult] = useState<ActivationResult>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ActivationFormValues, unknown, ActivationBody>({
    resolver: resolveActivationForm,
    defaultValues: EMPTY,
  });
  const activation = useMutation({
    mutationFn: activateLabels,
    onSuccess: (answer) => setResult(answer),
    onError: (failure) => {
      const fieldOf = (path: string) => FIELDS.find((field) => field === path);
      setFormError(applyServerErrors(failure, setError, fieldOf, t('errors.internal')));
    },
  });
  const submit = handleSubmit((body) => {
    setFormError(undefined);
    setResult(undefined);
    activation.mutate(body);
  });
  // An identifier's message: its longest length (the resolver splits the lists, so no limits are kept).
  const fieldError = useFieldError({ max: ACTIVATION_ID_MAX_LENGTH });
  const messageOf = (field: (typeof FIELDS)[number]) => fieldError(errors[field]);

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{t('activation.activate.heading')}</Title>
      <Text>{t('activation.activate.intro')}</Text>
      <form onSubmit={submit} noValidate aria-label={t('activation.activate.heading')}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {FIELDS.map((field) => (
              <Textarea
                key={field}
                label={t(`activation.activate.${field}`)}
                description={t('activation.activate.onePerLine')}
                autosize
                minRows={4}
                maxRows={12}
                spellCheck={false}
                error={messageOf(field)}
                {...register(field)}
              />
            ))}
          </SimpleGrid>
          {formError && (
            <Alert color="red" role="alert">
              {showMessage({ text: formError.message, ref: formError.ref })}
            </Alert>
          )}
          <Button type="submit" loading={activation.isPending} w="fit-content">
            {t('activation.activate.submit')}
          </Button>
        </Stack>
      </form>
      {result && (
        <Paper withBorder p="md" data-testid="activation-result" role="status">
          <Stack gap="xs">
            <Title order={2} size="h3">
              {t('activation.activate.resultHeading')}
            </Title>
            <Text>{t('activation.activate.activated', { count: result.activated })}</Text>
            <Text>{t('activation.activate.alreadyActive', { count: result.already_active })}</Text>
            <Text>{t('activation.activate.unknown', { count: result.unknown })}</Text>
            {FIELDS.filter((field) => result[UNKNOWN_OF[field]].length > 0).map((field) => (
              <div key={field}>
                <Text fw={600} size="sm">
                  {t(`activation.activate.unknownOf.${field}`)}
                </Text>
                <List size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {result[UNKNOWN_OF[field]].map((id) => (
                    <List.Item key={id}>{id}</List.Item>
                  ))}
                </List>
              </div>
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
