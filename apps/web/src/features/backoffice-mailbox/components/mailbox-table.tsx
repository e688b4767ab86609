import type { Mail } from '@label-portal/contract';
import { Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { formatDateTime } from '../../../lib/format-date';
import { MailStatus } from './mail-status';
import classes from './mailbox.module.css';

/** The mails, newest first; the subject opens the mail. */
export function MailboxTable({ mails, onOpen }: { mails: Mail[]; onOpen: (mail: Mail) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Table.ScrollContainer minWidth={700} className={classes.tableScroll}>
      <Table striped highlightOnHover aria-label={t('mailbox.heading')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('mailbox.recipient')}</Table.Th>
            <Table.Th className={classes.subject}>{t('mailbox.subject')}</Table.Th>
            <Table.Th visibleFrom="md">{t('mailbox.template')}</Table.Th>
            <Table.Th>{t('mailbox.created')}</Table.Th>
            <Table.Th>{t('mailbox.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mails.map((mail) => (
            <Table.Tr key={mail.id} data-testid="mailbox-row">
              <Table.Td className={classes.wrap}>{mail.recipient}</Table.Td>
              <Table.Td className={classes.wrap}>
                <UnstyledButton
                  onClick={() => onOpen(mail)}
                  c="blue.8"
                  td="underline"
                  aria-haspopup="dialog"
                  fz="sm"
                >
                  {mail.subject}
                </UnstyledButton>
              </Table.Td>
              <Table.Td className={classes.wrap} visibleFrom="md">
                {mail.template}
              </Table.Td>
              <Table.Td className={classes.nowrap}>{formatDateTime(mail.created_at, language)}</Table.Td>
              <Table.Td>
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
