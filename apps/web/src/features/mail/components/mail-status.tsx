import type { Mail } from '@label-portal/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './mailbox.module.css';

const COLOURS: Record<Mail['status'], string> = {
  queued: 'blue',
  retrying: 'orange',
  sent: 'teal',
  failed: 'red',
  local: 'gray',
};

/** Sent, queued, retrying (with attempts), failed, or kept here (no SMTP). */
export function MailStatus({ mail }: { mail: Mail }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOURS[mail.status]} variant="light" className={classes.status}>
      {t(`mail.status.${mail.status}`, { attempts: mail.attempts })}
    </Badge>
  );
}
