import * as activation from './activation.js';
import * as approvals from './approvals.js';
import * as audit from './audit.js';
import * as auth from './auth.js';
import * as backofficeCompanies from './backoffice-companies.js';
import * as backofficeOrders from './backoffice-orders.js';
import * as backofficeUsers from './backoffice-users.js';
import * as catalogue from './catalogue.js';
import * as companies from './companies.js';
import * as contact from './contact.js';
import type { Endpoint } from './define.js';
import * as distribution from './distribution.js';
import * as documents from './documents.js';
import * as health from './health.js';
import * as mail from './mail.js';
import * as news from './news.js';
import * as orders from './orders.js';
import * as passwords from './passwords.js';
import * as profile from './profile.js';
import * as registration from './registration.js';
import * as settings from './settings.js';
import * as statisticsOrderFigures from './statistics-order-figures.js';
import * as statisticsOrders from './statistics-orders.js';
import * as statisticsRegistrations from './statistics-registrations.js';
import * as statisticsVolume from './statistics-volume.js';
import * as supplierFile from './supplier-file.js';
import * as verifications from './verifications.js';

export * from './activation.js';
export * from './approvals.js';
export * from './audit.js';
export * from './auth.js';
export * from './backoffice-companies.js';
export * from './backoffice-orders.js';
export * from './backoffice-users.js';
export * from './catalogue.js';
export * from './companies.js';
export * from './contact.js';
export * from './define.js';
export * from './distribution.js';
export * from './documents.js';
export * from './health.js';
export * from './mail.js';
export * from './news.js';
export * from './orders.js';
export * from './passwords.js';
export * from './profile.js';
export * from './registration.js';
export * from './settings.js';
export * from './statistics-order-figures.js';
export * from './statistics-orders.js';
export * from './statistics-registrations.js';
export * from './statistics-volume.js';
export * from './supplier-file.js';
export * from './verifications.js';

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    'method' in value &&
    'path' in value &&
    'reply' in value
  );
}

/**
 * Every endpoint of the API: whatever the endpoint files export (one file per module, named as the
 * module that registers them); the server registers each one exactly once (checked by a test).
 */
export const ENDPOINTS: readonly Endpoint[] = [
  activation,
  approvals,
  audit,
  auth,
  backofficeCompanies,
  backofficeOrders,
  backofficeUsers,
  catalogue,
  companies,
  contact,
  distribution,
  documents,
  health,
  mail,
  news,
  orders,
  passwords,
  profile,
  registration,
  settings,
  statisticsOrderFigures,
  statisticsOrders,
  statisticsRegistrations,
  statisticsVolume,
  supplierFile,
  verifications,
].flatMap((file) => Object.values(file).filter(isEndpoint));
