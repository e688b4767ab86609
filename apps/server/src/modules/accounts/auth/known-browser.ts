import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A browser that signed in to an account keeps a cookie `device-id.signature`, the signature an
 * HMAC over the id and the account, so it names a browser only for the account it signed in to
 * and says nothing about the account itself. Its attempts count under their own throttle key.
 */
export const KNOWN_BROWSER_COOKIE = 'known_browser';
export const KNOWN_BROWSER_COOKIE_PATH = '/accounts/api/login/';
export const KNOWN_BROWSER_DAYS = 365;

function signatureOf(secret: string, deviceId: string, accountKey: string): string {
  return createHmac('sha256', secret).update(`known-browser|${deviceId}|${accountKey}`).digest('base64url');
}

/** The cookie value for a browser (a new id unless it had one for this account). */
export function signKnownBrowser(secret: string, deviceId: string | null, accountKey: string): string {
  const id = deviceId ?? randomBytes(16).toString('base64url');
  return `${id}.${signatureOf(secret, id, accountKey)}`;
}

/** The browser's id when its cookie is valid for this account, otherwise null. */
export function knownBrowserOf(
  secret: string,
  cookie: string | undefined,
  accountKey: string,
): string | null {
  if (!cookie) return null;
  const [id, signature, ...rest] = cookie.split('.');
  if (!id || !signature || rest.length > 0) return null;
  const expected = Buffer.from(signatureOf(secret, id, accountKey));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
