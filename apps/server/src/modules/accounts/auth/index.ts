/** Auth: sign-in, sign-out and the database sessions behind the session cookie. */
export { registerAuthRoutes } from './auth.routes.js';
export { createFormThrottle, type FormThrottle, type PublicForm } from './form-throttle.js';
export { accountKeyOf } from './login.service.js';
export { createLoginThrottle } from './login-throttle.js';
export { createPasswordGuessThrottle, type PasswordGuessThrottle } from './password-guess-throttle.js';
export { createSessionService, hashSessionToken, type SessionService } from './session.service.js';
export { SESSION_PURGE_INTERVAL_MS, startSessionPurge } from './session-purge.js';
export { createUserThrottle, type UserThrottle } from './user-throttle.js';
