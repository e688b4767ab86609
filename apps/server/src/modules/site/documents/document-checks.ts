import { createHash } from 'node:crypto';
import { DOCUMENT_MAX_BYTES_CEILING, type Language, MESSAGE } from '@label-portal/contract';
import { fileTypeFromBuffer } from 'file-type';

/** A type the library accepts: the extension and content type its downloads carry. */
export type DocumentType = { extension: string; contentType: string };

/**
 * The allow-list, by what file-type reads from the content (decision 146). Anything else (text,
 * HTML, SVG, executables, archives other than ZIP …) is refused, whatever the file is called.
 */
const ACCEPTED_TYPES: Readonly<Record<string, DocumentType>> = {
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
  png: { extension: 'png', contentType: 'image/png' },
  jpg: { extension: 'jpg', contentType: 'image/jpeg' },
  gif: { extension: 'gif', contentType: 'image/gif' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  docx: {
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: {
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  pptx: {
    extension: 'pptx',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  zip: { extension: 'zip', contentType: 'application/zip' },
};

/**
 * Old Office files are all one container format (CFB) to file-type: the name's ending says which
 * of the three it is, and any other CFB file (an installer, say) is refused.
 */
const OLD_OFFICE_TYPES: Readonly<Record<string, DocumentType>> = {
  doc: { extension: 'doc', contentType: 'application/msword' },
  xls: { extension: 'xls', contentType: 'application/vnd.ms-excel' },
  ppt: { extension: 'ppt', contentType: 'application/vnd.ms-powerpoint' },
};

function extensionOf(filename: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(filename.trim());
  return match ? match[1]!.toLowerCase() : '';
}

/** The type of a file read from its content (magic bytes), or undefined when it is not accepted. */
export async function detectDocumentType(
  bytes: Uint8Array,
  filename: string,
): Promise<DocumentType | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return undefined;
  if (detected.ext === 'cfb') return OLD_OFFICE_TYPES[extensionOf(filename)];
  return ACCEPTED_TYPES[detected.ext];
}

/** The largest upload in force: the setting, never more than the ceiling nor less than one byte. */
export function effectiveMaxBytes(setting: number): number {
  if (!Number.isFinite(setting)) return DOCUMENT_MAX_BYTES_CEILING;
  return Math.min(Math.max(Math.floor(setting), 1), DOCUMENT_MAX_BYTES_CEILING);
}

/** What is wrong with a file's size, if anything: empty, or above the limit. */
export function checkDocumentSize(size: number, maxBytes: number): 'empty' | 'tooLarge' | undefined {
  if (size === 0) return 'empty';
  return size > maxBytes ? 'tooLarge' : undefined;
}

/** The message key of a size problem. */
export function sizeMessageOf(problem: 'empty' | 'tooLarge'): string {
  return problem === 'empty' ? MESSAGE.documentEmpty : MESSAGE.documentTooLarge;
}

const DATA_URL = /^data:([^,]*?);base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The bytes of a base64 data URL (`data:application/pdf;base64,JVBER…`), or undefined when the
 * text is not one: another scheme, no `;base64`, or characters, padding or length that base64 has
 * not (Buffer.from would skip them silently). The media type written in it is not trusted.
 */
export function decodeDataUrl(text: string): Buffer | undefined {
  const header = DATA_URL.exec(text);
  if (!header) return undefined;
  const payload = text.slice(header[0].length);
  if (payload.length % 4 !== 0 || !BASE64.test(payload)) return undefined;
  return Buffer.from(payload, 'base64');
}

/**
 * The body limit of the JSON upload: a data URL of the ceiling's size (base64 writes 4 characters
 * for 3 bytes) and room for the other fields and the data URL's header.
 */
export function jsonUploadBodyLimit(maxBytes = DOCUMENT_MAX_BYTES_CEILING): number {
  return Math.ceil(maxBytes / 3) * 4 + 64 * 1024;
}

/** SHA-256 of the bytes, lower-case hex. */
export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The name a download carries, made by the server from the category, the language, the version
 * and the type read from the content (`user-guide-en-v3.pdf`); never the uploader's file name.
 */
export function documentFileName(file: {
  categorySlug: string;
  language: Language;
  version: number;
  extension: string;
}): string {
  return `${file.categorySlug}-${file.language}-v${file.version}.${file.extension}`;
}
