import { and, asc, desc, eq, max } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import {
  documentCategories,
  documentContents,
  documents,
  documentVersions,
} from '../../../db/schema/index.js';

export async function findDocumentCategories(db: Executor) {
  return db
    .select()
    .from(documentCategories)
    .orderBy(asc(documentCategories.sortIndex), asc(documentCategories.id));
}

/** The category, locked: uploads of one category take their version numbers one after another. */
export async function findDocumentCategoryForUpdate(db: Executor, categoryId: number) {
  const [row] = await db
    .select()
    .from(documentCategories)
    .where(eq(documentCategories.id, categoryId))
    .for('update');
  return row;
}

const versionColumns = {
  id: documentVersions.id,
  version: documentVersions.version,
  description: documentVersions.description,
  extension: documentVersions.extension,
  contentType: documentVersions.contentType,
  size: documentVersions.size,
  uploadedAt: documentVersions.uploadedAt,
  language: documents.language,
  categoryId: documentCategories.id,
  categorySlug: documentCategories.slug,
  categoryName: documentCategories.name,
  sortIndex: documentCategories.sortIndex,
};

export type DocumentVersionRow = Awaited<ReturnType<typeof findLatestDocumentVersions>>[number];

/** The latest version of every document, without the bytes. */
export async function findLatestDocumentVersions(db: Executor) {
  return db
    .selectDistinctOn([documentVersions.documentId], versionColumns)
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .innerJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
    .orderBy(documentVersions.documentId, desc(documentVersions.version));
}

/** The document of a category in a language, made on its first upload; answers its id. */
export async function ensureDocument(db: Executor, categoryId: number, language: 'en' | 'fr') {
  await db.insert(documents).values({ categoryId, language }).onConflictDoNothing();
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.categoryId, categoryId), eq(documents.language, language)));
  return row!.id;
}

export async function findLatestVersionNumber(db: Executor, documentId: number): Promise<number> {
  const [row] = await db
    .select({ latest: max(documentVersions.version) })
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId));
  return row?.latest ?? 0;
}

export async function insertDocumentVersion(
  db: Executor,
  values: typeof documentVersions.$inferInsert,
  data: Buffer,
): Promise<number> {
  const [row] = await db.insert(documentVersions).values(values).returning({ id: documentVersions.id });
  await db.insert(documentContents).values({ versionId: row!.id, data });
  return row!.id;
}

/** One version with its document, its category and its bytes. */
export async function findDocumentFile(db: Executor, versionId: number) {
  const [row] = await db
    .select({ ...versionColumns, data: documentContents.data })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .innerJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
    .innerJoin(documentContents, eq(documentContents.versionId, documentVersions.id))
    .where(eq(documentVersions.id, versionId));
  return row;
}
