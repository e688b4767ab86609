import { zodResolver } from '@hookform/resolvers/zod';
import { mailboxQuerySchema } from '@label-portal/contract';
import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

const filterSchema = mailboxQuerySchema.pick({ recipient: true });
type Filter = { recipient?: string | undefined };

/** The recipient filter (an exact address, any case); an empty field shows every mail. */
export function MailboxFilter({
  recipient,
  onFilter,
}: {
  recipient: string;
  onFilter: (recipient: string) => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Filter>({ resolver: zodResolver(filterSchema), values: { recipient } });

  return (
    <search aria-label={t('mailbox.filterLabel')}>
      <form noValidate onSubmit={handleSubmit((values) => onFilter(values.recipient?.trim() ?? ''))}>
        <Group align="flex-end" gap="sm">
          <TextInput
            type="email"
            autoComplete="off"
            label={t('mailbox.recipient')}
            placeholder={t('mailbox.recipientPlaceholder')}
            style={{ flex: '1 1 260px' }}
            error={errors.recipient?.message ? t(errors.recipient.message, { max: 254 }) : undefined}
            {...register('recipient')}
          />
          <Button type="submit">{t('mailbox.filter')}</Button>
          <Button
            variant="default"
            disabled={!recipient}
            onClick={() => {
              reset({ recipient: '' });
              onFilter('');
            }}
          >
            {t('mailbox.showAll')}
          </Button>
        </Group>
      </form>
    </search>
  );
}
