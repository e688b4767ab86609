import { ActionIcon, Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AddressBlock } from '../../../components/address-block';
import { countPendingRolls, type PendingEntry } from '../utils/pending-distributions';
import type { SendErrors } from '../utils/send-errors';
import classes from './distribution.module.css';

/**
 * The distributions added and not yet sent: each with its recipient, comment and rolls, REMOVE
 * (its rolls come back to the available list) and a roll's own remove; SEND saves them all. The
 * server's messages show on the distribution and roll they concern.
 */
export function PendingDistributions({
  entries,
  errors,
  isSending,
  onRemove,
  onRemoveRoll,
  onSend,
}: {
  entries: readonly PendingEntry[];
  errors: SendErrors | null;
  isSending: boolean;
  onRemove: (entryId: string) => void;
  onRemoveRoll: (entryId: string, rollPk: number) => void;
  onSend: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="distribution-pending">
      <Title order={2} size="h3" id="distribution-pending">
        {t('distribution.redistribution.pendingHeading')}
      </Title>
      {errors && errors.form.length > 0 && (
        <Alert color="red" variant="light" role="alert" title={t('distribution.redistribution.failed')}>
          {errors.form.map((message) => (
            <Text key={message} size="sm">
              {message}
            </Text>
          ))}
        </Alert>
      )}
      {entries.length === 0 ? (
        <Text>{t('distribution.redistribution.pendingNone')}</Text>
      ) : (
        <Stack component="ul" gap="sm" className={classes.plainList}>
          {entries.map((entry) => {
            const entryErrors = errors?.entries[entry.id];
            const name = entry.recipient.company_name;
            return (
              <Paper
                component="li"
                key={entry.id}
                withBorder
                p="md"
                radius="md"
                aria-label={t('distribution.redistribution.pendingEntry', { name })}
                data-testid="pending-distribution"
              >
                <Stack gap="xs">
                  <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                    <AddressBlock address={entry.recipient} emptyText="" />
                    <Button
                      size="sm"
                      variant="default"
                      color="red"
                      onClick={() => onRemove(entry.id)}
                      aria-label={t('distribution.redistribution.removeAria', { name })}
                      disabled={isSending}
                    >
                      {t('distribution.redistribution.remove')}
                    </Button>
                  </Group>
                  {entryErrors?.recipient && (
                    <Text size="sm" c="red.8" role="alert">
                      {entryErrors.recipient}
                    </Text>
                  )}
                  {entry.comment && (
                    <Text size="sm" className={classes.wrap}>
                      {t('distribution.redistribution.commentIs', { comment: entry.comment })}
                    </Text>
                  )}
                  {entryErrors?.comment && (
                    <Text size="sm" c="red.8" role="alert">
                      {entryErrors.comment}
                    </Text>
                  )}
                  <Text size="sm" fw={600}>
                    {t('distribution.redistribution.rollCount', { count: entry.rolls.length })}
                  </Text>
                  {entryErrors?.rollsOverall && (
                    <Text size="sm" c="red.8" role="alert">
                      {entryErrors.rollsOverall}
                    </Text>
                  )}
                  <List size="sm" spacing={4} listStyleType="none" className={classes.rollList}>
                    {entry.rolls.map((roll) => (
                      <List.Item key={roll.pk}>
                        <Group gap={6} wrap="nowrap" align="center">
                          <ActionIcon
                            size="sm"
                            variant="subtle"
                            color="gray"
                            onClick={() => onRemoveRoll(entry.id, roll.pk)}
                            aria-label={t('distribution.redistribution.removeRoll', {
                              spoolNo: roll.spool_no,
                            })}
                            disabled={isSending}
                          >
                            <IconX size={14} aria-hidden />
                          </ActionIcon>
                          <Text size="sm" className={classes.wrap}>
                            {roll.spool_no} — {roll.product_group}, {roll.customer_reference}
                          </Text>
                        </Group>
                        {entryErrors?.rolls[roll.pk] && (
                          <Text size="sm" c="red.8" role="alert" ml={30}>
                            {entryErrors.rolls[roll.pk]}
                          </Text>
                        )}
                      </List.Item>
                    ))}
                  </List>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
      {entries.length > 0 && (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm">
            {t('distribution.redistribution.summary', {
              distributions: entries.length,
              rolls: countPendingRolls(entries),
            })}
          </Text>
          <Button onClick={onSend} loading={isSending}>
            {t('distribution.redistribution.send')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
