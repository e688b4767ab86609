/**
 * Companies: the customer companies, their users, addresses and contacts, and the rules that block
 * a company from ordering. The /accounts/api/ routes serve them to the signed-in user.
 */
export { registerAccountRoutes } from './accounts.routes.js';
export { toAccount, toAddress, toAddressLines, toCompanyIdentity } from './accounts.service.js';
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
