/**
 * The one set of headers of a file the server sends as an attachment (decision 323): CSV exports,
 * documents, the registrations' CSV, the volume status PDF, the supplier file, a roll's labels.
 * Always a download, never shown by the browser: no sniffing, no scripts or plugins, not cached.
 */

/** What a quoted `filename="…"` may hold: printable ASCII without the quote and the backslash. */
const UNSAFE_IN_QUOTES = /[^\x20-\x21\x23-\x5b\x5d-\x7e]/g;

/** RFC 5987 `value-chars`: `encodeURIComponent` with the few marks it leaves that RFC 5987 does not allow escaped too. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment; filename="…"` with a name safe in quotes (anything else, such as a quote, a path
 * separator's backslash, a control character or a non-ASCII letter, becomes `_`), and, when the name
 * is not plain ASCII, `filename*=UTF-8''…` (RFC 5987/6266) carrying it as it is.
 */
export function contentDisposition(filename: string): string {
  const name = filename.replace(/[/\\]/g, '_');
  const fallback = name.replace(UNSAFE_IN_QUOTES, '_');
  const plain = `attachment; filename="${fallback}"`;
  return fallback === name ? plain : `${plain}; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** Headers of an attachment: its type, its disposition and the download's protections. */
export function attachmentHeaders(filename: string, contentType: string): Record<string, string> {
  return {
    'content-type': contentType,
    'content-disposition': contentDisposition(filename),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "sandbox; default-src 'none'",
    'cache-control': 'no-store',
  };
}
