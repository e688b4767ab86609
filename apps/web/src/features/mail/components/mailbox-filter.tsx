import { mailboxQuerySchema } from '@label-portal/contract';
import { Button, Group, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractResolver } from '../../../lib/contract-form';

const filterSchema = mailboxQuerySchema.pick({ recipient: true });
type Filter = { recipient?: string | undefined };

/**
 * The filter bar: the recipient (an exact address, any case; empty shows every mail), then
 * `children` (the status select, applied at once), then the buttons, in one row that wraps
 * control by control on a narrow screen like the other back-office filter bars.
 */
export function MailboxFilter({
  recipient,
  onFilter,
  children,
}: {
  recipient: string;
  onFilter: (recipient: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Filter>({ resolver: contractResolver(filterSchema), values: { recipient } });

  return (
    <search aria-label={t('mail.filterLabel')}>
      <form noValidate onSubmit={handleSubmit((values) => onFilter(values.recipient?.trim() ?? ''))}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="email"
            autoComplete="off"
            label={t('mail.recipient')}
            placeholder={t('mail.recipientPlaceholder')}
            style={{ flex: '1 1 14rem' }}
            error={errors.recipient?.message ? t(errors.recipient.message, { max: 254 }) : undefined}
            {...register('recipient')}
          />
          {children}
          <Group gap="sm" wrap="nowrap">
            <Button type="submit">{t('mail.filter')}</Button>
            <Button
              variant="default"
              disabled={!recipient}
              onClick={() => {
                reset({ recipient: '' });
                onFilter('');
              }}
            >
              {t('mail.showAll')}
            </Button>
          </Group>
        </Group>
      </form>
    </search>
  );
}
