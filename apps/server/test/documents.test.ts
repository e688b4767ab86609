import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf, buildPng, buildZip } from '../src/lib/sample-files.js';
import { countRows, queryRows } from './helpers/database.js';
import {
  categoryIdOf,
  dataUrlOf,
  LIST_URL,
  multipartBody,
  padTo,
  postMultipart,
  setMaxDocumentBytes,
  sha256,
} from './helpers/documents.js';
import { buildTestApp, signedInClient, TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();
let staff: TestClient;
let supplier: TestClient;
let catalogueId: number;
let termsId: number;

const FORBIDDEN = {
  code: 'FORBIDDEN',
  errors: { detail: "You don't have sufficient rights to access this Content." },
};
const TYPE_REFUSED =
  'This type of file is not accepted (its content is checked, not its name): upload a PDF, a PNG, JPEG, GIF or WebP image, a Word, Excel or PowerPoint document, or a ZIP archive.';

type Entry = {
  pk: number;
  category_id: number;
  category: string;
  description: string;
  document: string;
  language: string;
  version: number;
  size: number;
  filename: string;
  content_type: string;
  sort_index: number;
  uploaded_at: string;
};
type List = {
  groups: { language: string; documents: Entry[] }[];
  categories: { id: number; name: string; sort_index: number }[];
  max_document_bytes: number;
};

beforeAll(async () => {
  staff = await signedInClient(context.app, 'staff@demo.example', 'PROVIDER01');
  supplier = await signedInClient(context.app, 'supplier@demo.example', '12345A0001');
  catalogueId = await categoryIdOf(context.database, 'product-catalogue');
  termsId = await categoryIdOf(context.database, 'terms-and-conditions');
});

async function listAs(client: TestClient, language = 'en'): Promise<List> {
  const response = await client.get(LIST_URL, { 'accept-language': language });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function latestOf(list: List, categoryId: number, language: string): Entry | undefined {
  return list.groups
    .find((group) => group.language === language)
    ?.documents.find((entry) => entry.category_id === categoryId);
}

function uploadJson(client: TestClient, body: Record<string, unknown>) {
  return client.post(LIST_URL, body);
}

const versionRows = () => countRows(context.database, 'document_versions');
const contentRows = () => countRows(context.database, 'document_contents');

function expectDownloadHeaders(response: LightMyRequestResponse, contentType: string, filename: string) {
  expect(response.headers['content-type']).toBe(contentType);
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
  expect(response.headers['cache-control']).toBe('no-store');
}

describe('the document list', () => {
  it('groups the demo documents by language, the request language first, latest versions only', async () => {
    const english = await listAs(supplier, 'en');
    expect(english.groups.map((group) => group.language)).toEqual(['en', 'fr']);
    const guide = latestOf(english, await categoryIdOf(context.database, 'user-guide'), 'en')!;
    expect(guide).toMatchObject({
      category: 'User guide',
      description: 'How to register, order labels and follow your orders',
      language: 'en',
      content_type: 'application/pdf',
    });
    expect(guide.version).toBeGreaterThanOrEqual(2);
    expect(guide.document).toBe(`/information/api/documents/${guide.pk}/download/`);
    expect(guide.filename).toBe(`user-guide-en-v${guide.version}.pdf`);
    // One entry per category and language.
    for (const group of english.groups) {
      const categories = group.documents.map((entry) => entry.category_id);
      expect(new Set(categories).size).toBe(categories.length);
      const order = group.documents.map((entry) => entry.sort_index);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
    expect(english.categories.map((category) => category.name)).toEqual([
      'User guide',
      'Label application instructions',
      'Product catalogue',
      'Terms and conditions',
    ]);
    expect(english.max_document_bytes).toBe(20 * 1024 * 1024);

    const french = await listAs(supplier, 'fr');
    expect(french.groups.map((group) => group.language)).toEqual(['fr', 'en']);
    expect(french.categories.map((category) => category.name)).toContain('Guide d’utilisation');
    expect(latestOf(french, guide.category_id, 'en')!.category).toBe('Guide d’utilisation');
  });

  it('needs a session', async () => {
    const anonymous = new TestClient(context.app);
    expect((await anonymous.get(LIST_URL)).statusCode).toBe(401);
    expect((await anonymous.get('/information/api/documents/1/download/')).statusCode).toBe(401);
  });
});

describe('uploading and downloading', () => {
  it('a holder uploads a PDF as a data URL; a supplier lists it and downloads the same bytes', async () => {
    const pdf = buildPdf(['Product catalogue', `Edition ${Date.now()}`]);
    const before = latestOf(await listAs(supplier), catalogueId, 'en')?.version ?? 0;
    const response = await uploadJson(staff, {
      category_id: catalogueId,
      language: 'en',
      description: '  Every label and its options  ',
      filename: 'my catalogue (final).PDF',
      filedata: dataUrlOf(pdf),
    });
    expect(response.statusCode, response.body).toBe(201);
    const entry: Entry = response.json();
    expect(entry).toMatchObject({
      category_id: catalogueId,
      category: 'Product catalogue',
      description: 'Every label and its options',
      language: 'en',
      version: before + 1,
      size: pdf.length,
      content_type: 'application/pdf',
      filename: `product-catalogue-en-v${before + 1}.pdf`,
      document: `/information/api/documents/${entry.pk}/download/`,
    });

    expect(latestOf(await listAs(supplier), catalogueId, 'en')).toEqual(entry);
    const download = await supplier.get(entry.document);
    expect(download.statusCode).toBe(200);
    expect(sha256(download.rawPayload)).toBe(sha256(pdf));
    expectDownloadHeaders(download, 'application/pdf', entry.filename);
    expect(download.headers['content-disposition']).not.toContain('final');
    const head = await supplier.request('HEAD', entry.document);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(pdf.length));

    // The audit row (decision 210): the uploader, the version and its file, never the bytes.
    const audit = await queryRows<{
      actor_user_id: number;
      actor_kind: string;
      action: string;
      before: unknown;
      after: Record<string, unknown>;
    }>(
      context.database,
      sql`select actor_user_id, actor_kind, action, before, after from audit_log
          where entity_type = 'document_version' and entity_id = ${String(entry.pk)}`,
    );
    const [staffUser] = await queryRows<{ id: number }>(
      context.database,
      sql`select id from users where email = 'staff@demo.example'`,
    );
    expect(audit).toEqual([
      {
        actor_user_id: staffUser!.id,
        actor_kind: 'user',
        action: 'document_version.upload',
        before: null,
        after: {
          category: 'product-catalogue',
          language: 'en',
          version: before + 1,
          description: 'Every label and its options',
          filename: 'my catalogue (final).PDF',
          content_type: 'application/pdf',
          size: pdf.length,
          sha256: sha256(pdf),
        },
      },
    ]);
  });

  it('a refused upload writes no audit row', async () => {
    const rows = () => countRows(context.database, 'audit_log', `entity_type = 'document_version'`);
    const before = await rows();
    const response = await uploadJson(supplier, {
      category_id: catalogueId,
      language: 'en',
      description: 'Not mine to upload',
      filename: 'x.pdf',
      filedata: dataUrlOf(buildPdf(['Nope'])),
    });
    expect(response.statusCode).toBe(403);
    expect(await rows()).toBe(before);
  });

  it('a holder uploads a PNG as multipart/form-data (named .pdf): its type comes from the content', async () => {
    const png = buildPng(32, 16, [
      [10, 20, 30],
      [200, 100, 0],
    ]);
    const response = await postMultipart(
      staff,
      { category_id: String(termsId), language: 'fr', description: 'Schéma' },
      [{ filename: 'conditions.pdf', contentType: 'application/pdf', bytes: png }],
    );
    expect(response.statusCode, response.body).toBe(201);
    const entry: Entry = response.json();
    expect(entry).toMatchObject({
      language: 'fr',
      description: 'Schéma',
      content_type: 'image/png',
      size: png.length,
    });
    expect(entry.filename).toBe(`terms-and-conditions-fr-v${entry.version}.png`);
    const download = await supplier.get(entry.document);
    expect(sha256(download.rawPayload)).toBe(sha256(png));
    expectDownloadHeaders(download, 'image/png', entry.filename);
  });

  it('a second upload of a category in a language makes the next version; the older stays downloadable', async () => {
    const first = buildPdf(['Catalogue', 'first']);
    const second = buildPdf(['Catalogue', 'second']);
    const body = { category_id: catalogueId, language: 'fr', filename: 'c.pdf' };
    const one: Entry = (await uploadJson(staff, { ...body, filedata: dataUrlOf(first) })).json();
    const two: Entry = (
      await uploadJson(staff, { ...body, description: 'v2', filedata: dataUrlOf(second) })
    ).json();
    expect(two.version).toBe(one.version + 1);
    expect(two.pk).not.toBe(one.pk);
    const listed = latestOf(await listAs(supplier, 'fr'), catalogueId, 'fr')!;
    expect(listed).toMatchObject({
      pk: two.pk,
      version: two.version,
      description: 'v2',
      category: 'Catalogue des produits',
    });

    const old = await supplier.get(one.document);
    expect(old.statusCode).toBe(200);
    expect(sha256(old.rawPayload)).toBe(sha256(first));
    expectDownloadHeaders(old, 'application/pdf', `product-catalogue-fr-v${one.version}.pdf`);
    expect(sha256((await supplier.get(two.document)).rawPayload)).toBe(sha256(second));
  });

  it('an unknown version answers 404', async () => {
    const response = await supplier.get('/information/api/documents/2147483647/download/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', errors: { detail: 'Not found.' } });
  });
});

describe('who may upload', () => {
  it('refuses a user without information.add_documentversion on both routes, nothing written', async () => {
    const versions = await versionRows();
    const pdf = buildPdf(['x']);
    const json = await uploadJson(supplier, {
      category_id: catalogueId,
      language: 'en',
      filename: 'a.pdf',
      filedata: dataUrlOf(pdf),
    });
    expect(json.statusCode).toBe(403);
    expect(json.json()).toEqual(FORBIDDEN);
    const form = await postMultipart(supplier, { category_id: String(catalogueId), language: 'en' }, [
      { filename: 'a.pdf', bytes: pdf },
    ]);
    expect(form.statusCode).toBe(403);
    expect(form.json()).toEqual(FORBIDDEN);
    const approver = await signedInClient(context.app, 'approver@demo.example', 'CARMAKER01');
    expect((await postMultipart(approver, {}, [])).statusCode).toBe(403);
    expect(await versionRows()).toBe(versions);
  });
});

describe('what an upload must be', () => {
  it('refuses a file whose name says PDF but whose content is HTML, text or a program', async () => {
    const versions = await versionRows();
    const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]);
    for (const bytes of [html, Buffer.from('plain text'), exe]) {
      const json = await uploadJson(staff, {
        category_id: catalogueId,
        language: 'en',
        filename: 'guide.pdf',
        filedata: dataUrlOf(bytes, 'application/pdf'),
      });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toEqual({ code: 'VALIDATION_FAILED', errors: { filedata: [TYPE_REFUSED] } });
      const form = await postMultipart(staff, { category_id: String(catalogueId), language: 'en' }, [
        { filename: 'guide.pdf', contentType: 'application/pdf', bytes },
      ]);
      expect(form.statusCode).toBe(400);
      expect(form.json()).toEqual({ code: 'VALIDATION_FAILED', errors: { file: [TYPE_REFUSED] } });
    }
    expect(await versionRows()).toBe(versions);
  });

  it('accepts a ZIP archive and refuses it in French with French messages when it is empty', async () => {
    const zip = buildZip([{ name: 'readme.txt', content: 'labels' }]);
    const ok = await postMultipart(staff, { category_id: String(catalogueId), language: 'en' }, [
      { filename: 'pack.zip', bytes: zip },
    ]);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ content_type: 'application/zip' });
    const empty = await postMultipart(
      staff,
      { category_id: String(catalogueId), language: 'en' },
      [{ filename: 'vide.pdf', bytes: Buffer.alloc(0) }],
      { 'accept-language': 'fr' },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ file: ['Le fichier est vide.'] });
  });

  it('refuses an empty file on both routes', async () => {
    const versions = await versionRows();
    const json = await uploadJson(staff, {
      category_id: catalogueId,
      language: 'en',
      filename: 'a.pdf',
      filedata: 'data:application/pdf;base64,',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toEqual({ filedata: ['The file is empty.'] });
    const form = await postMultipart(staff, { category_id: String(catalogueId), language: 'en' }, [
      { filename: 'a.pdf', bytes: Buffer.alloc(0) },
    ]);
    expect(form.json().errors).toEqual({ file: ['The file is empty.'] });
    expect(await versionRows()).toBe(versions);
  });

  it('refuses what is not a base64 data URL', async () => {
    for (const filedata of [
      'JVBERi0xLjQ=',
      'data:application/pdf,%PDF-1.4',
      'data:application/pdf;base64,JVB*ERi0=',
    ]) {
      const response = await uploadJson(staff, {
        category_id: catalogueId,
        language: 'en',
        filename: 'a.pdf',
        filedata,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        filedata: ['Send the file as a base64 data URL (data:…;base64,…).'],
      });
    }
  });

  it('needs a category and a file ("Please select …"), and a category that exists', async () => {
    const versions = await versionRows();
    const pdf = buildPdf(['x']);
    const missing = await uploadJson(staff, { language: 'en', filename: 'a.pdf' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      category_id: ['Please select a category.'],
      filedata: ['Please select a file.'],
    });
    const formMissing = await postMultipart(staff, { category_id: '', language: 'en' }, [
      { filename: '', bytes: Buffer.alloc(0) },
    ]);
    expect(formMissing.statusCode).toBe(400);
    expect(formMissing.json().errors).toEqual({
      category_id: ['Please select a category.'],
      file: ['Please select a file.'],
    });

    const unknown = await uploadJson(staff, {
      category_id: 999_999,
      language: 'en',
      filename: 'a.pdf',
      filedata: dataUrlOf(pdf),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ category_id: ['This document category does not exist.'] });
    const formUnknown = await postMultipart(staff, { category_id: '999999', language: 'en' }, [
      { filename: 'a.pdf', bytes: pdf },
    ]);
    expect(formUnknown.json().errors).toEqual({ category_id: ['This document category does not exist.'] });
    const wrongLanguage = await postMultipart(staff, { category_id: String(catalogueId), language: 'de' }, [
      { filename: 'a.pdf', bytes: pdf },
    ]);
    expect(wrongLanguage.json().errors).toEqual({ language: ['Invalid value'] });
    expect(await versionRows()).toBe(versions);
  });

  it('takes a description of 100 characters and refuses 101', async () => {
    const pdf = buildPdf(['x']);
    const base = { category_id: catalogueId, language: 'en', filename: 'a.pdf', filedata: dataUrlOf(pdf) };
    expect((await uploadJson(staff, { ...base, description: 'd'.repeat(100) })).statusCode).toBe(201);
    const tooLong = await uploadJson(staff, { ...base, description: 'd'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({
      description: ['Ensure this field has no more than 100 characters.'],
    });
    const form = await postMultipart(
      staff,
      { category_id: String(catalogueId), language: 'en', description: 'd'.repeat(101) },
      [{ filename: 'a.pdf', bytes: pdf }],
    );
    expect(form.statusCode).toBe(400);
    expect(form.json().errors).toEqual({
      description: ['Ensure this field has no more than 100 characters.'],
    });
    // Longer than the multipart parser's field size (4,096): still the field's own message.
    for (const description of ['d'.repeat(4096), 'd'.repeat(5000), 'd'.repeat(50_000)]) {
      const huge = await postMultipart(
        staff,
        { category_id: String(catalogueId), language: 'en', description },
        [{ filename: 'a.pdf', bytes: pdf }],
      );
      expect(huge.statusCode).toBe(400);
      expect(huge.json().errors).toEqual({
        description: ['Ensure this field has no more than 100 characters.'],
      });
    }
  });

  it('answers the multipart route with what the form must hold when it is not one, or holds two files', async () => {
    const expected = {
      code: 'VALIDATION_FAILED',
      errors: {
        detail:
          'Send the upload as multipart/form-data: category_id, language, description and one file in the field "file".',
      },
    };
    const json = await staff.post('/information/api/document_upload/', { category_id: catalogueId });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual(expected);
    const pdf = buildPdf(['x']);
    const two = await postMultipart(staff, { category_id: String(catalogueId), language: 'en' }, [
      { filename: 'a.pdf', bytes: pdf },
      { filename: 'b.pdf', bytes: pdf },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toEqual(expected);
    const otherField = await postMultipart(staff, { category_id: String(catalogueId), language: 'en' }, [
      { field: 'document', filename: 'a.pdf', bytes: pdf },
    ]);
    expect(otherField.json()).toEqual(expected);
    // A body that is no well-formed multipart form: cut off before its closing boundary, or garbage.
    const { body, contentType } = multipartBody({ category_id: String(catalogueId), language: 'en' }, [
      { filename: 'a.pdf', bytes: pdf },
    ]);
    for (const broken of [body.subarray(0, body.length - 20), Buffer.from('garbage')]) {
      const response = await staff.request('POST', '/information/api/document_upload/', {
        body: broken,
        headers: { 'content-type': contentType },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(expected);
    }
  });
});

describe('the size limit (setting information.max_document_bytes)', () => {
  let limited: FastifyInstance;
  let restore: () => Promise<void>;
  let limitedStaff: TestClient;
  const LIMIT = 1000;

  beforeAll(async () => {
    restore = await setMaxDocumentBytes(context.database, LIMIT);
    limited = await buildTestApp(context.database);
    limitedStaff = await signedInClient(limited, 'staff@demo.example', 'PROVIDER01');
  });
  afterAll(async () => {
    await limited?.close();
    await restore?.();
  });

  it('accepts a file of exactly the limit and refuses one byte more with 413, on both routes', async () => {
    const atLimit = padTo(buildPdf(['limit']), LIMIT);
    const overLimit = padTo(buildPdf(['limit']), LIMIT + 1);
    const body = { category_id: catalogueId, language: 'en', filename: 'a.pdf' };
    const ok = await uploadJson(limitedStaff, { ...body, filedata: dataUrlOf(atLimit) });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().size).toBe(LIMIT);
    const versions = await versionRows();
    const contents = await contentRows();
    const tooBig = await uploadJson(limitedStaff, { ...body, filedata: dataUrlOf(overLimit) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      code: 'VALIDATION_FAILED',
      errors: { filedata: ['The file is too large: at most 1,000\u00a0bytes are accepted.'] },
    });

    const fields = { category_id: String(catalogueId), language: 'en' };
    const formOk = await postMultipart(limitedStaff, fields, [{ filename: 'a.pdf', bytes: atLimit }]);
    expect(formOk.statusCode, formOk.body).toBe(201);
    const formTooBig = await postMultipart(limitedStaff, fields, [{ filename: 'a.pdf', bytes: overLimit }], {
      'accept-language': 'fr',
    });
    expect(formTooBig.statusCode).toBe(413);
    expect(formTooBig.json().errors).toEqual({
      file: ['Le fichier est trop volumineux\u00a0: 1\u202f000\u00a0octets au plus sont acceptés.'],
    });
    // The texts carry their catalogue key and limit (decision 316), on both routes.
    const keyedTooBig = await limitedStaff.post(
      LIST_URL,
      { ...body, filedata: dataUrlOf(overLimit) },
      { headers: { 'x-message-keys': '1' } },
    );
    expect(keyedTooBig.json().message_keys).toEqual({
      filedata: [{ key: 'validation.documentTooLarge', params: { max: '1,000\u00a0bytes' } }],
    });
    const keyedForm = await postMultipart(limitedStaff, fields, [{ filename: 'a.pdf', bytes: overLimit }], {
      'x-message-keys': '1',
    });
    expect(keyedForm.json().message_keys).toEqual({
      file: [{ key: 'validation.documentTooLarge', params: { max: '1,000\u00a0bytes' } }],
    });
    expect(await versionRows()).toBe(versions + 1);
    expect(await contentRows()).toBe(contents + 1);
    expect((await limitedStaff.get(LIST_URL)).json().max_document_bytes).toBe(LIMIT);
  });
});
