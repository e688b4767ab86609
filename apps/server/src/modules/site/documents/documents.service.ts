import {
  type DocumentEntry,
  type DocumentList,
  documentDownloadEndpoint,
  fillPath,
  LANGUAGES,
  type Language,
  MESSAGE,
  pickText,
} from '@label-portal/contract';
import { AppError } from '../../../lib/app-error.js';
import { recordAudit } from '../../platform/audit/index.js';
import { type DocumentType, documentFileName, effectiveMaxBytes, sha256Of } from './document-checks.js';
import {
  type DocumentVersionRow,
  ensureDocument,
  findDocumentCategories,
  findDocumentCategoryForUpdate,
  findDocumentFile,
  findLatestDocumentVersions,
  findLatestVersionNumber,
  insertDocumentVersion,
} from './documents.repository.js';
import type { DocumentsDeps } from './documents-deps.js';

/** The size limit in force (the setting within its bounds); read before any transaction. */
export async function readMaxDocumentBytes(deps: DocumentsDeps): Promise<number> {
  return effectiveMaxBytes(await deps.settings.getNumber('information.max_document_bytes'));
}

function toEntry(row: DocumentVersionRow, language: Language): DocumentEntry {
  return {
    pk: row.id,
    category_id: row.categoryId,
    category: pickText(row.categoryName, language),
    description: row.description,
    document: fillPath(documentDownloadEndpoint.path, { pk: row.id }),
    sort_index: row.sortIndex,
    language: row.language,
    version: row.version,
    uploaded_at: row.uploadedAt.toISOString(),
    size: row.size,
    filename: documentFileName(row),
    content_type: row.contentType,
  };
}

/**
 * The latest version of every document grouped by language (the request's language first, then
 * the others; a language without documents is left out), each group in category order.
 */
export async function listDocuments(deps: DocumentsDeps, language: Language): Promise<DocumentList> {
  const maxBytes = await readMaxDocumentBytes(deps);
  const categories = await findDocumentCategories(deps.db);
  const rows = await findLatestDocumentVersions(deps.db);
  const order = [language, ...LANGUAGES.filter((other) => other !== language)];
  const byCategoryOrder = (a: DocumentVersionRow, b: DocumentVersionRow) =>
    a.sortIndex - b.sortIndex || a.categoryId - b.categoryId;
  return {
    groups: order
      .map((groupLanguage) => ({
        language: groupLanguage,
        documents: rows
          .filter((row) => row.language === groupLanguage)
          .sort(byCategoryOrder)
          .map((row) => toEntry(row, language)),
      }))
      .filter((group) => group.documents.length > 0),
    categories: categories.map((category) => ({
      id: category.id,
      name: pickText(category.name, language),
      sort_index: category.sortIndex,
    })),
    max_document_bytes: maxBytes,
  };
}

/** An upload once its form is read: the fields checked by the contract's schema, and the bytes. */
export type DocumentUpload = {
  categoryId: number;
  language: Language;
  description: string;
  filename: string;
  bytes: Buffer;
};

/**
 * Stores an upload as the next version of its category in its language, in one transaction: the
 * category is locked so that two uploads never take the same number; the bytes go to their own
 * table. An unknown category answers 400 on category_id, nothing written.
 */
export async function storeDocument(
  deps: DocumentsDeps,
  actorId: number,
  upload: DocumentUpload,
  type: DocumentType,
  language: Language,
): Promise<DocumentEntry> {
  const uploadedAt = deps.now();
  const sha256 = sha256Of(upload.bytes);
  return deps.db.transaction(async (tx) => {
    const category = await findDocumentCategoryForUpdate(tx, upload.categoryId);
    if (!category) {
      throw new AppError('VALIDATION_FAILED', { fields: { category_id: [MESSAGE.unknownCategory] } });
    }
    const documentId = await ensureDocument(tx, category.id, upload.language);
    const version = (await findLatestVersionNumber(tx, documentId)) + 1;
    const values = {
      documentId,
      version,
      description: upload.description,
      originalFilename: upload.filename,
      extension: type.extension,
      contentType: type.contentType,
      size: upload.bytes.length,
      sha256,
      uploadedBy: actorId,
      uploadedAt,
    };
    const id = await insertDocumentVersion(tx, values, upload.bytes);
    await recordAudit(tx, { kind: 'user', userId: actorId }, uploadedAt, {
      entityType: 'document_version',
      entityId: id,
      action: 'document_version.upload',
      before: null,
      after: {
        category: category.slug,
        language: upload.language,
        version,
        description: upload.description,
        filename: upload.filename,
        content_type: type.contentType,
        size: upload.bytes.length,
        sha256,
      },
    });
    return toEntry(
      {
        ...values,
        id,
        language: upload.language,
        categoryId: category.id,
        categorySlug: category.slug,
        categoryName: category.name,
        sortIndex: category.sortIndex,
      },
      language,
    );
  });
}

/** A version's bytes with the headers' values: type read at upload and the server-made name. */
export async function readDocumentFile(deps: DocumentsDeps, versionId: number) {
  const row = await findDocumentFile(deps.db, versionId);
  if (!row) throw new AppError('NOT_FOUND', { detail: MESSAGE.notFound });
  return { bytes: row.data, contentType: row.contentType, filename: documentFileName(row) };
}
