/**
 * Accounts: what the account screens share. Single-use mailed codes (stored hashed, expiring) and
 * the approval requests mailed to the car-maker's approvers. The registration, approval, password
 * and profile modules build on it.
 */
export { type ApprovalDeps, requestAddressApproval, requestUserApproval } from './approval-requests.js';
export { findUsersHoldingRight } from './approvers.repository.js';
export { type CodePurpose, type CodeRow, endOpenResetCodes } from './one-time-codes.repository.js';
export { type CodeLookup, hashCode, issueCode, readCode, useCode } from './one-time-codes.service.js';
