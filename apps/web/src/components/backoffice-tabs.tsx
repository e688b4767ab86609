import { SectionTabs } from './section-tabs';

const SECTIONS = [
  { to: '/backoffice/users', labelKey: 'nav.backofficeUsers' },
  { to: '/backoffice/mailbox', labelKey: 'nav.backofficeMailbox' },
  { to: '/backoffice/audit', labelKey: 'nav.backofficeAudit' },
  { to: '/backoffice/settings', labelKey: 'nav.backofficeSettings' },
  { to: '/backoffice/companies', labelKey: 'nav.backofficeCompanies' },
  { to: '/backoffice/orders', labelKey: 'nav.backofficeOrders' },
  { to: '/backoffice/activation', labelKey: 'nav.backofficeActivation' },
  { to: '/backoffice/api-keys', labelKey: 'nav.backofficeApiKeys' },
  { to: '/backoffice/supplier-file', labelKey: 'nav.backofficeSupplierFile' },
  { to: '/backoffice/catalogue', labelKey: 'nav.backofficeCatalogue' },
] as const;

/** The back office's screens side by side (the main navigation's "Back office" opens one of them). */
export function BackofficeTabs() {
  return <SectionTabs labelKey="nav.backofficeSections" sections={SECTIONS} />;
}
