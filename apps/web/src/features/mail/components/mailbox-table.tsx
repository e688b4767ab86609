import type { Mail } from '@label-portal/contract';
import { Text, UnstyledButton } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dataTableColumns } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/data-table';
import { useLanguage } from '../../../hooks/use-language';
import { formatDateTime } from '../../../lib/format-date';
import { MailStatus } from './mail-status';
import classes from './mailbox.module.css';

/** The mails, newest first; the subject opens the mail. */
export function MailboxTable({
  mails,
  onOpen,
  isLoading,
  empty,
}: {
  mails: Mail[];
  onOpen: (mail: Mail) => void;
  isLoading: boolean;
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns = useMemo(() => {
    const column = dataTableColumns<Mail>();
    return column.columns([
      column.accessor('recipient', {
        header: t('mail.recipient'),
        meta: { wrap: 'anywhere', minWidth: '11rem' },
      }),
      column.accessor('subject', {
        header: t('mail.subject'),
        meta: { minWidth: '14rem' },
        cell: ({ row: { original: mail } }) => (
          <UnstyledButton
            onClick={() => onOpen(mail)}
            c="blue.8"
            td="underline"
            aria-haspopup="dialog"
            fz="sm"
            className={classes.wrap}
          >
            {mail.subject}
          </UnstyledButton>
        ),
      }),
      column.accessor('template', {
        header: t('mail.template'),
        meta: { visibleFrom: 'md', wrap: 'anywhere' },
      }),
      column.accessor('created_at', {
        header: t('mail.created'),
        meta: { wrap: 'nowrap' },
        cell: (info) => formatDateTime(info.getValue(), language),
      }),
      column.accessor('status', {
        header: t('mail.state'),
        meta: { minWidth: '10rem' },
        cell: ({ row: { original: mail } }) => (
          <>
            <MailStatus mail={mail} />
            {mail.status === 'sent' && mail.sent_at ? (
              <Text size="xs" c="dimmed">
                {formatDateTime(mail.sent_at, language)}
              </Text>
            ) : null}
            {mail.last_error && mail.status !== 'sent' ? (
              <Text size="xs" c="red.8" className={classes.wrap} lineClamp={2} title={mail.last_error}>
                {mail.last_error}
              </Text>
            ) : null}
          </>
        ),
      }),
    ]);
  }, [t, language, onOpen]);
  return (
    <DataTable
      label={t('mail.heading')}
      columns={columns}
      data={mails}
      getRowId={(mail) => String(mail.id)}
      isLoading={isLoading}
      loadingLabel={t('mail.loading')}
      empty={empty}
      minWidth={700}
      rowTestId="mailbox-row"
    />
  );
}
