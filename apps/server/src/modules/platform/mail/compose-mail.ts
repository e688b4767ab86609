import { type Language, type ScreenKey, screenPath } from '@label-portal/contract';
import type { MailInsert } from './outbox.repository.js';

export type MailContent = {
  to: string;
  language: Language;
  /** What the mail is (account.confirmation, approval.user …): the mailbox and tests look it up by it. */
  template: string;
  subject: string;
  /** The greeting line, for example "Dear Ada Lovelace,". */
  greeting: string;
  paragraphs: string[];
  /** The one link the mail is about, shown as a button in HTML and in full in the text part. */
  action?: { label: string; url: string };
  /** Data kept with the mail for the mailbox (never a code or a password). */
  payload?: Record<string, unknown>;
};

const SIGNATURE: Record<Language, string> = {
  en: 'Kind regards,\nLabel Portal',
  fr: 'Cordialement,\nLabel Portal',
};

/** What stands before a colon: French typography wants a no-break space there, as the subjects have. */
const BEFORE_COLON: Record<Language, string> = { en: '', fr: '\u00a0' };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

function htmlParagraph(text: string): string {
  return `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
}

/**
 * One mail in its plain-text and HTML parts, ready for the outbox. Every text comes in from the
 * caller already in the recipient's language; user data is escaped in the HTML part.
 */
export function composeMail(content: MailContent): MailInsert {
  const signature = SIGNATURE[content.language];
  const textParts = [content.greeting, ...content.paragraphs];
  if (content.action)
    textParts.push(`${content.action.label}${BEFORE_COLON[content.language]}:\n${content.action.url}`);
  textParts.push(signature);

  const htmlParts = [content.greeting, ...content.paragraphs].map(htmlParagraph);
  if (content.action) {
    const url = escapeHtml(content.action.url);
    htmlParts.push(
      `<p><a href="${url}" style="display:inline-block;padding:10px 18px;background:#1c5fa8;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(content.action.label)}</a></p>`,
      `<p style="font-size:12px;color:#555555">${url}</p>`,
    );
  }
  htmlParts.push(htmlParagraph(signature));

  return {
    recipient: content.to,
    subject: content.subject,
    bodyText: `${textParts.join('\n\n')}\n`,
    bodyHtml: `<!doctype html><html lang="${content.language}"><body style="font-family:Arial,sans-serif;font-size:14px;color:#1a1a1a">${htmlParts.join('')}</body></html>`,
    language: content.language,
    template: content.template,
    payload: content.payload ?? {},
  };
}

/** A link into the portal, from its public address (PUBLIC_URL). */
export function portalLink(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * A link to one screen of the contract's screen table (`SCREENS`, decision 323), its `:param`s
 * filled in: the only way a mail names a screen, so that its path lives once.
 */
export function screenLink(publicUrl: string, screen: ScreenKey, params?: Record<string, string>): string {
  return portalLink(publicUrl, screenPath(screen, params));
}

/** The portal paths whose next segment is a single-use code (decision 100). */
const CODE_LINK =
  /(\/accounts\/(?:confirmation|client_confirmation|client_address_confirmation|password_confirmation)\/)[A-Za-z0-9_-]{20,100}/g;

/** What a code is replaced with in a delivered mail's stored copy. */
export const REDACTED_CODE = 'code-removed-after-delivery';

/**
 * A mail's text with the codes of its links removed. Applied to the stored copy once the mail went
 * out over SMTP (decision 107): the recipient has the link, and the outbox, which staff can read,
 * no longer holds a usable code. Without SMTP the outbox is the mailbox and keeps the links.
 */
export function redactMailCodes(text: string): string {
  return text.replace(CODE_LINK, `$1${REDACTED_CODE}`);
}
