/** Auth: sign-in, sign-out and the database sessions behind the session cookie. */
export { registerAuthRoutes } from './auth.routes.js';
export { createLoginThrottle } from './login-throttle.js';
export { createSessionService } from './session.service.js';
export { SESSION_PURGE_INTERVAL_MS, startSessionPurge } from './session-purge.js';
