/** Registration: the wizard, the "registration received" page and the e-mail confirmation. */
export { EmailConfirmation } from './components/email-confirmation';
export { RegistrationReceived } from './components/registration-received';
export { RegistrationWizard } from './components/registration-wizard';
