/**
 * Registration: the company-code lookup, the registration wizard's call and the e-mail
 * confirmation (accounts-and-site.md sections 2-5, domain.md section 2).
 */
export { registerRegistrationRoutes } from './registration.routes.js';
export { buildConfirmationMail } from './registration-mails.js';
