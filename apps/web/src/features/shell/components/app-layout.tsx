import { AppShell, Burger, Divider } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FooterContent } from './app-footer';
import { Brand } from './brand';
import { MainNav } from './main-nav';
import classes from './shell.module.css';
import { SideNav } from './side-nav';

/** Widest window (px) in which the side navigation collapses into the burger menu. */
export const BURGER_MAX_WIDTH_PX = 768;
const NAVBAR_ID = 'side-navigation';

interface AppLayoutProps {
  permissions: readonly string[];
  onLogout: () => void;
  logoutPending: boolean;
  children: ReactNode;
}

/** The signed-in shell: header with the main navigation, side navigation, main content, footer. */
export function AppLayout({ permissions, onLogout, logoutPending, children }: AppLayoutProps) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const isNarrow = useMediaQuery(`(max-width: ${BURGER_MAX_WIDTH_PX / 16}em)`, false, {
    getInitialValueInEffect: false,
  });
  const burgerRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page changes.
  useEffect(() => close(), [pathname, close]);
  useEffect(() => {
    if (!isNarrow) close();
  }, [isNarrow, close]);

  // While the menu covers the page (narrow windows), what lies behind it cannot take the focus, and
  // Escape closes it wherever the focus is, back on the menu button.
  const isCovering = isNarrow && opened;
  useEffect(() => {
    if (!isCovering) return;
    const closeWithEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      burgerRef.current?.focus();
    };
    window.addEventListener('keydown', closeWithEscape);
    return () => window.removeEventListener('keydown', closeWithEscape);
  }, [isCovering, close]);

  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 270, breakpoint: BURGER_MAX_WIDTH_PX + 1, collapsed: { mobile: !opened } }}
        padding="lg"
      >
        <AppShell.Header>
          <div className={classes.headerInner}>
            <Burger
              ref={burgerRef}
              opened={opened}
              onClick={toggle}
              className={classes.burger}
              size="sm"
              aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={opened}
              aria-controls={NAVBAR_ID}
            />
            <Brand to="/welcome" />
            <MainNav variant="header" permissions={permissions} className={classes.headerNav} />
          </div>
        </AppShell.Header>
        <AppShell.Navbar id={NAVBAR_ID} aria-label={t('nav.side')} p="xs" inert={isNarrow && !opened}>
          <AppShell.Section grow className={classes.navbarScroll}>
            <div className={classes.navbarMainNav}>
              <MainNav variant="navbar" permissions={permissions} />
              <Divider my="xs" />
            </div>
            <SideNav onLogout={onLogout} logoutPending={logoutPending} />
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main id="main-content" tabIndex={-1} className={classes.main} inert={isCovering}>
          {children}
        </AppShell.Main>
        <footer className={classes.footer} inert={isCovering}>
          <FooterContent />
        </footer>
      </AppShell>
    </>
  );
}
