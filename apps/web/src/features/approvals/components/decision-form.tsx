import {
  type ApprovalFeedbackForm,
  approvalFeedbackFormSchema,
  FEEDBACK_MAX_LENGTH,
} from '@label-portal/contract';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { contractResolver } from '../../../lib/contract-form';

interface DecisionFormProps {
  /** The label of the feedback field. */
  feedbackLabel: string;
  /** What a rejection does, asked before it is sent (a rejection deletes: decision 303). */
  rejectQuestion: string;
  isPending: boolean;
  onDecide: (decision: { approved: boolean; feedback: string }) => void;
}

/**
 * APPROVE, or REJECT with an optional feedback (at most 300 characters, with a counter). REJECT
 * deletes what it rejects, so it asks first, as Activate does.
 */
export function DecisionForm({ feedbackLabel, rejectQuestion, isPending, onDecide }: DecisionFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ApprovalFeedbackForm>({
    resolver: contractResolver(approvalFeedbackFormSchema),
    defaultValues: { feedback: '' },
  });
  const length = watch('feedback').length;
  const isTooLong = length > FEEDBACK_MAX_LENGTH;
  const [rejection, setRejection] = useState<string | null>(null);
  const approve = handleSubmit(() => onDecide({ approved: true, feedback: '' }));
  const askToReject = handleSubmit((values) => setRejection(values.feedback));

  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate>
      <Stack gap="md" maw={640}>
        <Textarea
          label={feedbackLabel}
          rows={4}
          {...register('feedback')}
          description={
            <span
              aria-live="polite"
              data-testid="feedback-counter"
              style={isTooLong ? { color: 'var(--mantine-color-error)' } : undefined}
            >
              {t('approvals.feedbackCounter', { count: length, max: FEEDBACK_MAX_LENGTH })}
            </span>
          }
          error={
            errors.feedback?.message ? t(errors.feedback.message, { max: FEEDBACK_MAX_LENGTH }) : undefined
          }
        />
        <Group gap="sm">
          <Button
            type="button"
            color="teal"
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={isPending}
            onClick={approve}
          >
            {t('approvals.approve')}
          </Button>
          <Button
            type="button"
            color="red"
            variant="outline"
            leftSection={<IconX size={16} aria-hidden />}
            disabled={isPending}
            onClick={askToReject}
          >
            {t('approvals.reject')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={rejection !== null}
        title={t('approvals.rejectTitle')}
        confirmLabel={t('approvals.reject')}
        cancelLabel={t('approvals.cancel')}
        onConfirm={() => {
          if (rejection !== null) onDecide({ approved: false, feedback: rejection });
          setRejection(null);
        }}
        onCancel={() => setRejection(null)}
      >
        {rejectQuestion}
      </ConfirmDialog>
    </form>
  );
}
