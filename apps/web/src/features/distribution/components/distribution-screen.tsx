import {
  distributionListBodySchema,
  maxLengthOf,
  NOTIFICATION_DURATION_MS,
  type Spool,
} from '@label-portal/contract';
import { Alert, Anchor, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import layout from '../../../components/layout.module.css';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError } from '../../../lib/api-client';
import { useServerMessage } from '../../../lib/server-messages';
import { useCurrentAccount } from '../../auth';
import { ownAddressesQueryOptions } from '../../profile';
import { sendDistributions } from '../api/send-distributions';
import { pendingActions, usePendingDistributions } from '../hooks/use-pending-distributions';
import { DISTRIBUTION_PATHS } from '../utils/paths';
import {
  type AddRefusal,
  type PendingEntry,
  type PendingRecipient,
  pendingRollOf,
  pendingRollPks,
  refusalOfAdd,
  sendBodyOf,
} from '../utils/pending-distributions';
import { type SendErrors, sendErrorsOf } from '../utils/send-errors';
import { DistributionHistory } from './distribution-history';
import { PendingDistributions } from './pending-distributions';
import { SpoolPicker } from './spool-picker';

function recipientLabel(recipient: PendingRecipient): string {
  return `${recipient.company_name} — ${recipient.street_address}, ${recipient.postal_code} ${recipient.city}`;
}

/**
 * /distribution/distribution: pick an approved recipient address, tick rolls, ADD DISTRIBUTION
 * (the recipient resets; the rolls leave the available list; the same recipient again merges),
 * REMOVE gives rolls back, SEND saves every distribution at once (accounts-and-site.md section 4).
 * Below, the sent redistributions.
 */
export function DistributionScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('distribution.redistribution.title'));
  const queryClient = useQueryClient();
  const account = useCurrentAccount();
  const pending = usePendingDistributions(account.data?.pk);
  const addresses = useQuery(ownAddressesQueryOptions(language));
  const recipients: PendingRecipient[] = (addresses.data?.addresses ?? [])
    .filter((address) => address.category === 'DISTRIBUTION' && address.state === 'APPROVED')
    .map(
      ({ pk, company_name, street_address, address_details, postal_code, city, country, country_code }) => ({
        pk,
        company_name,
        street_address,
        address_details,
        postal_code,
        city,
        country,
        country_code,
      }),
    );

  const [recipientPk, setRecipientPk] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [selected, setSelected] = useState<Map<number, Spool>>(new Map());
  const [refusal, setRefusal] = useState<AddRefusal | null>(null);
  // The refused send as it came, read while rendering: its messages follow a language switch (316).
  const [sendFailure, setSendFailure] = useState<{ failure: unknown; sent: PendingEntry[] } | null>(null);
  const showServerMessage = useServerMessage();
  const sendErrors: SendErrors | null = sendFailure
    ? sendFailure.failure instanceof ApiError && sendFailure.failure.reply
      ? sendErrorsOf(sendFailure.failure, sendFailure.sent, showServerMessage)
      : { form: [t('errors.internal')], entries: {} }
    : null;
  const recipient = recipients.find((item) => String(item.pk) === recipientPk) ?? null;

  const add = () => {
    const refused = refusalOfAdd(pending.entries, recipient?.pk ?? null, selected.size);
    setRefusal(refused);
    if (refused || !recipient) return;
    pendingActions.add(recipient, comment, [...selected.values()].map(pendingRollOf));
    setRecipientPk(null);
    setComment('');
    setSelected(new Map());
  };

  const send = useMutation({
    mutationFn: (sent: { entries: readonly PendingEntry[]; key: string }) =>
      sendDistributions(sendBodyOf(sent.entries), sent.key),
    onSuccess: () => {
      pendingActions.sent();
      setSendFailure(null);
      notifications.show({
        message: t('distribution.redistribution.sent'),
        color: 'teal',
        autoClose: NOTIFICATION_DURATION_MS,
      });
    },
    onError: (failure, sent) => {
      setSendFailure({ failure, sent: [...sent.entries] });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['distribution'] }),
  });

  const startSend = () => {
    if (pending.entries.length === 0 || !pending.idempotencyKey) return;
    setSendFailure(null);
    send.mutate({ entries: pending.entries, key: pending.idempotencyKey });
  };

  return (
    <Stack gap="lg" className={layout.page}>
      <Title order={1}>{t('distribution.redistribution.title')}</Title>
      <Text>{t('distribution.redistribution.intro')}</Text>
      <Paper component="section" withBorder p="md" radius="md" aria-labelledby="distribution-new">
        <Stack gap="sm">
          <Title order={2} size="h3" id="distribution-new">
            {t('distribution.redistribution.newHeading')}
          </Title>
          <Select
            label={t('distribution.redistribution.recipient')}
            placeholder={t('distribution.redistribution.recipientPlaceholder')}
            data={recipients.map((item) => ({ value: String(item.pk), label: recipientLabel(item) }))}
            value={recipientPk}
            onChange={(value) => {
              setRecipientPk(value);
              setRefusal(null);
            }}
            searchable
            clearable
            nothingFoundMessage={t('distribution.redistribution.noRecipientMatch')}
            withAsterisk
            aria-required
            maw={640}
          />
          {addresses.isSuccess && recipients.length === 0 && (
            <Text size="sm">
              {t('distribution.redistribution.noRecipients')}{' '}
              <Anchor component={Link} to={DISTRIBUTION_PATHS.addressList}>
                {t('distribution.tabs.addressList')}
              </Anchor>
            </Text>
          )}
          <SpoolPicker
            excluded={pendingRollPks(pending.entries)}
            selected={selected}
            onChange={(next) => {
              setSelected(next);
              setRefusal(null);
            }}
          />
          <TextInput
            label={t('distribution.redistribution.comment')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={maxLengthOf(
              distributionListBodySchema.shape.distribution_entries.element.shape.comment,
            )}
            maw={640}
          />
          {refusal && (
            <Alert color="red" variant="light" role="alert">
              {t(`distribution.redistribution.refusals.${refusal}`)}
            </Alert>
          )}
          <Group>
            <Button onClick={add}>{t('distribution.redistribution.add')}</Button>
          </Group>
        </Stack>
      </Paper>
      <PendingDistributions
        entries={pending.entries}
        errors={sendErrors}
        isSending={send.isPending}
        onRemove={(entryId) => pendingActions.remove(entryId)}
        onRemoveRoll={(entryId, rollPk) => pendingActions.removeRoll(entryId, rollPk)}
        onSend={startSend}
      />
      <DistributionHistory />
    </Stack>
  );
}
