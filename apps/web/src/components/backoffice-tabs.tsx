import { SectionTabs } from './section-tabs';

const SECTIONS = [
  { to: '/backoffice/users', labelKey: 'nav.backofficeUsers' },
  { to: '/backoffice/mailbox', labelKey: 'nav.backofficeMailbox' },
  { to: '/backoffice/settings', labelKey: 'nav.backofficeSettings' },
  { to: '/backoffice/companies', labelKey: 'nav.backofficeCompanies' },
  { to: '/backoffice/catalogue', labelKey: 'nav.backofficeCatalogue' },
] as const;

/** The back office's screens side by side (the main navigation's "Back office" opens one of them). */
export function BackofficeTabs() {
  return <SectionTabs labelKey="nav.backofficeSections" sections={SECTIONS} />;
}
