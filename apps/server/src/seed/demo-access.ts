import { BACKOFFICE_RIGHTS, SETTING_DEFAULTS, type SettingKey } from '@label-portal/contract';
import type { Executor } from '../db/client.js';
import { groupRights, groups, settings } from '../db/schema/index.js';

const SUPPLIER_RIGHTS = [
  'orders.issue_order',
  'orders.view_order',
  'distribution.distribute',
  'distribution.view_spool',
];
const APPROVER_RIGHTS = ['accounts.approve_user', 'accounts.approve_address'];
const ANALYST_RIGHTS = [
  'statistics.view_orderoverviewstatistics',
  'statistics.view_registrationstatistics',
  'statistics.view_authentications',
  'psa_accounts.view_supplierdata',
  'orders.view_order',
];
const STAFF_ONLY_RIGHTS = [
  'orders.change_order',
  'orders.change_quota',
  'orders.add_quota',
  'orders.delete_quota',
  'welcome.add_corporatenews',
  'welcome.change_corporatenews',
  'information.add_documentversion',
  'backoffice.*',
  // The routes require these one by one (a right is matched by the requirement, not the other way).
  ...Object.values(BACKOFFICE_RIGHTS),
];

/** The groups of domain.md section 1 with their rights; staff hold everything but the approvals. */
export const GROUP_DEFINITIONS = [
  { name: 'supplier', description: 'Users of a supplier company', rights: SUPPLIER_RIGHTS },
  { name: 'client_approver', description: "The car-maker's approvers", rights: APPROVER_RIGHTS },
  { name: 'carmaker_analyst', description: "The car-maker's statistics users", rights: ANALYST_RIGHTS },
  {
    name: 'provider_staff',
    description: "The label provider's customer service",
    rights: [...new Set([...SUPPLIER_RIGHTS, ...ANALYST_RIGHTS, ...STAFF_ONLY_RIGHTS])],
  },
] as const;

export type GroupName = (typeof GROUP_DEFINITIONS)[number]['name'];

/** Inserts the groups and their rights; answers the group ids by name. */
export async function insertGroups(tx: Executor): Promise<Record<GroupName, number>> {
  const rows = await tx
    .insert(groups)
    .values(GROUP_DEFINITIONS.map((g) => ({ name: g.name, description: g.description })))
    .returning({ id: groups.id, name: groups.name });
  const ids = Object.fromEntries(rows.map((r) => [r.name, r.id])) as Record<GroupName, number>;
  await tx
    .insert(groupRights)
    .values(GROUP_DEFINITIONS.flatMap((g) => g.rights.map((right) => ({ groupId: ids[g.name], right }))));
  return ids;
}

const SETTING_DESCRIPTIONS: Partial<Record<SettingKey, string>> = {
  'accounts.password_expiry_days': 'Days before a password expires',
  'accounts.session_idle_minutes': 'Minutes of inactivity after which a session ends',
  'accounts.session_absolute_hours': 'Hours after sign-in after which a session ends',
  'accounts.login_max_failures_per_account_address':
    'Sign-in attempts per account from one client address within the window',
  'accounts.login_max_failures_per_account':
    'Sign-in attempts per account from all addresses within the window',
  'accounts.login_max_failures_per_ip': 'Sign-in attempts per client address within the window',
  'accounts.login_max_failures_per_device':
    'Sign-in attempts from a browser that signed in to the account before, within the window',
  'accounts.login_failure_window_minutes': 'Window of the sign-in throttle, in minutes',
  'accounts.confirmation_code_hours': 'Hours an e-mail confirmation link stays valid',
  'accounts.approval_code_hours': "Hours an approval link mailed to the car-maker's approvers stays valid",
  'accounts.reset_code_hours': 'Hours a password reset link stays valid',
  'accounts.max_pending_addresses_per_company':
    "Addresses of one company that may wait for the car-maker's approval at once",
  'accounts.public_form_max_per_ip':
    'Requests of one public form (registration, company lookup, reset, confirmation) per client address within the window',
  'accounts.public_form_window_minutes': "Window of the public forms' throttle, in minutes",
  'orders.handling_fee_threshold': 'Labels total (EUR) under which the small-order fee applies',
  'orders.small_order_fee': 'Small-order fee (EUR)',
  'orders.delivery_fee': 'Delivery fee (EUR) when the provider organises transport',
  'orders.activation_grace_days': 'Days after shipping before non-activated labels count',
  'orders.max_non_activated_orders': 'Shipped orders with non-activated labels that block ordering',
  'mail.customer_service_address': 'Where customer-service notices go',
  'information.max_document_bytes': 'Largest document an upload may carry, in bytes (at most 50 MiB)',
  'contact.max_messages_per_user': 'Contact messages one user may send within the window',
  'contact.message_window_minutes': "Window of the contact messages' limit, in minutes",
  'contact.contact_information':
    'The provider contacts on the contact information page: rows of topic (ORDER_PROCESSING, SHIPPING, BANK_DATA), name, phone, email, and bank, iban, bic',
};

/** Writes every setting with its default value. */
export async function insertSettings(tx: Executor): Promise<void> {
  const keys = Object.keys(SETTING_DEFAULTS) as SettingKey[];
  await tx.insert(settings).values(
    keys.map((key) => ({
      key,
      value: SETTING_DEFAULTS[key],
      description: SETTING_DESCRIPTIONS[key] ?? '',
    })),
  );
}
