/**
 * Companies: the customer companies, their users, addresses and contacts, and the rules that block
 * a company from ordering. The /accounts/api/ routes serve them to the signed-in user.
 */

export {
  type BlockingStatus,
  findBlockingStatus,
  findBlockingStatuses,
  findCompanyIdsBlockedForNonActivatedLabels,
} from './blocking.service.js';
export {
  findCompanyContacts,
  findCompanyUsers,
  findUserWithCompany,
  findUserWithCompanyByAccount,
  type UserWithCompany,
} from './companies.repository.js';
export { registerAccountRoutes } from './companies.routes.js';
export { toAccount, toAddress, toAddressLines, toCompanyIdentity } from './companies.service.js';
