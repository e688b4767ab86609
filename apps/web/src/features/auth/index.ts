export { authStatusQueryOptions } from './api/auth-status';
export { LoginForm } from './components/login-form';
export { RequireRight } from './components/require-right';
export type { AuthState } from './hooks/use-auth';
export { useAuth } from './hooks/use-auth';
export { useCurrentAccount } from './hooks/use-current-account';
export { useLogout } from './hooks/use-logout';
export { HOME_ROUTE, LOGIN_ROUTE, redirectTargetOf } from './utils/redirect-target';
export { isSignedInLocally, signOutLocally } from './utils/sign-out-locally';
