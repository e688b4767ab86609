/**
 * Passwords: the reset request (a mailed single-use link) and the new password set with it, which
 * ends the user's sessions, clears the sign-in throttle and signs in (accounts-and-site.md 2, 4, 7).
 */
export { registerPasswordRoutes } from './passwords.routes.js';
