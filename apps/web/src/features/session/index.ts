export { SessionExpiredNotice } from './components/session-expired-notice';
export { useHeartbeat } from './hooks/use-heartbeat';
export { clearSessionExpired, markSessionExpired } from './utils/expired-flag';
