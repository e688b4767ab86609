/** Name of the cookie the server sets on GET /accounts/api/login/; readable by scripts. */
export const CSRF_COOKIE_NAME = 'csrftoken';
export const CSRF_HEADER_NAME = 'X-CSRFToken';

/** Reads one cookie from a `document.cookie`-style string; undefined when it is not there. */
export function readCookie(name: string, cookieString: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** The current CSRF token of the browser, read from the `csrftoken` cookie. */
export function getCsrfToken(): string | undefined {
  const cookieString = globalThis.document?.cookie ?? '';
  return readCookie(CSRF_COOKIE_NAME, cookieString);
}
