import { DOCUMENT_MAX_BYTES_DEFAULT } from './constants.js';
import { SUPPLIER_FILE_MAX_BYTES_DEFAULT } from './schemas/supplier-file.js';
import { MAP_TILE_DEFAULTS } from './schemas/verifications.js';

/**
 * The settings' keys and defaults, stated once here (decision 320). Stored in the `settings` table
 * (value as JSON); the seed writes these defaults, the server reads them through its settings
 * service (a row over the default), the back office edits those `SETTING_RULES` lists.
 */
export const SETTING_DEFAULTS = {
  /** Days before a password expires (login then answers PASSWORD_EXPIRED). */
  'accounts.password_expiry_days': 365,
  /** Minutes of inactivity after which a session ends. */
  'accounts.session_idle_minutes': 60,
  /** Hours after sign-in after which a session ends whatever the activity. */
  'accounts.session_absolute_hours': 12,
  /** Sign-in attempts per account from one client address within the window before 429. */
  'accounts.login_max_failures_per_account_address': 5,
  /** Sign-in attempts per account from all addresses together within the window before 429. */
  'accounts.login_max_failures_per_account': 20,
  /** Sign-in attempts per client address (all accounts) within the window before 429. */
  'accounts.login_max_failures_per_ip': 20,
  /** Sign-in attempts from a browser that signed in to the account before, within the window. */
  'accounts.login_max_failures_per_device': 5,
  /** Window of the sign-in throttle, in minutes. */
  'accounts.login_failure_window_minutes': 15,
  /** Hours an e-mail confirmation link stays valid (3 days). */
  'accounts.confirmation_code_hours': 72,
  /** Hours an approval link mailed to the car-maker's approvers stays valid (14 days). */
  'accounts.approval_code_hours': 336,
  /** Hours a password reset link stays valid. */
  'accounts.reset_code_hours': 24,
  /** Addresses of one company that may wait for the car-maker's approval at once (decision 286). */
  'accounts.max_pending_addresses_per_company': 10,
  /** Requests of one public form (registration, company lookup, reset, confirmation) per client address within the window. */
  'accounts.public_form_max_per_ip': 30,
  /** Window of the public forms' throttle, in minutes. */
  'accounts.public_form_window_minutes': 15,
  /** Labels total (euros) under which the small-order fee applies. */
  'orders.handling_fee_threshold': '2000.00',
  /** Small-order fee in euros. */
  'orders.small_order_fee': '50.00',
  /** Delivery fee in euros when the provider organises transport (0: FCA, included). */
  'orders.delivery_fee': '0.00',
  /** Days after shipping before non-activated labels count against a company. */
  'orders.activation_grace_days': 30,
  /** Shipped orders with non-activated labels that block ordering. */
  'orders.max_non_activated_orders': 2,
  /** Whether a product may cost nothing (unit price 0); off, 0 is refused (decision 297). */
  'catalogue.allow_free_products': false,
  /** Largest document an upload may carry, in bytes (never above DOCUMENT_MAX_BYTES_CEILING, decision 146). */
  'information.max_document_bytes': DOCUMENT_MAX_BYTES_DEFAULT,
  /** Where customer-service notices go. */
  'mail.customer_service_address': 'customer-service@provider.example',
  /** Contact messages one user may send within the window before 429 (decision 142). */
  'contact.max_messages_per_user': 5,
  /** Window of the contact messages' limit, in minutes. */
  'contact.message_window_minutes': 60,
  /**
   * The provider's contacts on /contact/contact_information (decision 143): one row per topic
   * (ORDER_PROCESSING, SHIPPING, BANK_DATA) with name, phone and e-mail; the bank row with bank,
   * IBAN and BIC. Fields left out read as ''.
   */
  'contact.contact_information': [
    {
      topic: 'ORDER_PROCESSING',
      name: 'Julia Becker',
      phone: '+49 30 1234 5610',
      email: 'orders@provider.example',
    },
    {
      topic: 'SHIPPING',
      name: 'Markus Wolf',
      phone: '+49 30 1234 5620',
      email: 'shipping@provider.example',
    },
    {
      topic: 'BANK_DATA',
      name: 'SecureLabel Services GmbH',
      email: 'accounting@provider.example',
      bank: 'Demo Bank Berlin',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
    },
  ],
  /** Largest supplier file (psa_accounts CSV) an upload may carry, in bytes; above it 413 (decision 183). */
  'psa_accounts.max_supplier_file_bytes': SUPPLIER_FILE_MAX_BYTES_DEFAULT,
  /** Tile addresses of the authentications map's layers (https, {z}/{x}/{y}, a listed tile server; decision 260). */
  'statistics.map_tiles_english': MAP_TILE_DEFAULTS.english,
  'statistics.map_tiles_german': MAP_TILE_DEFAULTS.german,
  'statistics.map_tiles_localized': MAP_TILE_DEFAULTS.localized,
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
