import { type Mail, NOTIFICATION_DURATION_MS } from '@label-portal/contract';
import { Anchor, Button, Group, Modal, Stack, Table, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { formatDateTime } from '../../../lib/format-date';
import { readRefusal, showServerMessage } from '../../../lib/server-messages';
import { resendMail } from '../api/mailbox';
import { framedMailHtml, splitLinks } from '../utils/mail-html';
import { MailStatus } from './mail-status';
import classes from './mailbox.module.css';

/** The text part with its links clickable (new tab). */
function TextPart({ text }: { text: string }) {
  return (
    <pre className={classes.textPart} data-testid="mail-text">
      {splitLinks(text).map((piece, index) =>
        piece.isLink ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, never reordered
          <Anchor key={index} href={piece.text} target="_blank" rel="noopener noreferrer">
            {piece.text}
          </Anchor>
        ) : (
          piece.text
        ),
      )}
    </pre>
  );
}

/**
 * One mail: its headers, the HTML part in a sandboxed frame (no scripts, no access to the portal;
 * links open in a new tab) and the text part.
 */
export function MailView({
  mail,
  onClose,
  canResend = false,
  onResent = () => {},
}: {
  mail: Mail | null;
  onClose: () => void;
  /** The user holds backoffice.change_mail: a failed mail shows "Send again". */
  canResend?: boolean;
  onResent?: (mail: Mail) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const resend = useMutation({
    mutationFn: (pk: number) => resendMail(pk),
    onSuccess: (queued) => {
      notifications.show({
        message: t('mail.resent'),
        color: 'teal',
        autoClose: NOTIFICATION_DURATION_MS,
      });
      onResent(queued);
    },
    onError: (error) => {
      notifications.show({
        title: t('mail.resendFailed'),
        message: showServerMessage(t, readRefusal(error)?.form) ?? t('errors.internal'),
        color: 'red',
      });
    },
  });
  return (
    <Modal
      opened={mail !== null}
      onClose={onClose}
      title={mail?.subject ?? ''}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {mail ? (
        <Stack gap="md">
          <Table variant="vertical" withTableBorder layout="fixed">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={160}>{t('mail.recipient')}</Table.Th>
                <Table.Td className={classes.wrap}>{mail.recipient}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('mail.template')}</Table.Th>
                <Table.Td className={classes.wrap}>
                  {mail.template} ({mail.language})
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('mail.created')}</Table.Th>
                <Table.Td>{formatDateTime(mail.created_at, language)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('mail.state')}</Table.Th>
                <Table.Td>
                  <MailStatus mail={mail} /> {mail.sent_at ? formatDateTime(mail.sent_at, language) : null}
                  {mail.next_attempt_at
                    ? t('mail.nextAttempt', { at: formatDateTime(mail.next_attempt_at, language) })
                    : null}
                </Table.Td>
              </Table.Tr>
              {mail.last_error ? (
                <Table.Tr>
                  <Table.Th>{t('mail.lastError')}</Table.Th>
                  <Table.Td className={classes.wrap}>{mail.last_error}</Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          </Table>
          {canResend && mail.status === 'failed' ? (
            <Group>
              <Button
                onClick={() => resend.mutate(mail.id)}
                loading={resend.isPending}
                data-testid="mail-resend"
              >
                {t('mail.resend')}
              </Button>
              <Text size="sm" c="dimmed">
                {t('mail.resendHint')}
              </Text>
            </Group>
          ) : null}
          <Tabs defaultValue={mail.body_html ? 'html' : 'text'} keepMounted={false}>
            <Tabs.List>
              {mail.body_html ? <Tabs.Tab value="html">{t('mail.htmlPart')}</Tabs.Tab> : null}
              <Tabs.Tab value="text">{t('mail.textPart')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="html" pt="sm">
              <iframe
                className={classes.htmlFrame}
                title={t('mail.htmlFrameTitle', { subject: mail.subject })}
                sandbox="allow-popups allow-popups-to-escape-sandbox"
                referrerPolicy="no-referrer"
                srcDoc={framedMailHtml(mail.body_html)}
              />
            </Tabs.Panel>
            <Tabs.Panel value="text" pt="sm">
              <TextPart text={mail.body_text} />
            </Tabs.Panel>
          </Tabs>
          {mail.body_html ? null : <Text c="dimmed">{t('mail.noHtml')}</Text>}
        </Stack>
      ) : null}
    </Modal>
  );
}
