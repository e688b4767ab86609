import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserLike } from './helpers/accounts.js';
import { countRows, queryRows } from './helpers/database.js';
import { buildTestApp, signedInClient, TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();
const SEND = '/contact/api/send_message/';
const INFORMATION = '/contact/api/contact_information/';
const CUSTOMER_SERVICE = 'customer-service@provider.example';

type Sender = { id: number; email: string; accountId: string };

/** A user of Demo Parts of its own (its own message count), with a name and a phone. */
async function newSender(): Promise<Sender> {
  const user = await createUserLike(context.database, 'supplier@demo.example');
  await context.database.db.execute(
    sql`update users set first_name = 'Chloé', last_name = 'Martin', phone = '+33 3 84 00 11 22' where id = ${user.id}`,
  );
  return user;
}

async function contactMailsOf(userId: number) {
  return queryRows<{
    recipient: string;
    subject: string;
    body_text: string;
    body_html: string;
    language: string;
  }>(
    context.database,
    sql`select recipient, subject, body_text, body_html, language from outbox
        where template = 'contact.message' and (payload->>'userId')::int = ${userId} order by id`,
  );
}

describe('the contact message', () => {
  let sender: Sender;
  let client: TestClient;
  beforeAll(async () => {
    sender = await newSender();
    client = await signedInClient(context.app, sender.email, sender.accountId);
  });

  it('asks for a topic and a message, in the request language; nothing is mailed', async () => {
    const empty = await client.post(SEND, { topic: '  ', text: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      code: 'VALIDATION_FAILED',
      errors: { topic: ['Please enter a topic'], text: ['Please enter a message'] },
    });
    const french = await client.request('POST', SEND, { body: {}, headers: { 'accept-language': 'fr' } });
    expect(french.json().errors).toEqual({
      topic: ['Veuillez saisir un sujet'],
      text: ['Veuillez saisir un message'],
    });
    expect(await contactMailsOf(sender.id)).toEqual([]);
  });

  it('refuses a topic of 101 and a message of 2001 characters, each with its own maximum', async () => {
    const response = await client.post(SEND, { topic: 't'.repeat(101), text: 'm'.repeat(2001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      topic: ['Ensure this field has no more than 100 characters.'],
      text: ['Ensure this field has no more than 2000 characters.'],
    });
    expect(await contactMailsOf(sender.id)).toEqual([]);
  });

  it('refuses unknown fields and control characters', async () => {
    const unknown = await client.post(SEND, { topic: 'Topic', text: 'Text', cc: 'someone@else.example' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({
      non_field_errors: ['This request carries a field that is not allowed.'],
    });
    const control = await client.post(SEND, { topic: 'Topic\u0000', text: 'Text' });
    expect(control.json().errors).toEqual({
      topic: ['Remove the control characters (such as NUL) from this text.'],
    });
  });

  it('mails customer service once, with the sender, the company and account id, topic and text (HTML escaped)', async () => {
    const response = await client.post(SEND, {
      topic: ` ${'T'.repeat(95)} <b>\n`,
      text: `  ${'m'.repeat(1960)}\nSee <script>alert(1)</script> & more  `,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({});
    const mails = await contactMailsOf(sender.id);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.recipient).toBe(CUSTOMER_SERVICE);
    expect(mail!.language).toBe('en');
    expect(mail!.subject).toBe(`Label Portal contact: ${'T'.repeat(95)} <b> (Demo Parts SAS, 12345A0001)`);
    for (const part of [
      'From: Chloé Martin',
      `E-mail: ${sender.email}`,
      'Phone: +33 3 84 00 11 22',
      'Company: Demo Parts SAS',
      'Account id: 12345A0001',
      `Topic: ${'T'.repeat(95)} <b>`,
      `Message:\n${'m'.repeat(1960)}\nSee <script>alert(1)</script> & more`,
    ]) {
      expect(mail!.body_text).toContain(part);
    }
    expect(mail!.body_html).toContain('See &lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(mail!.body_html).not.toContain('<script>');
    expect(mail!.body_html).toContain('Account id: 12345A0001');
  });

  it('takes a topic of 100 and a message of 2000 characters', async () => {
    const response = await client.post(SEND, { topic: 't'.repeat(100), text: 'm'.repeat(2000) });
    expect(response.statusCode).toBe(201);
    expect((await contactMailsOf(sender.id)).at(-1)!.body_text).toContain(`Message:\n${'m'.repeat(2000)}\n`);
  });

  it('answers 401 without a session and 403 without the CSRF token', async () => {
    const anonymous = new TestClient(context.app);
    await anonymous.get('/accounts/api/login/');
    expect((await anonymous.post(SEND, { topic: 'a', text: 'b' })).statusCode).toBe(401);
    expect((await client.post(SEND, { topic: 'a', text: 'b' }, { csrf: false })).statusCode).toBe(403);
  });
});

describe('the limit of contact messages per user', () => {
  let time = Date.now();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(context.database, { now: () => new Date(time) });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('takes 5 messages an hour, refuses the 6th with 429 (no mail), also after others sign in; takes one again after the hour', async () => {
    const sender = await newSender();
    const client = await signedInClient(app, sender.email, sender.accountId);
    for (let index = 1; index <= 5; index += 1) {
      const response = await client.post(SEND, { topic: `Topic ${index}`, text: 'Text' });
      expect(response.statusCode, `message ${index}`).toBe(201);
    }
    const refused = await client.post(SEND, { topic: 'Topic 6', text: 'Text' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      errors: {
        detail:
          'You have sent 5 messages within 60 minutes. Please try again later or call customer service.',
      },
    });
    expect(await contactMailsOf(sender.id)).toHaveLength(5);

    // 20 minutes later a sign-in purges the sign-in throttle's ended windows: not this limit's.
    time += 20 * 60_000;
    const again = await signedInClient(app, sender.email, sender.accountId);
    expect((await again.post(SEND, { topic: 'Topic 6', text: 'Text' })).statusCode).toBe(429);

    // Another user has a count of their own.
    const other = await newSender();
    const otherClient = await signedInClient(app, other.email, other.accountId);
    expect((await otherClient.post(SEND, { topic: 'Mine', text: 'Text' })).statusCode).toBe(201);

    // Once the hour is over, the next message goes. (The window is moved back rather than the
    // clock forward: a session started more than an hour ahead of the database's clock is idle.)
    await context.database.db.execute(
      sql`update login_throttle set window_started_at = window_started_at - interval '41 minutes'
          where key = ${`per_user:contact_message:${sender.id}`}`,
    );
    expect((await again.post(SEND, { topic: 'Topic 6', text: 'Text' })).statusCode).toBe(201);
    expect(await contactMailsOf(sender.id)).toHaveLength(6);
  });

  it('counts only messages that passed validation', async () => {
    const sender = await newSender();
    const client = await signedInClient(app, sender.email, sender.accountId);
    for (let index = 0; index < 6; index += 1) {
      expect((await client.post(SEND, { topic: '', text: '' })).statusCode).toBe(400);
    }
    expect((await client.post(SEND, { topic: 'Valid', text: 'Text' })).statusCode).toBe(201);
  });
});

describe('the contact information', () => {
  const ROWS = [
    {
      topic: 'ORDER_PROCESSING',
      name: 'Julia Becker',
      phone: '+49 30 1234 5610',
      email: 'orders@provider.example',
      bank: '',
      iban: '',
      bic: '',
    },
    {
      topic: 'SHIPPING',
      name: 'Markus Wolf',
      phone: '+49 30 1234 5620',
      email: 'shipping@provider.example',
      bank: '',
      iban: '',
      bic: '',
    },
    {
      topic: 'BANK_DATA',
      name: 'SecureLabel Services GmbH',
      phone: '',
      email: 'accounting@provider.example',
      bank: 'Demo Bank Berlin',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
    },
  ];

  async function informationFrom(value: unknown) {
    const [saved] = await queryRows<{ value: unknown }>(
      context.database,
      sql`select value from settings where key = 'contact.contact_information'`,
    );
    await context.database.db.execute(
      sql`update settings set value = ${JSON.stringify(value)}::jsonb where key = 'contact.contact_information'`,
    );
    // A new process: the settings are read afresh (each process keeps them 30 s).
    const fresh = await buildTestApp(context.database);
    try {
      const client = await signedInClient(fresh, 'approver@demo.example', 'CARMAKER01');
      return (await client.get(INFORMATION)).json();
    } finally {
      await fresh.close();
      await context.database.db.execute(
        sql`update settings set value = ${JSON.stringify(saved!.value)}::jsonb where key = 'contact.contact_information'`,
      );
    }
  }

  it('answers the provider contacts to anyone signed in, 401 to others', async () => {
    for (const [email, accountId] of [
      ['supplier@demo.example', '12345A0001'],
      ['analyst@demo.example', 'CARMAKER01'],
    ] as const) {
      const response = await (await signedInClient(context.app, email, accountId)).get(INFORMATION);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ rows: ROWS });
    }
    expect((await new TestClient(context.app).get(INFORMATION)).statusCode).toBe(401);
  });

  it('answers what staff keep in the setting, and the defaults when the setting is broken', async () => {
    const changed = [{ topic: 'SHIPPING', name: 'Night shift', phone: '+49 30 999' }];
    expect(await informationFrom(changed)).toEqual({
      rows: [
        {
          topic: 'SHIPPING',
          name: 'Night shift',
          phone: '+49 30 999',
          email: '',
          bank: '',
          iban: '',
          bic: '',
        },
      ],
    });
    expect(await informationFrom({ not: 'rows' })).toEqual({ rows: ROWS });
    expect(await informationFrom([{ topic: 'UNKNOWN', name: 'x' }])).toEqual({ rows: ROWS });
    expect(await countRows(context.database, 'settings', "key = 'contact.contact_information'")).toBe(1);
  });
});
