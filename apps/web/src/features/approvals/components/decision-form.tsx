import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ApprovalFeedbackForm,
  approvalFeedbackFormSchema,
  FEEDBACK_MAX_LENGTH,
} from '@label-portal/contract';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface DecisionFormProps {
  /** The label of the feedback field. */
  feedbackLabel: string;
  isPending: boolean;
  onDecide: (decision: { approved: boolean; feedback: string }) => void;
}

/** APPROVE, or REJECT with an optional feedback (at most 300 characters, with a counter). */
export function DecisionForm({ feedbackLabel, isPending, onDecide }: DecisionFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ApprovalFeedbackForm>({
    resolver: zodResolver(approvalFeedbackFormSchema),
    defaultValues: { feedback: '' },
  });
  const length = watch('feedback').length;
  const isTooLong = length > FEEDBACK_MAX_LENGTH;
  const decide = (approved: boolean) =>
    handleSubmit((values) => onDecide({ approved, feedback: approved ? '' : values.feedback }));

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
            onClick={decide(true)}
          >
            {t('approvals.approve')}
          </Button>
          <Button
            type="button"
            color="red"
            variant="outline"
            leftSection={<IconX size={16} aria-hidden />}
            disabled={isPending}
            onClick={decide(false)}
          >
            {t('approvals.reject')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
