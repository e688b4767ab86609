import { DOCUMENT_FILE_EXTENSIONS, formatFileSize, type Language, MESSAGE } from '@label-portal/contract';

/** What the file chooser offers (the server reads the content whatever the name says). */
export const ACCEPTED_FILES = DOCUMENT_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * What is wrong with a chosen file before it is sent, as a message key and its parameters: empty,
 * or above the limit the list announced. The server checks both again, and the type.
 */
export function fileProblemOf(
  file: Pick<File, 'size'>,
  maxBytes: number,
  language: Language,
): { key: string; params?: Record<string, string> } | undefined {
  if (file.size === 0) return { key: MESSAGE.documentEmpty };
  if (file.size > maxBytes) {
    return { key: MESSAGE.documentTooLarge, params: { max: formatFileSize(maxBytes, language) } };
  }
  return undefined;
}

/** The type a download carries, for people: its name's ending in capitals (PDF, PNG …). */
export function fileKindOf(filename: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(filename);
  return match ? match[1]!.toUpperCase() : '';
}
