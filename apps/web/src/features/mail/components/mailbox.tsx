import { MAIL_STATUSES, type Mail, type MailStatus } from '@label-portal/contract';
import { Select, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import layout from '../../../components/layout.module.css';
import { PagedListBody } from '../../../components/paged-list-body';
import { usePageTitle } from '../../../hooks/use-page-title';
import { mailboxQueryOptions } from '../api/mailbox';
import { MailView } from './mail-view';
import { MailboxFilter } from './mailbox-filter';
import { MailboxTable } from './mailbox-table';

/**
 * /backoffice/mailbox: every mail the portal wrote, newest first, delivered or not. Without an SMTP
 * server it is where the mails are read (decision 105); "Load more" pages by keyset. A failed
 * mail can be sent again by a holder of backoffice.change_mail (`canResend`, decision 213).
 */
export function Mailbox({ canResend = false }: { canResend?: boolean }) {
  const { t } = useTranslation();
  usePageTitle(t('mail.pageTitle'));
  const [searchParams, setSearchParams] = useSearchParams();
  const recipient = searchParams.get('recipient') ?? '';
  const statusParam = searchParams.get('status');
  const status = MAIL_STATUSES.find((value) => value === statusParam);
  const [openMail, setOpenMail] = useState<Mail | null>(null);
  const list = useInfiniteQuery(mailboxQueryOptions(recipient, status));
  const queryClient = useQueryClient();
  const setFilter = (next: { recipient?: string; status?: MailStatus | undefined }) => {
    const params: Record<string, string> = {};
    const nextRecipient = next.recipient ?? recipient;
    const nextStatus = 'status' in next ? next.status : status;
    if (nextRecipient) params.recipient = nextRecipient;
    if (nextStatus) params.status = nextStatus;
    setSearchParams(params);
  };
  const mails = useMemo(() => list.data?.pages.flatMap((page) => page.results) ?? [], [list.data]);
  const delivery = list.data?.pages[0]?.delivery;

  return (
    <Stack gap="lg" className={layout.page}>
      <Title order={1}>{t('mail.heading')}</Title>
      {delivery ? (
        <Text c="dimmed">{delivery === 'local' ? t('mail.deliveryLocal') : t('mail.deliverySmtp')}</Text>
      ) : null}
      <MailboxFilter recipient={recipient} onFilter={(next) => setFilter({ recipient: next })}>
        <Select
          label={t('mail.statusFilter')}
          data={[
            { value: '', label: t('mail.anyStatus') },
            ...MAIL_STATUSES.map((value) => ({ value, label: t(`mail.statusName.${value}`) })),
          ]}
          value={status ?? ''}
          allowDeselect={false}
          onChange={(value) => setFilter({ status: MAIL_STATUSES.find((item) => item === value) })}
          w={200}
          data-testid="mailbox-status-filter"
        />
      </MailboxFilter>
      <PagedListBody list={list} loadMoreLabel={t('mail.loadMore')}>
        <MailboxTable
          mails={mails}
          onOpen={setOpenMail}
          isLoading={list.isPending}
          empty={
            <Text aria-live="polite">{recipient ? t('mail.noneFor', { recipient }) : t('mail.none')}</Text>
          }
        />
      </PagedListBody>
      <MailView
        mail={openMail}
        onClose={() => setOpenMail(null)}
        canResend={canResend}
        onResent={(mail) => {
          setOpenMail(mail);
          void queryClient.invalidateQueries({ queryKey: ['backoffice', 'mailbox'] });
        }}
      />
    </Stack>
  );
}
