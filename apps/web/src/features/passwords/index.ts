export { ExpiredPasswordNotice } from './components/expired-password-notice';
export { NewPasswordForm } from './components/new-password-form';
export { PasswordSetNotice } from './components/password-set-notice';
export { ResetRequestForm } from './components/reset-request-form';
export { isPasswordSetState, type PasswordSetState } from './utils/paths';
