export const LOGIN_ROUTE = '/accounts/login';
export const HOME_ROUTE = '/welcome';

interface LocationLike {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

function pathOf(from: unknown): string | undefined {
  if (typeof from === 'string') return from;
  if (typeof from !== 'object' || from === null) return undefined;
  const { pathname, search, hash } = from as LocationLike;
  if (typeof pathname !== 'string') return undefined;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

/**
 * Where to go after login: the location a guarded route remembered (state `from`), else the
 * welcome page. Only same-site paths are followed, and never the login page itself.
 */
export function redirectTargetOf(state: unknown, fallback = HOME_ROUTE): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  const path = pathOf(from);
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  if (path === LOGIN_ROUTE || path.startsWith(`${LOGIN_ROUTE}/`) || path.startsWith(`${LOGIN_ROUTE}?`)) {
    return fallback;
  }
  return path;
}
