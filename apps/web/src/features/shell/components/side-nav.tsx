import { Divider, NavLink as MantineNavLink, Stack, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconLogout, IconMail, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AUTHENTICATION_SERVICE_URL, CONTACT_ROUTE } from '../utils/nav-items';
import { DeferredLanguageSwitch } from './deferred-language-switch';
import classes from './shell.module.css';

interface SideNavProps {
  onLogout: () => void;
  logoutPending: boolean;
}

/** Authentication service (external), Contact, the language switch and Logout. */
export function SideNav({ onLogout, logoutPending }: SideNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const contactActive = pathname.startsWith('/contact/');

  return (
    <Stack gap={4}>
      <ul className={classes.navList}>
        <li>
          <MantineNavLink
            component="a"
            href={AUTHENTICATION_SERVICE_URL}
            target="_blank"
            rel="noopener noreferrer"
            label={
              <>
                {t('nav.authenticationService')}
                <VisuallyHidden> {t('nav.opensInNewTab')}</VisuallyHidden>
              </>
            }
            leftSection={<IconShieldCheck size={18} aria-hidden />}
            rightSection={<IconExternalLink size={14} aria-hidden />}
          />
        </li>
        <li>
          <MantineNavLink
            component={Link}
            to={CONTACT_ROUTE}
            label={t('nav.contact')}
            active={contactActive}
            aria-current={contactActive ? 'page' : undefined}
            leftSection={<IconMail size={18} aria-hidden />}
          />
        </li>
      </ul>
      <Divider my="xs" />
      <div className={classes.languageField}>
        <DeferredLanguageSwitch variant="navbar" />
      </div>
      <Divider my="xs" />
      <MantineNavLink
        component="button"
        type="button"
        onClick={onLogout}
        disabled={logoutPending}
        label={t('nav.logout')}
        leftSection={<IconLogout size={18} aria-hidden />}
      />
    </Stack>
  );
}
