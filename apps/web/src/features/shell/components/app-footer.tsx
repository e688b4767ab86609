import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TERMS_ROUTE } from '../utils/nav-items';
import classes from './shell.module.css';

const COPYRIGHT_YEAR = 2026;

/** Copyright line, version and the link to the terms of use. */
export function FooterContent() {
  const { t } = useTranslation();
  return (
    <div className={classes.footerInner}>
      <span>{t('footer.copyright', { year: COPYRIGHT_YEAR })}</span>
      <span>{t('footer.version', { version: __APP_VERSION__ })}</span>
      <Anchor component={Link} to={TERMS_ROUTE} size="xs">
        {t('footer.terms')}
      </Anchor>
    </div>
  );
}
