import { AppShell } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FooterContent } from './app-footer';
import { Brand } from './brand';
import { DeferredLanguageSwitch } from './deferred-language-switch';
import classes from './shell.module.css';

/** The shell for visitors who are not signed in: name, language switch, content, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      <AppShell header={{ height: 60 }} padding="lg">
        <AppShell.Header>
          <div className={classes.headerInner}>
            <Brand to="/accounts/login" />
            <div className={classes.headerEnd}>
              <DeferredLanguageSwitch variant="header" />
            </div>
          </div>
        </AppShell.Header>
        <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
          {children}
        </AppShell.Main>
        <footer className={classes.footer}>
          <FooterContent />
        </footer>
      </AppShell>
    </>
  );
}
