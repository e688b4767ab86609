import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client.js';
import { queryRows } from './database.js';
import type { TestClient } from './test-app.js';

export const LIST_URL = '/information/api/document_list/';
export const UPLOAD_URL = '/information/api/document_upload/';

export function sha256(bytes: Buffer | Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function dataUrlOf(bytes: Buffer, mediaType = 'application/pdf'): string {
  return `data:${mediaType};base64,${bytes.toString('base64')}`;
}

/** The bytes padded with spaces up to the size (a PDF reader ignores what follows %%EOF). */
export function padTo(bytes: Buffer, size: number): Buffer {
  return Buffer.concat([bytes, Buffer.alloc(size - bytes.length, 0x20)]);
}

type FilePart = { field?: string; filename: string; contentType?: string; bytes: Buffer };

/** A multipart/form-data body: text fields first, then the files. */
export function multipartBody(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sends a multipart upload as the client (its cookies and CSRF header). */
export function postMultipart(
  client: TestClient,
  fields: Record<string, string>,
  files: FilePart[] = [],
  headers: Record<string, string> = {},
) {
  const { body, contentType } = multipartBody(fields, files);
  return client.request('POST', UPLOAD_URL, { body, headers: { 'content-type': contentType, ...headers } });
}

/** The id of a document category by its slug. */
export async function categoryIdOf(database: DatabaseHandle, slug: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    database,
    sql`select id from document_categories where slug = ${slug}`,
  );
  return row!.id;
}

/** Sets the size limit setting; answers a function that puts the old value back. */
export async function setMaxDocumentBytes(
  database: DatabaseHandle,
  value: number,
): Promise<() => Promise<void>> {
  const [saved] = await queryRows<{ value: unknown }>(
    database,
    sql`select value from settings where key = 'information.max_document_bytes'`,
  );
  await database.db.execute(
    sql`insert into settings (key, value) values ('information.max_document_bytes', ${JSON.stringify(value)}::jsonb)
        on conflict (key) do update set value = excluded.value`,
  );
  return async () => {
    await database.db.execute(
      saved
        ? sql`update settings set value = ${JSON.stringify(saved.value)}::jsonb where key = 'information.max_document_bytes'`
        : sql`delete from settings where key = 'information.max_document_bytes'`,
    );
  };
}
