import { NavLink as MantineNavLink } from '@mantine/core';
import {
  IconBriefcase,
  IconChartBar,
  IconFileText,
  IconHome,
  IconShoppingCart,
  IconTruckDelivery,
  IconUserCircle,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isNavItemActive, type MainNavKey, visibleNavItems } from '../utils/nav-items';
import classes from './shell.module.css';

const ICONS: Record<MainNavKey, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  home: IconHome,
  ordering: IconShoppingCart,
  statistics: IconChartBar,
  profile: IconUserCircle,
  documentation: IconFileText,
  distribution: IconTruckDelivery,
  backoffice: IconBriefcase,
};

interface MainNavProps {
  permissions: readonly string[];
  /** 'header': a row of links in the top bar; 'navbar': a list in the side navigation. */
  variant: 'header' | 'navbar';
  className?: string;
}

/** Home, Ordering, Statistics, Profile, Documentation, Address List and Redistribution — per right. */
export function MainNav({ permissions, variant, className }: MainNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = visibleNavItems(permissions);

  return (
    <nav aria-label={t('nav.main')} className={className}>
      <ul className={variant === 'header' ? classes.headerNavList : classes.navList}>
        {items.map((item) => {
          const active = isNavItemActive(item, pathname);
          const Icon = ICONS[item.key];
          return (
            <li key={item.key}>
              {variant === 'header' ? (
                <Link to={item.to} className={classes.headerLink} aria-current={active ? 'page' : undefined}>
                  {t(item.labelKey)}
                </Link>
              ) : (
                <MantineNavLink
                  component={Link}
                  to={item.to}
                  label={t(item.labelKey)}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  leftSection={<Icon size={18} aria-hidden />}
                />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
