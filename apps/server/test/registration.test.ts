import { MESSAGES_EN, MESSAGES_FR, type RegistrationBody } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { insertSupplierFile } from '../src/seed/demo-supplier-file.js';
import { countRows, queryRows } from './helpers/database.js';
import { buildTestApp, openTestDatabase, TestClient } from './helpers/test-app.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let clockOffsetMs = 0;
const REGISTERED = `'45678D0001','45678D0002','56789E0001'`;

/** Removes what these tests registered: their users (reg-…@test.example) and the companies made for them. */
async function removeRegistrations() {
  await database.db.execute(
    sql.raw(`with removed as (delete from users where email like 'reg-%@test.example' returning company_id)
      delete from companies c
      where (c.id in (select company_id from removed) or c.cofor10 in (${REGISTERED}))
        and (c.cofor10 in (${REGISTERED}) or c.cofor10 like 'T%')
        and not exists (select 1 from users u where u.company_id = c.id and u.email not like 'reg-%@test.example')`),
  );
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, { now: () => new Date(Date.now() + clockOffsetMs) });
  // A database seeded before the demo had its supplier file gets it now.
  if ((await countRows(database, 'supplier_file_entries', `cofor6 = '45678D'`)) === 0) {
    await insertSupplierFile(database.db, null, new Date());
  }
  await removeRegistrations();
});
afterAll(async () => {
  await removeRegistrations();
  await app.close();
  await database.close();
});
beforeEach(() => {
  clockOffsetMs = 0;
});

async function client(): Promise<TestClient> {
  const c = new TestClient(app);
  await c.request('GET', '/accounts/api/login/');
  return c;
}

let serial = 0;
const uniqueEmail = () => `reg-${Date.now()}-${serial++}@test.example`;
const contact = (category: string) => ({
  category,
  name: `${category} Person`,
  phone: '+33 1 23 45 67 89',
  email: `${category.toLowerCase()}@test.example`,
});
const address = (category: 'BILLING' | 'DELIVERY', city = 'Hamburg') => ({
  category,
  company_name: '',
  street_address: 'Am Hafen 12',
  address_details: '',
  postal_code: '20457',
  city,
  country_code: 'DE',
});

function payload(overrides: Partial<RegistrationBody> = {}): RegistrationBody {
  return {
    accountId: '45678D0001',
    registerCase: 'COFOR6',
    user: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: uniqueEmail(),
      phone: '+49 40 1234 5678',
      password: 'Blue-tiger-42',
      password_again: 'Blue-tiger-42',
    },
    company_profile: {
      name: 'Hanse Fahrzeugteile GmbH',
      cofor6: '45678D',
      cofor10: '45678D0001',
      vat_identification_no: 'DE123456789',
      duns: '123456789',
      company_reference: '',
      destination: 'Vesoul (FR)',
      part_numbers: '9801234567 9807654321',
    },
    quotas: ['Original Part', 'MOPAR'],
    contacts: ['COMMERCIAL', 'PROVISIONING', 'TS_DELIVERY', 'TS_INVOICE'].map(
      contact,
    ) as RegistrationBody['contacts'],
    addresses: [address('BILLING'), address('DELIVERY')],
    ...overrides,
  };
}

async function lookup(c: TestClient, query: string) {
  return c.request('GET', `/accounts/api/cofor_list/?${query}`);
}

async function mailsTo(email: string) {
  return queryRows<{
    template: string;
    body_text: string;
    body_html: string;
    language: string;
    subject: string;
  }>(
    database,
    sql`select template, body_text, body_html, language, subject from outbox where recipient = ${email} order by id`,
  );
}

function codeOf(bodyText: string): string {
  const match = /\/accounts\/confirmation\/([A-Za-z0-9_-]+)/.exec(bodyText);
  if (!match) throw new Error('no confirmation link');
  return match[1]!;
}

describe('company-code lookup', () => {
  it('answers COFOR6 with each address of the supplier file as an option', async () => {
    const response = await lookup(await client(), 'q_cofor6=45678d');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.mode).toBe('COFOR6');
    expect(body.quotas_fixed).toBe(false);
    expect(body.quota_categories).toEqual(['Original Part', 'Accessories', 'Eurorepar', 'MOPAR']);
    expect(body.options).toHaveLength(2);
    expect(body.options[1]).toMatchObject({
      index: 1,
      address: {
        street_address: 'Werftstraße 5',
        postal_code: '28237',
        city: 'Bremen',
        country: 'Germany',
        country_code: 'DE',
      },
      prefill: {
        company_profile: { name: 'Hanse Fahrzeugteile GmbH', cofor10: '45678D0002', cofor6: '45678D' },
        is_known_company: false,
        first_user: true,
      },
    });
  });

  it('answers COFOR6_RESTRICTED with the fixed quota', async () => {
    const body = (await lookup(await client(), 'q_cofor6=56789E')).json();
    expect(body.mode).toBe('COFOR6_RESTRICTED');
    expect(body.quotas_fixed).toBe(true);
    expect(body.options[0].prefill.quotas).toEqual(['Original Part']);
  });

  it('answers COFOR6_UNKNOWN for a compliant code the file does not hold', async () => {
    const body = (await lookup(await client(), 'q_cofor6=99999Z')).json();
    expect(body).toMatchObject({ mode: 'COFOR6_UNKNOWN', options: [] });
  });

  it('prefills a company already in the portal (COFOR6 of Demo Parts, and its account id)', async () => {
    const c = await client();
    const byCofor6 = (await lookup(c, 'q_cofor6=12345A')).json();
    expect(byCofor6.options[0].prefill).toMatchObject({ is_known_company: true, first_user: false });
    expect(byCofor6.options[0].prefill.quotas.length).toBeGreaterThan(0);
    expect(byCofor6.options[0].prefill.addresses.map((a: { category: string }) => a.category)).toEqual([
      'BILLING',
      'DELIVERY',
    ]);
    const byAccount = (await lookup(c, 'q_cofor10=12345A0001')).json();
    expect(byAccount.mode).toBe('COFOR10');
    expect(byAccount.options[0].prefill.company_profile.name).toBe('Demo Parts SAS');
  });

  it('refuses an account id that is not 6 to 10 letters or digits on its field, and takes 6', async () => {
    const c = await client();
    for (const code of ['12345', '12345A00011', '12345%20A001']) {
      const response = await lookup(c, `q_cofor10=${code}`);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().errors, code).toEqual({
        q_cofor10: ['Enter the account ID as 6 to 10 digits or letters, without spaces.'],
      });
    }
    expect((await lookup(c, 'q_cofor10=12345A')).statusCode).toBe(200);
  });

  it('answers an unknown account id with the same status and shape: COFOR10, no options', async () => {
    const response = await lookup(await client(), 'q_cofor10=0000000000');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual([
      'mode',
      'options',
      'quota_categories',
      'quotas_fixed',
    ]);
    expect(response.json()).toMatchObject({ mode: 'COFOR10', options: [] });
  });

  it('refuses a non-compliant COFOR6 and a missing option with the spec texts', async () => {
    const c = await client();
    const bad = await lookup(c, 'q_cofor6=ABCDEF');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.q_cofor6).toEqual([MESSAGES_EN['validation.coforNotCompliant']]);
    const short = await lookup(c, 'q_cofor6=12A');
    expect(short.json().errors.q_cofor6).toEqual([MESSAGES_EN['validation.coforNotCompliant']]);
    const none = await lookup(c, '');
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.q_cofor6).toEqual([MESSAGES_EN['validation.coforOptionRequired']]);
    expect((await lookup(c, 'q_cofor6=1A')).statusCode).toBe(400);
    expect((await lookup(c, 'q_cofor6=12345A&mode=x')).statusCode).toBe(400);
  });

  it('answers 429 past the public forms limit of one address', async () => {
    const c = await client();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await lookup(c, 'q_cofor6=99999Z')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const last = await lookup(c, 'q_cofor6=99999Z');
    expect(last.statusCode).toBe(429);
    expect(last.json().errors.detail).toBe(MESSAGES_EN['errors.rateLimited']);
  });
});

describe('registration', () => {
  it('registers a first user of a supplier-file company: company, data, user, code and mail in one go', async () => {
    // The supplier file's name stays: an unconfirmed first registrant cannot rename the company
    // that later registrants of the same COFOR find (decision 284).
    const renamed = await (await client()).request('POST', '/accounts/api/registration/', {
      body: payload({ company_profile: { ...payload().company_profile, name: 'Walk Test GmbH' } }),
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors).toEqual({
      'company_profile.name': [MESSAGES_EN['validation.notEditable']],
    });
    expect(await countRows(database, 'companies', `cofor10 = '45678D0001'`)).toBe(0);
    const body = payload();
    const response = await (await client()).request('POST', '/accounts/api/registration/', {
      body,
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ received: true });
    const [user] = await queryRows<Record<string, unknown>>(
      database,
      sql`select u.state, u.register_case, u.is_first_user, u.language, u.password_hash, c.cofor10, c.name, c.company_group, c.part_numbers, c.id as company_id
          from users u join companies c on c.id = u.company_id where u.email = ${body.user.email}`,
    );
    expect(user).toMatchObject({
      state: 'EMAIL_CONFIRMATION_REQUESTED',
      register_case: 'COFOR6',
      is_first_user: true,
      language: 'fr',
      cofor10: '45678D0001',
      part_numbers: '9801234567 9807654321',
    });
    expect(String(user!.password_hash)).toMatch(/^\$argon2id\$/);
    const companyId = Number(user!.company_id);
    // Decision 112: the typed delivery address waits for the approver, even for a file company.
    const states = await queryRows<{ category: string; state: string }>(
      database,
      sql`select category, state from addresses where company_id = ${companyId} order by category`,
    );
    expect(states).toEqual([
      { category: 'BILLING', state: 'APPROVED' },
      { category: 'DELIVERY', state: 'CLIENT_APPROVAL_REQUESTED' },
    ]);
    expect(await countRows(database, 'contacts', `company_id = ${companyId}`)).toBe(4);
    expect(await countRows(database, 'company_quota_categories', `company_id = ${companyId}`)).toBe(2);
    expect(
      await countRows(
        database,
        `user_groups ug join groups g on g.id = ug.group_id`,
        `g.name = 'supplier' and ug.user_id = (select id from users where email = '${body.user.email}')`,
      ),
    ).toBe(1);
    const [mail] = await mailsTo(body.user.email);
    expect(mail).toMatchObject({ template: 'account.confirmation', language: 'fr' });
    expect(mail!.body_text).toContain('http://localhost:3000/accounts/confirmation/');
    expect(mail!.body_html).toContain('/accounts/confirmation/');
  });

  it('makes a T account for an unknown company, with its delivery address awaiting approval', async () => {
    const body = payload({
      accountId: 'UNKNOWN_COMPANY',
      registerCase: 'COFOR6_UNKNOWN',
      company_profile: { ...payload().company_profile, name: 'Neue Teile AG', cofor6: '99999Z', cofor10: '' },
      contacts: [
        ...payload().contacts,
        { category: 'STELLANTIS_PURCHASING', name: '', phone: '', email: '' },
      ],
    });
    const response = await (await client()).request('POST', '/accounts/api/registration/', { body });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await queryRows<{ cofor10: string; cofor6: string; id: number }>(
      database,
      sql`select c.cofor10, c.cofor6, c.id from users u join companies c on c.id = u.company_id where u.email = ${body.user.email}`,
    );
    expect(row!.cofor10).toMatch(/^T[0-9]{9}$/);
    expect(row!.cofor6).toBe('99999Z');
    const states = await queryRows<{ category: string; state: string }>(
      database,
      sql`select category, state from addresses where company_id = ${row!.id} order by category`,
    );
    expect(states).toEqual([
      { category: 'BILLING', state: 'APPROVED' },
      { category: 'DELIVERY', state: 'CLIENT_APPROVAL_REQUESTED' },
    ]);
  });

  it('registers an additional user with the account id (COFOR10) and leaves the company as it is', async () => {
    const before = await countRows(
      database,
      'contacts',
      `company_id = (select id from companies where cofor10 = '12345A0001')`,
    );
    const body = payload({
      accountId: '12345A0001',
      registerCase: 'COFOR10',
      company_profile: {
        ...payload().company_profile,
        name: 'Demo Parts SAS',
        cofor6: '',
        cofor10: '12345A0001',
      },
      quotas: [],
      contacts: [],
      addresses: [],
    });
    const response = await (await client()).request('POST', '/accounts/api/registration/', { body });
    expect(response.statusCode, response.body).toBe(201);
    const [user] = await queryRows<{ is_first_user: boolean; register_case: string }>(
      database,
      sql`select is_first_user, register_case from users where email = ${body.user.email}`,
    );
    expect(user).toEqual({ is_first_user: false, register_case: 'COFOR10' });
    expect(
      await countRows(
        database,
        'contacts',
        `company_id = (select id from companies where cofor10 = '12345A0001')`,
      ),
    ).toBe(before);
  });

  it('makes a registrant of a company already in the portal, found by its COFOR6, an additional user', async () => {
    const lookupReply = (await lookup(await client(), 'q_cofor6=12345A')).json();
    const prefill = lookupReply.options[0].prefill;
    const body = payload({
      accountId: '12345A0001',
      registerCase: 'COFOR6',
      company_profile: {
        ...payload().company_profile,
        name: prefill.company_profile.name,
        cofor6: '12345A',
        cofor10: '12345A0001',
      },
      quotas: prefill.quotas,
      contacts: prefill.contacts,
      addresses: prefill.addresses,
    });
    const response = await (await client()).request('POST', '/accounts/api/registration/', { body });
    expect(response.statusCode, response.body).toBe(201);
    const [user] = await queryRows<{ is_first_user: boolean; cofor10: string }>(
      database,
      sql`select u.is_first_user, c.cofor10 from users u join companies c on c.id = u.company_id where u.email = ${body.user.email}`,
    );
    expect(user).toEqual({ is_first_user: false, cofor10: '12345A0001' });
  });

  it('fixes the quota of a restricted company and refuses another choice with notEditable', async () => {
    const base = {
      accountId: '56789E0001',
      registerCase: 'COFOR6_RESTRICTED' as const,
      company_profile: {
        ...payload().company_profile,
        name: 'Plastiques du Rhône SA',
        cofor6: '56789E',
        cofor10: '56789E0001',
      },
    };
    const refused = await (await client()).request('POST', '/accounts/api/registration/', {
      body: payload({ ...base, quotas: ['MOPAR'] }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.quotas).toEqual([MESSAGES_EN['validation.notEditable']]);
    const accepted = await (await client()).request('POST', '/accounts/api/registration/', {
      body: payload({ ...base, quotas: ['Original Part'] }),
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('refuses changes to a known company: its name and, for an additional user, its addresses', async () => {
    const body = payload({
      accountId: '12345A0001',
      registerCase: 'COFOR6',
      company_profile: {
        ...payload().company_profile,
        name: 'Other name',
        cofor6: '12345A',
        cofor10: '12345A0001',
      },
      contacts: [],
      addresses: [address('BILLING', 'Paris')],
    });
    const response = await (await client()).request('POST', '/accounts/api/registration/', { body });
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors;
    expect(errors['company_profile.name']).toEqual([MESSAGES_EN['validation.notEditable']]);
    expect(errors['addresses.0.city']).toEqual([MESSAGES_EN['validation.notEditable']]);
    expect(await countRows(database, 'users', `email = '${body.user.email}'`)).toBe(0);
  });

  it('refuses a mode that does not match the code, an account id not in the file, unknown keys', async () => {
    const c = await client();
    const wrongMode = await c.request('POST', '/accounts/api/registration/', {
      body: payload({ registerCase: 'COFOR6_RESTRICTED' }),
    });
    expect(wrongMode.json().errors.registerCase).toEqual([MESSAGES_EN['validation.notEditable']]);
    const wrongAccount = await c.request('POST', '/accounts/api/registration/', {
      body: payload({ accountId: '45678D0009' }),
    });
    expect(wrongAccount.json().errors.accountId).toEqual([MESSAGES_EN['validation.invalid']]);
    const unknownAccount = await c.request('POST', '/accounts/api/registration/', {
      body: payload({ accountId: '0000000000', registerCase: 'COFOR10' }),
    });
    expect(unknownAccount.json().errors.accountId).toEqual([MESSAGES_EN['errors.coforNotFound']]);
    const extra = await c.request('POST', '/accounts/api/registration/', {
      body: { ...payload(), is_first_user: true },
    });
    expect(extra.statusCode).toBe(400);
    const extraUser = await c.request('POST', '/accounts/api/registration/', {
      body: { ...payload(), user: { ...payload().user, state: 'APPROVED' } },
    });
    expect(extraUser.statusCode).toBe(400);
  });

  it('puts every section 5 problem on its field, and a common password too', async () => {
    const body = payload({
      user: {
        first_name: '',
        last_name: 'L',
        email: 'nope',
        phone: '1234-567',
        password: 'short',
        password_again: 'other',
      },
      quotas: [],
    });
    body.company_profile = {
      ...body.company_profile,
      vat_identification_no: '',
      duns: '12345678',
      part_numbers: '12345',
    };
    const errors = (await (await client()).request('POST', '/accounts/api/registration/', { body })).json()
      .errors;
    expect(errors['user.first_name']).toEqual([MESSAGES_EN['validation.required']]);
    expect(errors['user.email']).toEqual([MESSAGES_EN['validation.invalidEmail']]);
    expect(errors['user.phone']).toEqual([MESSAGES_EN['validation.phoneMinDigits']]);
    expect(errors['user.password']).toContain(MESSAGES_EN['validation.passwordMinLength']);
    expect(errors['company_profile.duns']).toEqual([MESSAGES_EN['validation.invalidDuns']]);
    expect(errors['company_profile.part_numbers']).toEqual([MESSAGES_EN['validation.partNumbersLength']]);
    const common = payload({
      accountId: 'UNKNOWN_COMPANY',
      registerCase: 'COFOR6_UNKNOWN',
      company_profile: { ...payload().company_profile, cofor6: '77777X', cofor10: '' },
      user: { ...payload().user, password: 'Password1!', password_again: 'Password1!' },
      quotas: [],
    });
    const commonErrors = (
      await (await client()).request('POST', '/accounts/api/registration/', { body: common })
    ).json().errors;
    expect(commonErrors['user.password']).toEqual([MESSAGES_EN['validation.commonPassword']]);
    expect(commonErrors.quotas).toEqual([MESSAGES_EN['validation.quotaRequired']]);
  });

  it('answers a second registration of an e-mail in the company alike, and mails that address a notice', async () => {
    const email = 'supplier@demo.example';
    const typedText = `Call +1 555 0100 now to keep your account: http://evil.example/login ${'x'.repeat(30)}`;
    const body = payload({
      accountId: '12345A0001',
      registerCase: 'COFOR10',
      user: {
        ...payload().user,
        first_name: 'Ada',
        last_name: `Extra ${typedText}`.slice(0, 100),
        email: 'Supplier@Demo.example',
      },
      company_profile: {
        ...payload().company_profile,
        name: 'Demo Parts SAS',
        cofor6: '',
        cofor10: '12345A0001',
      },
      quotas: [],
      contacts: [],
      addresses: [],
    });
    const fresh = payload({ ...body, user: { ...body.user, email: uniqueEmail() } });
    const usersBefore = await countRows(database, 'users', `lower(email) = '${email}'`);
    const [holder] = await queryRows<{ first_name: string; last_name: string }>(
      database,
      sql`update users set language = 'fr' where email = ${email} returning first_name, last_name`,
    );
    const c = await client();
    try {
      const duplicate = await c.request('POST', '/accounts/api/registration/', { body });
      const other = await c.request('POST', '/accounts/api/registration/', { body: fresh });
      expect(duplicate.statusCode).toBe(other.statusCode);
      expect(duplicate.body).toBe(other.body);
    } finally {
      await database.db.execute(sql`update users set language = 'en' where email = ${email}`);
    }
    expect(await countRows(database, 'users', `lower(email) = '${email}'`)).toBe(usersBefore);
    // Decision 292: to the stored address, greeting the stored holder in their language, with no
    // text of the request.
    expect(await mailsTo('Supplier@Demo.example')).toEqual([]);
    const notices = (await mailsTo(email)).filter((mail) => mail.template === 'account.email_exists');
    const notice = notices.at(-1)!;
    expect(notice.language).toBe('fr');
    expect(notice.subject).toBe('Label Portal\u00a0: inscription avec votre adresse e-mail');
    expect(notice.body_text).toContain(`Bonjour ${holder!.first_name} ${holder!.last_name},`);
    expect(notice.body_text).toContain(MESSAGES_FR['errors.emailExists']);
    expect(notice.body_text).toContain('http://localhost:3000/accounts/reset_password');
    for (const text of [notice.subject, notice.body_text, notice.body_html]) {
      expect(text).not.toContain('Ada');
      expect(text).not.toContain('Extra');
      expect(text).not.toContain('evil.example');
    }
  });

  it('writes nothing when a step fails midway (one transaction, after the reply: decision 293)', async () => {
    const body = payload({
      accountId: '45678D0002',
      company_profile: { ...payload().company_profile, cofor10: '45678D0002' },
    });
    const companiesBefore = await countRows(database, 'companies');
    await database.db.execute(sql`update groups set name = 'supplier_renamed' where name = 'supplier'`);
    try {
      const response = await (await client()).request('POST', '/accounts/api/registration/', { body });
      // The reply went before the writes: the failure is the server's log's, not the caller's.
      expect(response.statusCode).toBe(201);
    } finally {
      await database.db.execute(sql`update groups set name = 'supplier' where name = 'supplier_renamed'`);
    }
    expect(await countRows(database, 'companies')).toBe(companiesBefore);
    expect(await countRows(database, 'users', `email = '${body.user.email}'`)).toBe(0);
    expect(await mailsTo(body.user.email)).toEqual([]);
  });
});

/** The audit rows of a user (by e-mail) and of their company, oldest first (decision 210). */
async function auditOfRegistrant(email: string) {
  return queryRows<{
    actor_kind: string;
    actor_user_id: number | null;
    actor_label: string;
    entity_type: string;
    entity_id: string;
    action: string;
    company_id: number | null;
    before: unknown;
    after: Record<string, unknown>;
  }>(
    database,
    sql`select a.actor_kind, a.actor_user_id, a.actor_label, a.entity_type, a.entity_id, a.action, a.company_id, a.before, a.after
        from audit_log a join users u on u.company_id = a.company_id and u.email = ${email} order by a.id`,
  );
}

describe('audit rows of the registration and the confirmation', () => {
  it('a registration writes company.register, address.create per address and user.register, acting as the registrant', async () => {
    const body = payload({
      accountId: 'UNKNOWN_COMPANY',
      registerCase: 'COFOR6_UNKNOWN',
      company_profile: { ...payload().company_profile, name: 'Audit Reg AG', cofor6: '77777X', cofor10: '' },
    });
    const response = await (await client()).request('POST', '/accounts/api/registration/', { body });
    expect(response.statusCode, response.body).toBe(201);
    const [user] = await queryRows<{ id: number; company_id: number }>(
      database,
      sql`select id, company_id from users where email = ${body.user.email}`,
    );
    const rows = await auditOfRegistrant(body.user.email);
    const who = { actor_kind: 'user', actor_user_id: user!.id, actor_label: body.user.email };
    expect(rows.map((row) => row.action).sort()).toEqual([
      'address.create',
      'address.create',
      'company.register',
      'user.register',
    ]);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          ...who,
          entity_type: 'company',
          entity_id: String(user!.company_id),
          action: 'company.register',
          before: null,
          after: expect.objectContaining({ name: 'Audit Reg AG' }),
        }),
        expect.objectContaining({
          ...who,
          entity_type: 'address',
          action: 'address.create',
          after: expect.objectContaining({ category: 'DELIVERY', state: 'CLIENT_APPROVAL_REQUESTED' }),
        }),
        expect.objectContaining({
          ...who,
          entity_type: 'user',
          entity_id: String(user!.id),
          action: 'user.register',
          before: null,
          after: expect.objectContaining({
            email: body.user.email,
            state: 'EMAIL_CONFIRMATION_REQUESTED',
            groups: ['supplier'],
          }),
        }),
      ]),
    );
    // Never the password nor its hash.
    expect(JSON.stringify(rows)).not.toMatch(/argon2|password/i);
  });

  it('a refused registration writes no audit row', async () => {
    const body = payload({
      accountId: 'UNKNOWN_COMPANY',
      registerCase: 'COFOR6_UNKNOWN',
      company_profile: {
        ...payload().company_profile,
        name: 'Audit Refused AG',
        cofor6: '77776X',
        cofor10: '',
      },
      user: { ...payload().user, password: 'short' },
    });
    const response = await (await client()).request('POST', '/accounts/api/registration/', { body });
    expect(response.statusCode).toBe(400);
    expect(await countRows(database, 'audit_log', `after->>'email' = '${body.user.email}'`)).toBe(0);
  });

  it('the confirmation writes user.confirm_email (state before and after); a second click writes none', async () => {
    const body = payload({
      accountId: 'UNKNOWN_COMPANY',
      registerCase: 'COFOR6_UNKNOWN',
      company_profile: {
        ...payload().company_profile,
        name: 'Audit Confirm AG',
        cofor6: '77775X',
        cofor10: '',
      },
    });
    expect((await (await client()).request('POST', '/accounts/api/registration/', { body })).statusCode).toBe(
      201,
    );
    const [mail] = await mailsTo(body.user.email);
    const code = codeOf(mail!.body_text);
    const c = await client();
    expect(
      (await c.request('POST', '/accounts/api/confirmation/', { body: { token: code } })).statusCode,
    ).toBe(200);
    const [user] = await queryRows<{ id: number }>(
      database,
      sql`select id from users where email = ${body.user.email}`,
    );
    const confirmations = (await auditOfRegistrant(body.user.email)).filter(
      (row) => row.action === 'user.confirm_email',
    );
    expect(confirmations).toEqual([
      expect.objectContaining({
        actor_kind: 'user',
        actor_user_id: user!.id,
        actor_label: body.user.email,
        entity_type: 'user',
        entity_id: String(user!.id),
        before: { state: 'EMAIL_CONFIRMATION_REQUESTED' },
        after: { state: 'CLIENT_APPROVAL_REQUESTED' },
      }),
    ]);
    expect(
      (await c.request('POST', '/accounts/api/confirmation/', { body: { token: code } })).statusCode,
    ).toBe(200);
    expect(
      (await auditOfRegistrant(body.user.email)).filter((row) => row.action === 'user.confirm_email'),
    ).toHaveLength(1);
    expect(JSON.stringify(confirmations)).not.toContain(code);
  });
});

describe('e-mail confirmation', () => {
  async function registerAndReadCode() {
    const body = payload({
      accountId: 'UNKNOWN_COMPANY',
      registerCase: 'COFOR6_UNKNOWN',
      company_profile: { ...payload().company_profile, name: 'Confirm AG', cofor6: '88888Y', cofor10: '' },
    });
    const response = await (await client()).request('POST', '/accounts/api/registration/', { body });
    expect(response.statusCode, response.body).toBe(201);
    const [mail] = await mailsTo(body.user.email);
    return { email: body.user.email, code: codeOf(mail!.body_text) };
  }

  it('confirms once: the user waits for the approvers, who are mailed; a second click answers confirmed', async () => {
    const { email, code } = await registerAndReadCode();
    const c = await client();
    const approvalMailsBefore = await countRows(database, 'outbox', `template = 'approval.user'`);
    const response = await c.request('POST', '/accounts/api/confirmation/', { body: { token: code } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ confirmed: true });
    const [user] = await queryRows<{ state: string }>(
      database,
      sql`select state from users where email = ${email}`,
    );
    expect(user!.state).toBe('CLIENT_APPROVAL_REQUESTED');
    expect(await countRows(database, 'outbox', `template = 'approval.user'`)).toBeGreaterThan(
      approvalMailsBefore,
    );
    const approverMails = await queryRows<{ body_text: string }>(
      database,
      sql`select o.body_text from outbox o join users u on u.id = (o.payload->>'userId')::int
          where o.recipient = 'approver@demo.example' and o.template = 'approval.user' and u.email = ${email}`,
    );
    expect(approverMails).toHaveLength(1);
    expect(approverMails[0]!.body_text).toContain('/accounts/client_confirmation/');
    // Decision 117: a second click on the used link answers confirmed again, and changes nothing.
    const approvalMailsAfter = await countRows(database, 'outbox', `template = 'approval.user'`);
    const again = await c.request('POST', '/accounts/api/confirmation/', { body: { token: code } });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ confirmed: true });
    const [after] = await queryRows<{ state: string }>(
      database,
      sql`select state from users where email = ${email}`,
    );
    expect(after!.state).toBe('CLIENT_APPROVAL_REQUESTED');
    expect(await countRows(database, 'outbox', `template = 'approval.user'`)).toBe(approvalMailsAfter);
  });

  it('refuses an expired code (clock moved past 72 h) and an unknown one', async () => {
    const { email, code } = await registerAndReadCode();
    clockOffsetMs = 73 * 3_600_000;
    const c = await client();
    const expired = await c.request('POST', '/accounts/api/confirmation/', { body: { token: code } });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors.token).toEqual([MESSAGES_EN['errors.confirmationFailed']]);
    const [user] = await queryRows<{ state: string }>(
      database,
      sql`select state from users where email = ${email}`,
    );
    expect(user!.state).toBe('EMAIL_CONFIRMATION_REQUESTED');
    const unknown = await c.request('POST', '/accounts/api/confirmation/', {
      body: { token: 'x'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.detail).toBe(MESSAGES_EN['errors.confirmationFailed']);
    expect((await c.request('POST', '/accounts/api/confirmation/', { body: {} })).statusCode).toBe(400);
  });
});

describe('registrations for a company already in the portal', () => {
  const companyId = async (cofor10: string) =>
    (await queryRows<{ id: number }>(database, sql`select id from companies where cofor10 = ${cofor10}`))[0]!
      .id;

  /** A registration of 45678D0001 (registered by the first test, its registrant unconfirmed) as prefilled. */
  async function prefilledBody(email = uniqueEmail()) {
    const reply = (await lookup(await client(), 'q_cofor6=45678D')).json();
    const prefill = reply.options[0].prefill;
    return {
      prefill,
      body: payload({
        user: { ...payload().user, email },
        company_profile: { ...payload().company_profile, name: prefill.company_profile.name },
        quotas: prefill.quotas,
        contacts: prefill.contacts,
        addresses: prefill.addresses,
      }),
    };
  }

  it('counts only a confirmed first user, writes nothing of the company, refuses data that differ', async () => {
    const { prefill, body } = await prefilledBody();
    // Decision 115: the unconfirmed registrant of the first test does not hold the company.
    expect(prefill).toMatchObject({ is_known_company: true, first_user: true });
    const id = await companyId('45678D0001');
    const contactsBefore = await queryRows(
      database,
      sql`select * from contacts where company_id = ${id} order by id`,
    );
    const addressesBefore = await queryRows(
      database,
      sql`select * from addresses where company_id = ${id} order by id`,
    );
    const changed = {
      ...body,
      contacts: body.contacts.map((c: RegistrationBody['contacts'][number]) =>
        c.category === 'TS_DELIVERY' ? { ...c, name: 'Someone Else' } : c,
      ),
      addresses: body.addresses.map((a: RegistrationBody['addresses'][number]) =>
        a.category === 'DELIVERY' ? { ...a, city: 'Kiel' } : a,
      ),
    };
    const refused = await (await client()).request('POST', '/accounts/api/registration/', { body: changed });
    expect(refused.statusCode).toBe(400);
    const errors = refused.json().errors;
    const contactIndex = changed.contacts.findIndex((c) => c.category === 'TS_DELIVERY');
    const addressIndex = changed.addresses.findIndex((a) => a.category === 'DELIVERY');
    expect(errors[`contacts.${contactIndex}.name`]).toEqual([MESSAGES_EN['validation.notEditable']]);
    expect(errors[`addresses.${addressIndex}.city`]).toEqual([MESSAGES_EN['validation.notEditable']]);

    const accepted = await (await client()).request('POST', '/accounts/api/registration/', {
      body: { ...body, company_profile: { ...body.company_profile, vat_identification_no: 'FR00000000000' } },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const [user] = await queryRows<{ is_first_user: boolean; company_id: number }>(
      database,
      sql`select is_first_user, company_id from users where email = ${body.user.email}`,
    );
    expect(user).toEqual({ is_first_user: true, company_id: id });
    const [company] = await queryRows<{ vat_identification_no: string }>(
      database,
      sql`select vat_identification_no from companies where id = ${id}`,
    );
    expect(company!.vat_identification_no).toBe('DE123456789');
    expect(
      await queryRows(database, sql`select * from contacts where company_id = ${id} order by id`),
    ).toEqual(contactsBefore);
    expect(
      await queryRows(database, sql`select * from addresses where company_id = ${id} order by id`),
    ).toEqual(addressesBefore);
  });

  it('mails an unconfirmed registrant who registers again a new confirmation link, answering alike', async () => {
    const { body } = await prefilledBody();
    const c = await client();
    const first = await c.request('POST', '/accounts/api/registration/', { body });
    expect(first.statusCode, first.body).toBe(201);
    // Someone else typing the address: the new link still greets the stored registrant (decision 292).
    const again = await c.request('POST', '/accounts/api/registration/', {
      body: { ...body, user: { ...body.user, first_name: 'Mallory', email: body.user.email.toUpperCase() } },
    });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(await countRows(database, 'users', `email = '${body.user.email}'`)).toBe(1);
    const mails = await mailsTo(body.user.email);
    expect(mails.map((mail) => mail.template)).toEqual(['account.confirmation', 'account.confirmation']);
    expect(mails[1]!.body_text).toContain(`Dear ${body.user.first_name} ${body.user.last_name},`);
    expect(mails[1]!.body_text).not.toContain('Mallory');
    const oldCode = codeOf(mails[0]!.body_text);
    const newCode = codeOf(mails[1]!.body_text);
    expect(newCode).not.toBe(oldCode);
    const replaced = await c.request('POST', '/accounts/api/confirmation/', { body: { token: oldCode } });
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json().errors.detail).toBe(MESSAGES_EN['errors.confirmationFailed']);
    const confirmed = await c.request('POST', '/accounts/api/confirmation/', { body: { token: newCode } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ confirmed: true });
  });

  it('counts a first user once they have confirmed their e-mail', async () => {
    await database.db.execute(
      sql`update users set state = 'CLIENT_APPROVAL_REQUESTED' where is_first_user
          and company_id = (select id from companies where cofor10 = '45678D0001')`,
    );
    const { prefill } = await prefilledBody();
    expect(prefill).toMatchObject({ is_known_company: true, first_user: false });
  });

  it('makes the second of two concurrent registrations of a new file company an additional user', async () => {
    const body = () =>
      payload({
        accountId: '45678D0002',
        company_profile: { ...payload().company_profile, cofor10: '45678D0002' },
      });
    const replies = await Promise.all(
      [body(), body(), body()].map(async (b) =>
        (await client()).request('POST', '/accounts/api/registration/', { body: b }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([201, 201, 201]);
    expect(await countRows(database, 'companies', `cofor10 = '45678D0002'`)).toBe(1);
    const users = await queryRows<{ is_first_user: boolean }>(
      database,
      sql`select is_first_user from users where company_id = (select id from companies where cofor10 = '45678D0002')
          order by is_first_user`,
    );
    expect(users.map((user) => user.is_first_user)).toEqual([false, false, true]);
  });
});
