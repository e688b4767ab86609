import {
  DOCUMENT_FILENAME_MAX_LENGTH,
  type DocumentEntry,
  type documentUploadBodySchema,
  documentUploadFieldsSchema,
  formatFileSize,
  hasControlCharacters,
  type Language,
  MESSAGE,
  setOwn,
} from '@label-portal/contract';
import type { z } from 'zod';
import { AppError, type FieldErrors, isAppError } from '../../../lib/app-error.js';
import {
  checkDocumentSize,
  type DocumentType,
  decodeDataUrl,
  detectDocumentType,
  sizeMessageOf,
} from './document-checks.js';
import { readMaxDocumentBytes, storeDocument } from './documents.service.js';
import type { DocumentsDeps } from './documents-deps.js';

/** What the bytes of an upload are: an accepted type, or the reason (413 for too large). */
type FileVerdict =
  | { type: DocumentType }
  | { message: string; isTooLarge: boolean; params?: Record<string, string> };

/**
 * "The file is too large: at most 20 MB are accepted.": the catalogue key with the limit in the
 * request's units, so the reply names the key (decision 316).
 */
function tooLargeVerdict(maxBytes: number, language: Language): FileVerdict {
  return {
    message: MESSAGE.documentTooLarge,
    isTooLarge: true,
    params: { max: formatFileSize(maxBytes, language) },
  };
}

/** Checks the bytes: not empty, within the limit, of an accepted type read from the content. */
async function judgeFile(
  bytes: Buffer,
  filename: string,
  maxBytes: number,
  language: Language,
): Promise<FileVerdict> {
  const sizeProblem = checkDocumentSize(bytes.length, maxBytes);
  if (sizeProblem === 'tooLarge') return tooLargeVerdict(maxBytes, language);
  if (sizeProblem) return { message: sizeMessageOf(sizeProblem), isTooLarge: false };
  const type = await detectDocumentType(bytes, filename);
  return type ? { type } : { message: MESSAGE.documentType, isTooLarge: false };
}

/** A refused upload, per field: 413 when the file is too large (decision 146), else 400. */
function refusal(
  fields: FieldErrors,
  isTooLarge: boolean,
  params: Record<string, number> = {},
  fieldParams?: Record<string, Array<Record<string, string> | undefined>>,
): AppError {
  const error = new AppError('VALIDATION_FAILED', {
    fields,
    params,
    ...(fieldParams ? { fieldParams } : {}),
  });
  return isTooLarge ? Object.assign(error, { statusCode: 413 }) : error;
}

/**
 * POST /information/api/document_list/: the file as a base64 data URL. The size limit is read
 * first (never inside the transaction); the content decides the type.
 */
export async function uploadDocumentFromDataUrl(
  deps: DocumentsDeps,
  actorId: number,
  body: z.output<typeof documentUploadBodySchema>,
  language: Language,
): Promise<DocumentEntry> {
  const maxBytes = await readMaxDocumentBytes(deps);
  const bytes = decodeDataUrl(body.filedata);
  if (!bytes) throw refusal({ filedata: [MESSAGE.documentDataUrl] }, false);
  const verdict = await judgeFile(bytes, body.filename, maxBytes, language);
  if ('message' in verdict)
    throw refusal({ filedata: [verdict.message] }, verdict.isTooLarge, {}, { filedata: [verdict.params] });
  const upload = {
    categoryId: body.category_id,
    language: body.language,
    description: body.description,
    filename: body.filename,
    bytes,
  };
  return storeDocument(deps, actorId, upload, verdict.type, language);
}

/** One part of a multipart form as @fastify/multipart hands it over. */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown; valueTruncated: boolean }
  | {
      type: 'file';
      fieldname: string;
      filename: string;
      file: AsyncIterable<Uint8Array> & { truncated: boolean };
    };

/** Opens the request's parts with a file size limit (the route wires request.parts). */
export type OpenUploadParts = (limits: { fileSize: number }) => AsyncIterable<UploadPart>;

type UploadForm = {
  fields: Record<string, string>;
  file: { filename: string; bytes: Buffer; isTruncated: boolean } | undefined;
};

const formError = (cause?: unknown) =>
  new AppError('VALIDATION_FAILED', { detail: MESSAGE.documentUploadForm, cause });

async function drain(stream: AsyncIterable<Uint8Array>): Promise<void> {
  for await (const _ of stream) {
    // read to the end, keep nothing
  }
}

/**
 * Reads the form as it streams: text fields, and the one file (field `file`) up to the limit; the
 * parser stops keeping bytes past the limit and marks the file truncated. A second file, a
 * repeated field or a malformed body answers 400 with what the form must hold.
 */
async function readUploadForm(parts: AsyncIterable<UploadPart>): Promise<UploadForm> {
  const form: UploadForm = { fields: {}, file: undefined };
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string' || Object.hasOwn(form.fields, part.fieldname)) throw formError();
        // A value cut at the form's field size (4,096 characters, more than any field takes) is
        // kept as cut: the field's own rule refuses it ("at most 100 characters"), on its field.
        setOwn(form.fields, part.fieldname, part.value);
        continue;
      }
      if (part.fieldname !== 'file' || form.file) {
        await drain(part.file);
        throw formError();
      }
      const chunks: Uint8Array[] = [];
      for await (const chunk of part.file) chunks.push(chunk);
      form.file = { filename: part.filename, bytes: Buffer.concat(chunks), isTruncated: part.file.truncated };
    }
  } catch (error) {
    if (isAppError(error)) throw error;
    // Only the request's body is read here: a limit it passed, or a body that is no well-formed
    // multipart form (busboy's "Unexpected end of form", a bad part header, a cut-off upload).
    throw formError(error);
  }
  return form;
}

/** The uploader's file name as kept for the record: no control characters, 255 characters at most. */
function keptFileName(filename: string): string {
  const kept = [...filename].filter((character) => !hasControlCharacters(character)).join('');
  return kept.slice(0, DOCUMENT_FILENAME_MAX_LENGTH);
}

/** The field errors of a failed zod parse, keyed like the error handler keys them. */
function fieldErrorsOf(error: z.ZodError): { fields: FieldErrors; params: Record<string, number> } {
  const fields: FieldErrors = {};
  const params: Record<string, number> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'non_field_errors';
    setOwn(fields, field, [...(Object.hasOwn(fields, field) ? fields[field]! : []), issue.message]);
    if (issue.code === 'too_big') params.max = Number(issue.maximum);
  }
  return { fields, params };
}

/**
 * POST /information/api/document_upload/: the multipart form the web sends, read as a stream
 * with the size limit (read first, never inside the transaction). Every field's problem is told
 * at once; the file's go on `file`.
 */
export async function uploadDocumentFromParts(
  deps: DocumentsDeps,
  actorId: number,
  openParts: OpenUploadParts,
  language: Language,
): Promise<DocumentEntry> {
  const maxBytes = await readMaxDocumentBytes(deps);
  const form = await readUploadForm(openParts({ fileSize: maxBytes }));
  const parsed = documentUploadFieldsSchema.safeParse(form.fields);
  const { fields, params }: ReturnType<typeof fieldErrorsOf> = parsed.success
    ? { fields: {}, params: {} }
    : fieldErrorsOf(parsed.error);
  const file = form.file && (form.file.filename !== '' || form.file.bytes.length > 0) ? form.file : undefined;
  let verdict: FileVerdict | undefined;
  if (!file) fields.file = [MESSAGE.selectFile];
  else if (file.isTruncated) verdict = tooLargeVerdict(maxBytes, language);
  else verdict = await judgeFile(file.bytes, file.filename, maxBytes, language);
  if (verdict && 'message' in verdict) fields.file = [verdict.message];
  const isTooLarge = verdict !== undefined && 'isTooLarge' in verdict && verdict.isTooLarge;
  const fileParams =
    verdict && 'message' in verdict && verdict.params ? { file: [verdict.params] } : undefined;
  if (!parsed.success || !verdict || !('type' in verdict))
    throw refusal(fields, isTooLarge, params, fileParams);
  const upload = {
    categoryId: parsed.data.category_id,
    language: parsed.data.language,
    description: parsed.data.description,
    filename: keptFileName(file!.filename),
    bytes: file!.bytes,
  };
  return storeDocument(deps, actorId, upload, verdict.type, language);
}
