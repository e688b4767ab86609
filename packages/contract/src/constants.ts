/** Business constants and limits named by the specification. */
export const HEARTBEAT_INTERVAL_MS = 300_000;
export const NOTIFICATION_DURATION_MS = 5_000;
export const PASSWORD_RESET_REDIRECT_MS = 5_500;
export const DEFAULT_INPUT_MAX_LENGTH = 100;
/** A product image's largest file (decision 193), 512 KB. */
export const PRODUCT_IMAGE_MAX_BYTES = 512 * 1024;
export const ORDER_HISTORY_PAGE_SIZE = 10;
export const PURCHASE_ORDER_NUMBER_MAX_LENGTH = 15;
export const LARGE_ORDER_LABELS = 1_500_000;
export const HANDLING_FEE_THRESHOLD_EUR = '2000.00';
export const PHONE_MIN_DIGITS = 8;
export const DUNS_LENGTH = 9;
export const PART_NUMBERS_MIN = 6;
export const PART_NUMBERS_MAX = 250;
export const FEEDBACK_MAX_LENGTH = 300;
export const NEWS_TEXT_MAX_LENGTH = 200;
/** The corporate news' READ MORE link (decision 140). */
export const NEWS_LINK_MAX_LENGTH = 200;
/** The contact form: topic at the default input length, the message itself (decision 142). */
export const CONTACT_TOPIC_MAX_LENGTH = 100;
export const CONTACT_TEXT_MAX_LENGTH = 2000;
/** The rows of the contact information table (accounts-and-site.md section 2), in their order. */
export const CONTACT_INFORMATION_TOPICS = ['ORDER_PROCESSING', 'SHIPPING', 'BANK_DATA'] as const;
export type ContactInformationTopic = (typeof CONTACT_INFORMATION_TOPICS)[number];
export const DEFAULT_DELIVERY_COUNTRY = 'FR';
/** Redistribution (decision 150): distributions and rolls one send may hold. */
export const DISTRIBUTION_MAX_ENTRIES = 50;
export const DISTRIBUTION_MAX_SPOOLS = 1_000;
/** Rows per page of the distribution screens' lists ("load more"). */
export const SPOOL_LIST_PAGE_SIZE = 50;
export const DISTRIBUTION_HISTORY_PAGE_SIZE = 10;
export const DISTRIBUTION_ADDRESS_PAGE_SIZE = 20;

/**
 * The documentation library (decisions 145-149). The size limit is the setting
 * information.max_document_bytes (default below); the server never accepts more than the ceiling,
 * whatever the setting says, so the JSON upload's body limit can be fixed when the route is made.
 */
export const DOCUMENT_MAX_BYTES_DEFAULT = 20 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES_CEILING = 50 * 1024 * 1024;
/** The uploader's file name is kept for the record only (never in a reply header). */
export const DOCUMENT_FILENAME_MAX_LENGTH = 255;
/** What the upload accepts, as file-name endings (the server checks the content, decision 146). */
export const DOCUMENT_FILE_EXTENSIONS = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'docx',
  'xlsx',
  'pptx',
  'doc',
  'xls',
  'ppt',
  'zip',
] as const;

/** Feature flags of the original product, with their current values. */
export const FLAGS = {
  accountsHideRegisterLink: false,
  accountsHideAccountBoxLine: false,
  informationHideFaq: true,
} as const;

export const PRODUCT_GROUPS = [
  'Original Part',
  'Accessories',
  'Eurorepar',
  'MOPAR',
  'SUSTAINera',
  'bproauto',
] as const;

export const DESTINATIONS = ['Vesoul (FR)', 'Bochum (DE)', 'Rivalta (IT)', 'Betim (BR)', 'Other'] as const;

/** Supplier companies, and the car-maker's and provider's own organisations. */
export const COMPANY_KINDS = ['SUPPLIER', 'CARMAKER', 'PROVIDER'] as const;
export const COMPANY_GROUPS = ['INTERNAL_SUPPLIERS', 'EXTERNAL_SUPPLIERS'] as const;
export const TRANSPORT_RESTRICTIONS = ['TRANSPORT_SCRIBOS', 'TRANSPORT_CUSTOMER', 'NONE'] as const;
export type TransportRestriction = (typeof TRANSPORT_RESTRICTIONS)[number];
export const ADDRESS_CATEGORIES = ['BILLING', 'DELIVERY', 'DISTRIBUTION'] as const;
export const ADDRESS_STATES = ['CLIENT_APPROVAL_REQUESTED', 'APPROVED', 'REJECTED'] as const;
export const CONTACT_CATEGORIES = [
  'COMMERCIAL',
  'PROVISIONING',
  'TS_DELIVERY',
  'TS_INVOICE',
  'STELLANTIS_PURCHASING',
] as const;
export const USER_STATES = [
  'EMAIL_CONFIRMATION_REQUESTED',
  'CLIENT_APPROVAL_REQUESTED',
  'CS_APPROVAL_REQUESTED',
  'APPROVED',
] as const;
/** What a one-time code (mailed link) is for. */
export const ONE_TIME_CODE_PURPOSES = [
  'EMAIL_CONFIRMATION',
  'CLIENT_APPROVAL',
  'ADDRESS_APPROVAL',
  'PASSWORD_RESET',
] as const;
/** What became of a mailed code once used (approvals keep it so that a second click says what was done). */
export const ONE_TIME_CODE_OUTCOMES = ['USED', 'APPROVED', 'REJECTED'] as const;
export type OneTimeCodeOutcome = (typeof ONE_TIME_CODE_OUTCOMES)[number];
/** The company-code lookup's modes at registration (domain.md section 2). */
export const LOOKUP_MODES = ['COFOR6', 'COFOR6_RESTRICTED', 'COFOR6_UNKNOWN', 'COFOR10'] as const;
export type LookupMode = (typeof LOOKUP_MODES)[number];
/** The company value chosen in COFOR6_UNKNOWN mode: the registrant enters the company. */
export const UNKNOWN_COMPANY = 'UNKNOWN_COMPANY';
/** Account ids made by the portal for companies not in the supplier file: T and nine digits. */
export const PORTAL_ACCOUNT_ID_PREFIX = 'T';
export const ORDER_STATES = [
  'CREATED',
  'ORDER_PENDING',
  'ORDER_RECEIVED',
  'IN_PRODUCTION',
  'SHIPPED',
  'CANCEL_REQUESTED',
  'CANCELLED',
] as const;
export const BLOCKED_REASONS = ['NON_ACTIVATED_ORDERS', 'UNPAID_BILLS', 'INACTIVITY'] as const;
export type BlockedReason = (typeof BLOCKED_REASONS)[number];
export const EXTRA_SERVICE_CATEGORIES = ['PARTIAL_ROLL', 'PRINT_DESIGN', 'PRINTING'] as const;
export const LICENSING_EVENT_TYPES = ['CONTRACT', 'WITHDRAWAL', 'CANCEL_WITHDRAWAL'] as const;
export const PRINT_FIELD_TYPES = [
  'INTEGER',
  'STRING',
  'BOOLEAN',
  'DATE',
  'COUNTRY_CODE',
  'PRODUCT_CODE',
] as const;
