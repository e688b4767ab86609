import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { composeMail, insertMails, OUTBOX_DELIVERY } from '../src/modules/platform/mail/index.js';
import { signedInClient, TEST_SECRET, type TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();
const URL = '/backoffice/api/mailbox/';

type Page = {
  delivery: string;
  next_before: number | null;
  results: { id: number; recipient: string; subject: string; status: string; attempts: number }[];
};

describe('the back office mailbox', () => {
  let staff: TestClient;
  // Addresses of this run only, so that the shared test database's other mails do not matter.
  const run = randomUUID().slice(0, 8);
  const ada = `ada.${run}@demo.example`;
  const bob = `bob.${run}@demo.example`;

  beforeAll(async () => {
    staff = await signedInClient(context.app, 'staff@demo.example', 'PROVIDER01');
    const mails = Array.from({ length: 5 }, (_, index) => ({
      recipient: index % 2 === 0 ? ada : bob,
      subject: `Mail ${index}`,
      bodyText: `Text ${index}\n`,
      template: 'test.mailbox',
    }));
    await insertMails(context.database.db, mails);
    await insertMails(context.database.db, [
      composeMail({
        to: ada.toUpperCase(),
        language: 'fr',
        template: 'account.confirmation',
        subject: 'Confirmez votre adresse',
        greeting: 'Bonjour,',
        paragraphs: ['Merci.'],
        action: { label: 'Confirmer', url: 'http://localhost:3000/accounts/confirmation/XYZ' },
      }),
    ]);
  });

  async function page(query: string): Promise<Page> {
    const response = await staff.get(`${URL}?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it('lists one recipient’s mails newest first, whatever the case of the address', async () => {
    const body = await page(`recipient=${encodeURIComponent(ada.toUpperCase())}`);
    expect(body.delivery).toBe('local');
    expect(body.results.map((mail) => mail.subject)).toEqual([
      'Confirmez votre adresse',
      'Mail 4',
      'Mail 2',
      'Mail 0',
    ]);
    expect(body.next_before).toBeNull();
  });

  it('shows both parts, the language and that the mail is kept here without SMTP', async () => {
    const body = await page(`recipient=${encodeURIComponent(ada)}&limit=1`);
    expect(body.results[0]).toMatchObject({
      recipient: ada.toUpperCase(),
      template: 'account.confirmation',
      language: 'fr',
      status: 'local',
      attempts: 0,
      sent_at: null,
      next_attempt_at: null,
      last_error: null,
    });
    const [mail] = body.results as unknown as { body_text: string; body_html: string }[];
    expect(mail!.body_text).toContain('http://localhost:3000/accounts/confirmation/XYZ');
    expect(mail!.body_html).toContain('href="http://localhost:3000/accounts/confirmation/XYZ"');
  });

  it('pages by keyset: each page continues before the last id of the previous one', async () => {
    const first = await page(`recipient=${encodeURIComponent(ada)}&limit=3`);
    expect(first.results).toHaveLength(3);
    expect(first.next_before).toBe(first.results[2]!.id);
    const second = await page(`recipient=${encodeURIComponent(ada)}&limit=3&before=${first.next_before}`);
    expect(second.results.map((mail) => mail.subject)).toEqual(['Mail 0']);
    expect(second.next_before).toBeNull();
  });

  it('lists every recipient without a filter, newest first', async () => {
    const body = await page('limit=6');
    expect(body.results.map((mail) => mail.recipient)).toEqual([ada.toUpperCase(), ada, bob, ada, bob, ada]);
    const ids = body.results.map((mail) => mail.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('shows a mail that failed for good and one waiting for its next attempt', async () => {
    const [failed, retrying] = (await page(`recipient=${encodeURIComponent(bob)}`)).results;
    await context.database.db.execute(
      sql`update outbox set attempts = ${OUTBOX_DELIVERY.maxAttempts}, last_error = '550 No such user' where id = ${failed!.id}`,
    );
    await context.database.db.execute(
      sql`update outbox set attempts = 2, last_error = 'connect ECONNREFUSED' where id = ${retrying!.id}`,
    );
    const [nowFailed, nowRetrying] = (await page(`recipient=${encodeURIComponent(bob)}`)).results;
    expect(nowFailed).toMatchObject({ status: 'failed', attempts: 10, last_error: '550 No such user' });
    expect(nowRetrying).toMatchObject({
      status: 'retrying',
      attempts: 2,
      last_error: 'connect ECONNREFUSED',
    });
    expect((nowRetrying as unknown as { next_attempt_at: string }).next_attempt_at).toMatch(/^\d{4}-/);
  });

  it('refuses a bad cursor or page size with the field’s message', async () => {
    let response = await staff.get(`${URL}?before=abc`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.before).toEqual(['Enter a whole number using the digits 0 to 9 only.']);
    response = await staff.get(`${URL}?before=0`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.before).toEqual(['Ensure this value is greater than or equal to 1.']);
    response = await staff.get(`${URL}?limit=201`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.limit).toEqual(['Ensure this value is less than or equal to 200.']);
  });

  it('with an SMTP server set, says so and shows a new mail as queued for its first attempt', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: TEST_SECRET,
      SERVE_WEB: 'false',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    const delivering = await buildApp({ config, database: context.database, logger: false });
    try {
      const client = await signedInClient(delivering, 'staff@demo.example', 'PROVIDER01');
      const response = await client.get(`${URL}?recipient=${encodeURIComponent(ada)}&limit=1`);
      expect(response.json()).toMatchObject({
        delivery: 'smtp',
        results: [{ status: 'queued', attempts: 0 }],
      });
      expect(response.json().results[0].next_attempt_at).toMatch(/^\d{4}-/);
    } finally {
      await delivering.close();
    }
  });

  it('is for staff only: a supplier gets 403', async () => {
    const supplier = await signedInClient(context.app, 'supplier@demo.example', '12345A0001');
    const response = await supplier.get(URL);
    expect(response.statusCode).toBe(403);
  });
});
