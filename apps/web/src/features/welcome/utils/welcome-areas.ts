import { hasRight, RIGHTS, SCREENS } from '@label-portal/contract';

export type WelcomeAreaKey =
  | 'ordering'
  | 'statistics'
  | 'distribution'
  | 'profile'
  | 'documentation'
  | 'contact';

export interface WelcomeArea {
  key: WelcomeAreaKey;
  to: string;
  /** Right pattern needed; '' = anyone signed in. */
  right: string;
}

/** The areas the welcome page points to, most used first. */
export const WELCOME_AREAS: readonly WelcomeArea[] = [
  { key: 'ordering', to: SCREENS.orderProcess.path, right: RIGHTS.issueOrder },
  { key: 'statistics', to: SCREENS.statisticsLanding.path, right: RIGHTS.viewOrder },
  { key: 'distribution', to: SCREENS.addressList.path, right: RIGHTS.distribute },
  { key: 'profile', to: SCREENS.profile.path, right: '' },
  { key: 'documentation', to: SCREENS.information.path, right: '' },
  { key: 'contact', to: SCREENS.contact.path, right: '' },
];

/** The areas open to a user with these rights. */
export function availableAreas(permissions: readonly string[]): WelcomeArea[] {
  return WELCOME_AREAS.filter((area) => hasRight(permissions, area.right));
}

export interface AccountSummary {
  firstName: string | undefined;
  companyName: string | undefined;
  accountId: string | undefined;
}

interface AccountLike {
  first_name?: string | null;
  company_profile?: { name?: string | null; cofor10?: string | null } | null;
}

const textOrUndefined = (value: string | null | undefined) => value?.trim() || undefined;

/** What the greeting shows of the signed-in account. */
export function summarizeAccount(account: AccountLike | null | undefined): AccountSummary {
  return {
    firstName: textOrUndefined(account?.first_name),
    companyName: textOrUndefined(account?.company_profile?.name),
    accountId: textOrUndefined(account?.company_profile?.cofor10),
  };
}
