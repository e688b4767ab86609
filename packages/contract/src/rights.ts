/**
 * Rights are `app.permission` strings. A requirement is a glob pattern matched against the whole
 * right: `*` stands for any run of characters. An empty requirement lets in anyone signed in.
 * One matcher serves the server's route guards and the web's navigation and route guards.
 */

const patternCache = new Map<string, RegExp>();

function toRegExp(pattern: string): RegExp {
  let compiled = patternCache.get(pattern);
  if (!compiled) {
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    compiled = new RegExp(`^${source}$`);
    patternCache.set(pattern, compiled);
  }
  return compiled;
}

/** True when one right matches the pattern (glob on the whole string). */
export function matchesRight(pattern: string, right: string): boolean {
  return toRegExp(pattern).test(right);
}

/** True when any of the rights satisfies the requirement; an empty requirement allows all. */
export function hasRight(rights: readonly string[], required: string | null | undefined): boolean {
  if (!required) return true;
  return rights.some((right) => matchesRight(required, right));
}

/** True when every one of the requirements is satisfied. */
export function hasAllRights(rights: readonly string[], required: readonly string[]): boolean {
  return required.every((pattern) => hasRight(rights, pattern));
}

/** Rights that let a user see data of every company (domain.md section 1). */
export const STAFF_SCOPE_PATTERNS = ['statistics.view_*', 'backoffice.*'] as const;

/** True when the user may see data beyond their own company. */
export function hasStaffScope(rights: readonly string[]): boolean {
  return STAFF_SCOPE_PATTERNS.some((pattern) => hasRight(rights, pattern));
}

/** Rights named by the specification, for navigation and route guards. */
export const RIGHTS = {
  issueOrder: 'orders.issue_order',
  viewOrder: 'orders.view_order',
  ordersAny: 'orders.*',
  distributionAny: 'distribution.*',
  distribute: 'distribution.distribute',
  approveUser: 'accounts.approve_user',
  approveAddress: 'accounts.approve_address',
  editNews: 'welcome.*_corporatenews',
  uploadDocument: 'information.add_documentversion',
  statisticsAny: 'statistics.*',
  viewRegistrationStatistics: 'statistics.view_registrationstatistics',
  /** The suppliers orders overview's data calls (decision 217). */
  viewOrderOverview: 'statistics.view_orderoverviewstatistics',
  supplierData: 'psa_accounts.view_supplierdata',
  changeQuota: 'orders.change_quota',
  addQuota: 'orders.add_quota',
  deleteQuota: 'orders.delete_quota',
  backoffice: 'backoffice.*',
  anyRight: '*',
} as const;

/**
 * The back office's rights (issue 12): a view and a change right per area, all under
 * `backoffice.*` (provider_staff holds them all through that pattern). Every back-office call
 * requires one of these, never the bare pattern.
 */
export const BACKOFFICE_RIGHTS = {
  viewCatalogue: 'backoffice.view_catalogue',
  changeCatalogue: 'backoffice.change_catalogue',
  viewSettings: 'backoffice.view_settings',
  changeSettings: 'backoffice.change_settings',
  viewCompanies: 'backoffice.view_company',
  changeCompanies: 'backoffice.change_company',
  viewUsers: 'backoffice.view_user',
  changeUsers: 'backoffice.change_user',
  viewOrders: 'backoffice.view_order',
  changeOrders: 'backoffice.change_order',
  shipOrders: 'backoffice.ship_order',
  activateLabels: 'backoffice.activate_labels',
  viewApiKeys: 'backoffice.view_apikey',
  changeApiKeys: 'backoffice.change_apikey',
  viewSupplierFile: 'backoffice.view_supplierfile',
  changeSupplierFile: 'backoffice.change_supplierfile',
  viewMailbox: 'backoffice.view_mail',
  changeMailbox: 'backoffice.change_mail',
  viewAuditLog: 'backoffice.view_auditlog',
} as const;
