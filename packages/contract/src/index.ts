export * from './codes.js';
export * from './constants.js';
export * from './errors.js';
export * from './messages.js';
export * from './password.js';
export * from './rights.js';
export * from './schemas/accounts.js';
export * from './schemas/auth.js';
