import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUPPLIER_FILE_ROWS } from '../src/seed/demo-supplier-file.js';
import { createUserLike } from './helpers/accounts.js';
import { countRows, queryRows } from './helpers/database.js';
import { multipartBody } from './helpers/documents.js';
import { buildTestApp, signedInClient, type TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();
const URL = '/backoffice/api/supplier_files/';
const DATA_URL = '/psa_accounts/supplier_data/';
const HEADER = 'cofor6;cofor10;name;street;postal_code;city;country_code;company_group;restricted';
let staff: TestClient;
let supplier: TestClient;
let analyst: TestClient;
let viewer: TestClient;

const DEMO_LINES = DEMO_SUPPLIER_FILE_ROWS.map((row) =>
  row.map((cell) => (cell === true ? '1' : cell === false ? '0' : cell)).join(';'),
);

function upload(
  client: TestClient,
  text: string | Buffer,
  headers: Record<string, string> = {},
  filename = 'psa.csv',
) {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  const { body, contentType } = multipartBody({}, [{ filename, bytes, contentType: 'text/csv' }]);
  return client.request('POST', URL, { body, headers: { 'content-type': contentType, ...headers } });
}

const entryRows = () => countRows(context.database, 'supplier_file_entries');
const fileRows = () => countRows(context.database, 'supplier_files');

async function lookupMode(cofor6: string): Promise<string> {
  const anonymous = await signedInClient(context.app, 'supplier@demo.example', '12345A0001');
  const response = await anonymous.request('GET', `/accounts/api/cofor_list/?q_cofor6=${cofor6}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().mode;
}

beforeAll(async () => {
  staff = await signedInClient(context.app, 'staff@demo.example', 'PROVIDER01');
  supplier = await signedInClient(context.app, 'supplier@demo.example', '12345A0001');
  analyst = await signedInClient(context.app, 'analyst@demo.example', 'CARMAKER01');
  const user = await createUserLike(context.database, 'staff@demo.example');
  const group = `supplier-file-viewer-${randomUUID().slice(0, 8)}`;
  await context.database.db.execute(sql`delete from user_groups where user_id = ${user.id}`);
  await context.database.db.execute(sql`insert into groups (name, description) values (${group}, 'test')`);
  await context.database.db.execute(
    sql`insert into group_rights (group_id, "right") select id, 'backoffice.view_supplierfile' from groups where name = ${group}`,
  );
  await context.database.db.execute(
    sql`insert into user_groups (user_id, group_id) select ${user.id}, id from groups where name = ${group}`,
  );
  viewer = await signedInClient(context.app, user.email, user.accountId);
});

afterAll(async () => {
  // Leave the demo file current for the other test files sharing a PostgreSQL database.
  if (staff) await upload(staff, [HEADER, ...DEMO_LINES].join('\n'));
});

describe('loading a valid file', () => {
  it('replaces the lookup data in one go, records the load in the history and the audit log', async () => {
    expect(await lookupMode('77777Q')).toBe('COFOR6_UNKNOWN');
    const text = [
      // Comma separated, a byte-order mark, quoted fields holding the separator, columns in another order.
      '\ufeffcofor10,cofor6,name,street,postal_code,city,country_code,company_group,restricted',
      '77777Q0001,77777q,"Quai, Rhône & Fils",  "1, Rue ""Haute""" ,69001,Lyon,fr,INTERNAL_SUPPLIERS,Y',
      '77777Q0002,77777Q,Quai Nord,2 Rue Basse,69002,Lyon,FR,external_suppliers,',
      ...DEMO_LINES.map((line) => {
        const [c6, c10, ...rest] = line.split(';');
        return [c10, c6, ...rest].map((cell) => `"${cell}"`).join(',');
      }),
    ].join('\r\n');
    const audits = await countRows(context.database, 'audit_log', `entity_type = 'supplier_file'`);
    const response = await upload(staff, text, {}, 'psa-2026.csv');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      filename: 'psa-2026.csv',
      row_count: DEMO_LINES.length + 2,
      restricted_count: 2,
      is_current: true,
    });
    expect(await entryRows()).toBe(DEMO_LINES.length + 2);
    expect(await lookupMode('77777Q')).toBe('COFOR6_RESTRICTED');
    const [entry] = await queryRows<{ name: string; street_address: string; country_code: string }>(
      context.database,
      sql`select name, street_address, country_code from supplier_file_entries where cofor10 = '77777Q0001'`,
    );
    expect(entry).toEqual({
      name: 'Quai, Rhône & Fils',
      street_address: '1, Rue "Haute"',
      country_code: 'FR',
    });
    const [audit] = await queryRows<{ action: string; after: { row_count: number; filename: string } }>(
      context.database,
      sql`select action, after from audit_log where entity_type = 'supplier_file' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({
      action: 'supplier_file.load',
      after: { row_count: DEMO_LINES.length + 2, filename: 'psa-2026.csv' },
    });
    expect(await countRows(context.database, 'audit_log', `entity_type = 'supplier_file'`)).toBe(audits + 1);

    const history = (await staff.get(URL)).json();
    expect(history.results[0]).toMatchObject({
      filename: 'psa-2026.csv',
      is_current: true,
      uploaded_by: expect.stringContaining('staff@demo.example'),
    });
    expect(history.results.filter((file: { is_current: boolean }) => file.is_current)).toHaveLength(1);
    expect(history.columns).toEqual(HEADER.split(';'));
  });

  it('reads Windows-1252 text', async () => {
    const text = `${HEADER}\n88888R;88888R0001;Société Générale d'Équipement;Straße 1;1000;Bruxelles;BE;EXTERNAL_SUPPLIERS;no\n`;
    const response = await upload(staff, latin1(text));
    expect(response.statusCode, response.body).toBe(201);
    const [entry] = await queryRows<{ name: string; street_address: string }>(
      context.database,
      sql`select name, street_address from supplier_file_entries where cofor10 = '88888R0001'`,
    );
    expect(entry).toEqual({ name: "Société Générale d'Équipement", street_address: 'Straße 1' });
    expect(await entryRows()).toBe(1);
    expect(await lookupMode('77777Q')).toBe('COFOR6_UNKNOWN');
  });

  it('downloads the current file as CSV for the analyst, in a format that loads again', async () => {
    await upload(
      staff,
      [
        HEADER,
        ...DEMO_LINES,
        '99999Z;99999Z0001;"Semi;colon";2 Weg;10115;Berlin;DE;EXTERNAL_SUPPLIERS;x',
      ].join('\n'),
    );
    const response = await analyst.get(DATA_URL);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="\d{4}-\d{2}-\d{2}_suppliers_file\.csv"$/,
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(`\ufeff${HEADER}`);
    expect(lines).toHaveLength(DEMO_LINES.length + 3);
    expect(lines[DEMO_LINES.length + 1]).toBe(
      '99999Z;99999Z0001;"Semi;colon";2 Weg;10115;Berlin;DE;EXTERNAL_SUPPLIERS;1',
    );
    const again = await upload(staff, response.rawPayload);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().row_count).toBe(DEMO_LINES.length + 1);
    expect((await supplier.get(DATA_URL)).statusCode).toBe(403);
  });

  it('guards the download against spreadsheet formulas, and a downloaded file loads back unchanged (decision 166)', async () => {
    // As in a spreadsheet, an apostrophe before = + - @ marks text: the upload takes it off.
    const names = ['=1+2', '+33 plus', '-minus', '@at', "''=kept apostrophe", "'plain apostrophe"];
    const stored = ['=1+2', '+33 plus', '-minus', '@at', "'=kept apostrophe", "'plain apostrophe"];
    const extra = names.map(
      (name, index) => `99999Z;99999Z000${index + 1};${name};=SUM(A1);59000;Lille;FR;EXTERNAL_SUPPLIERS;0`,
    );
    const loaded = await upload(staff, [HEADER, ...DEMO_LINES, ...extra].join('\n'));
    expect(loaded.statusCode, loaded.body).toBe(201);
    const response = await analyst.get(DATA_URL);
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\r\n').slice(DEMO_LINES.length + 1, -1);
    expect(lines).toEqual([
      "99999Z;99999Z0001;'=1+2;'=SUM(A1);59000;Lille;FR;EXTERNAL_SUPPLIERS;0",
      "99999Z;99999Z0002;'+33 plus;'=SUM(A1);59000;Lille;FR;EXTERNAL_SUPPLIERS;0",
      "99999Z;99999Z0003;'-minus;'=SUM(A1);59000;Lille;FR;EXTERNAL_SUPPLIERS;0",
      "99999Z;99999Z0004;'@at;'=SUM(A1);59000;Lille;FR;EXTERNAL_SUPPLIERS;0",
      "99999Z;99999Z0005;''=kept apostrophe;'=SUM(A1);59000;Lille;FR;EXTERNAL_SUPPLIERS;0",
      "99999Z;99999Z0006;'plain apostrophe;'=SUM(A1);59000;Lille;FR;EXTERNAL_SUPPLIERS;0",
    ]);
    for (const line of response.body.split('\r\n'))
      for (const cell of line.split(';')) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

    const again = await upload(staff, response.rawPayload);
    expect(again.statusCode, again.body).toBe(201);
    const rows = await queryRows<{ cofor10: string; name: string; street_address: string }>(
      context.database,
      sql`select cofor10, name, street_address from supplier_file_entries
          where cofor10 like '99999Z%' order by cofor10`,
    );
    expect(rows.map((row) => row.name)).toEqual(stored);
    expect(new Set(rows.map((row) => row.street_address))).toEqual(new Set(['=SUM(A1)']));
  });
});

function latin1(text: string): Buffer {
  return Buffer.from(text, 'latin1');
}

describe('a file with bad lines', () => {
  it('loads nothing and reports every line with its column and reason, in English and French', async () => {
    const files = await fileRows();
    const entries = await entryRows();
    const text = [
      HEADER,
      '11111A;11111A0001;Good Line;1 Rue;75001;Paris;FR;EXTERNAL_SUPPLIERS;0',
      '1111A;11111A0002;Short cofor6;1 Rue;75001;Paris;FR;EXTERNAL_SUPPLIERS;0',
      '11111A;11111A003;Short cofor10;1 Rue;75001;Paris;FR;EXTERNAL_SUPPLIERS;0',
      '11111A;22222B0001;Other prefix;1 Rue;75001;Paris;FR;EXTERNAL_SUPPLIERS;0',
      '11111A;11111A0001;Duplicate;1 Rue;75001;Paris;FR;EXTERNAL_SUPPLIERS;0',
      '11111A;11111A0005;;1 Rue;75001;Paris;FR;EXTERNAL_SUPPLIERS;0',
      '11111A;11111A0006;Bad country;1 Rue;75001;Paris;XX;EXTERNAL_SUPPLIERS;0',
      '11111A;11111A0007;Bad group;1 Rue;75001;Paris;FR;SUPPLIERS;0',
      '11111A;11111A0008;Bad flag;1 Rue;75001;Paris;FR;EXTERNAL_SUPPLIERS;maybe',
      '11111A;11111A0009;Too few fields',
    ].join('\n');
    const response = await upload(staff, text);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors.detail).toBe(
      'The file was not loaded (refused lines: 9, problems: 9). The current file stays in use.',
    );
    const keyed = (await upload(staff, text, { 'x-message-keys': '1' })).json();
    expect(keyed.message_keys).toEqual({
      detail: { key: 'errors.supplierFileRefused', params: { lines: '9', problems: '9' } },
      file: [{ key: 'errors.supplierFileRefused', params: { lines: '9', problems: '9' } }],
    });
    expect(keyed.report).toEqual(body.report);
    expect(body.report).toEqual({
      row_count: 10,
      rejected_lines: 9,
      problem_count: 9,
      problems: [
        {
          line: 3,
          column: 'cofor6',
          message: 'The COFOR6 must have 6 characters, letters and digits with at least one of each.',
        },
        { line: 4, column: 'cofor10', message: 'The COFOR10 must have 10 letters or digits.' },
        {
          line: 5,
          column: 'cofor10',
          message: 'The COFOR10 must start with the COFOR6 of its line (11111A).',
        },
        { line: 6, column: 'cofor10', message: 'The COFOR10 11111A0001 is already on line 2.' },
        { line: 7, column: 'name', message: 'This value is required.' },
        { line: 8, column: 'country_code', message: '"XX" is not an ISO 3166 two-letter country code.' },
        {
          line: 9,
          column: 'company_group',
          message: 'The company group must be INTERNAL_SUPPLIERS or EXTERNAL_SUPPLIERS.',
        },
        {
          line: 10,
          column: 'restricted',
          message:
            'The restricted flag must be 1, true, yes, y or x (restricted), or 0, false, no, n or empty (not restricted).',
        },
        { line: 11, column: null, message: 'This line has 3 fields; the header has 9.' },
      ],
    });
    expect(await fileRows()).toBe(files);
    expect(await entryRows()).toBe(entries);

    const french = (await upload(staff, text, { 'accept-language': 'fr' })).json();
    expect(french.errors.detail).toBe(
      'Le fichier n’a pas été chargé (lignes refusées\u00a0: 9, problèmes\u00a0: 9). Le fichier actuel reste en service.',
    );
    expect(french.report.problems[3]).toEqual({
      line: 6,
      column: 'cofor10',
      message: 'Le COFOR10 11111A0001 figure déjà à la ligne 2.',
    });
  });

  it('reports a wrong header, a broken quote and an empty file', async () => {
    const header = (
      await upload(staff, 'cofor6;cofor10;name;street;zip;city;country_code;company_group;restricted\n')
    ).json();
    expect(header.report.problems).toEqual([
      {
        line: 1,
        column: 'zip',
        message:
          'Unknown column "zip": the columns are cofor6, cofor10, name, street, postal_code, city, country_code, company_group, restricted.',
      },
      {
        line: 1,
        column: null,
        message:
          'The header line must name the columns cofor6, cofor10, name, street, postal_code, city, country_code, company_group, restricted; missing: postal_code.',
      },
    ]);
    const quote = (
      await upload(staff, `${HEADER}\n11111A;11111A0001;"Open;;;;FR;EXTERNAL_SUPPLIERS;0\n`)
    ).json();
    expect(quote.report.problems).toEqual([
      {
        line: 2,
        column: null,
        message: 'The CSV is malformed here (CSV_QUOTE_NOT_CLOSED); nothing after this line could be read.',
      },
    ]);
    const empty = await upload(staff, `${HEADER}\n`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().report.problems).toEqual([
      { line: 1, column: null, message: 'The file holds no supplier line.' },
    ]);
    const binary = (await upload(staff, Buffer.from([0xff, 0xfe, 0x63, 0x00]))).json();
    expect(binary.report.problems[0].message).toBe(
      'The file could not be read as text (UTF-8 or Windows-1252).',
    );
  });

  it('refuses a line without street, postal code or city, naming each on its line (decision 299)', async () => {
    const files = await fileRows();
    const text = [
      HEADER,
      '11111A;11111A0001;Full;1 Rue;75001;Paris;FR;EXTERNAL_SUPPLIERS;0',
      '11111A;11111A0002;No street;;75001;Paris;FR;EXTERNAL_SUPPLIERS;0',
      '11111A;11111A0003;No postal code;1 Rue; ;Paris;FR;EXTERNAL_SUPPLIERS;0',
      '11111A;11111A0004;No city;1 Rue;75001;;FR;EXTERNAL_SUPPLIERS;0',
      '11111A;11111A0005;No address;;;;FR;EXTERNAL_SUPPLIERS;0',
    ].join('\n');
    const response = await upload(staff, text);
    expect(response.statusCode).toBe(400);
    const required = 'This value is required.';
    expect(response.json().report.problems).toEqual([
      { line: 3, column: 'street', message: required },
      { line: 4, column: 'postal_code', message: required },
      { line: 5, column: 'city', message: required },
      { line: 6, column: 'street', message: required },
      { line: 6, column: 'postal_code', message: required },
      { line: 6, column: 'city', message: required },
    ]);
    expect(response.json().report.rejected_lines).toBe(4);
    expect(await fileRows()).toBe(files);
  });

  it('reads lines ending in CRLF, LF and CR within one file', async () => {
    const lines = [
      '11111A;11111A0001;Windows;1 Rue;75001;Paris;FR;EXTERNAL_SUPPLIERS;0',
      '11111A;11111A0002;Unix;2 Rue;75002;Paris;FR;EXTERNAL_SUPPLIERS;0',
      '11111A;11111A0003;Old Mac;3 Rue;75003;Paris;FR;EXTERNAL_SUPPLIERS;0',
      '11111A;11111A0004;"Two\nlines";4 Rue;75004;Paris;FR;EXTERNAL_SUPPLIERS;0',
    ];
    const text = `${HEADER}\r\n${lines[0]}\r\n${lines[1]}\n${lines[2]}\r${lines[3]}\n`;
    const response = await upload(staff, text);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().row_count).toBe(4);
    const rows = await queryRows<{ name: string }>(
      context.database,
      sql`select name from supplier_file_entries where cofor6 = '11111A' order by cofor10`,
    );
    expect(rows.map((row) => row.name)).toEqual(['Windows', 'Unix', 'Old Mac', 'Two\nlines']);
    await upload(staff, [HEADER, ...DEMO_LINES].join('\n'));
  });

  it('says that a chosen file is empty, in English and French, and asks for a file when none is sent', async () => {
    const empty = await upload(staff, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ file: ['The file is empty.'] });
    const french = await upload(staff, '', { 'accept-language': 'fr' });
    expect(french.json().errors).toEqual({ file: ['Le fichier est vide.'] });
  });

  it('answers 400 without a file', async () => {
    const { body, contentType } = multipartBody({ note: 'x' });
    const response = await staff.request('POST', URL, { body, headers: { 'content-type': contentType } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.file).toEqual(['Please select a file.']);
  });

  it('answers 400, not 500, to a body that is no well-formed multipart form', async () => {
    const { body, contentType } = multipartBody({}, [{ filename: 'a.csv', bytes: Buffer.from('a;b\r\n') }]);
    for (const broken of [body.subarray(0, body.length - 20), Buffer.from('garbage')]) {
      const response = await staff.request('POST', URL, {
        body: broken,
        headers: { 'content-type': contentType },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.file).toEqual(['Please select a file.']);
    }
  });
});

describe('the size limit (setting psa_accounts.max_supplier_file_bytes)', () => {
  let limited: FastifyInstance;
  let limitedStaff: TestClient;
  let saved: unknown;

  beforeAll(async () => {
    const [row] = await queryRows<{ value: unknown }>(
      context.database,
      sql`select value from settings where key = 'psa_accounts.max_supplier_file_bytes'`,
    );
    saved = row?.value;
    await context.database.db.execute(
      sql`insert into settings (key, value) values ('psa_accounts.max_supplier_file_bytes', '200'::jsonb)
          on conflict (key) do update set value = excluded.value`,
    );
    limited = await buildTestApp(context.database);
    limitedStaff = await signedInClient(limited, 'staff@demo.example', 'PROVIDER01');
  });
  afterAll(async () => {
    await limited?.close();
    if (saved === undefined)
      await context.database.db.execute(
        sql`delete from settings where key = 'psa_accounts.max_supplier_file_bytes'`,
      );
    else
      await context.database.db.execute(
        sql`update settings set value = ${JSON.stringify(saved)}::jsonb where key = 'psa_accounts.max_supplier_file_bytes'`,
      );
  });

  it('loads a file of exactly the limit and refuses one byte more with 413', async () => {
    const line = '11111A;11111A0001;Limit;1 Rue;75001;Paris;FR;EXTERNAL_SUPPLIERS;0';
    const base = `${HEADER}\n${line}`;
    const atLimit = base + ' '.repeat(200 - Buffer.byteLength(base));
    const send = (text: string) => {
      const { body, contentType } = multipartBody({}, [{ filename: 'a.csv', bytes: Buffer.from(text) }]);
      return limitedStaff.request('POST', URL, { body, headers: { 'content-type': contentType } });
    };
    const files = await fileRows();
    const ok = await send(atLimit);
    expect(ok.statusCode, ok.body).toBe(201);
    const tooBig = await send(`${atLimit} `);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().errors).toEqual({
      file: ['The file is too large: at most 200\u00a0bytes are accepted.'],
    });
    expect(await fileRows()).toBe(files + 1);
    expect((await limitedStaff.get(URL)).json().max_bytes).toBe(200);
  });
});

describe('rights', () => {
  it('lets staff view and load, refuses suppliers, and a view-only user the load', async () => {
    const csv = [HEADER, ...DEMO_LINES].join('\n');
    expect((await supplier.get(URL)).statusCode).toBe(403);
    expect((await upload(supplier, csv)).statusCode).toBe(403);
    expect((await analyst.get(URL)).statusCode).toBe(403);
    expect((await viewer.get(URL)).statusCode).toBe(200);
    const files = await fileRows();
    const refused = await upload(viewer, csv);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors.detail).toBe("You don't have sufficient rights to access this Content.");
    expect(await fileRows()).toBe(files);
    expect((await viewer.get(DATA_URL)).statusCode).toBe(403);
  });
});
