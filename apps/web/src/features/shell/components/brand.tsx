import { ThemeIcon } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './shell.module.css';

/** The portal's name, linking to its start page. */
export function Brand({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={classes.brand}>
      <ThemeIcon size="md" radius="sm" aria-hidden>
        <IconShieldCheck size={18} />
      </ThemeIcon>
      <span>{t('app.name')}</span>
    </Link>
  );
}
