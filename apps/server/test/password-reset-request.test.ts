import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUserLike } from './helpers/accounts.js';
import { countRows } from './helpers/database.js';
import { resetMailsTo } from './helpers/password-reset.js';
import { TestClient, useTestApp } from './helpers/test-app.js';

/** POST /accounts/api/reset_password/ (accounts-and-site.md 2, 5, 7, 8; decision 125). */
const context = useTestApp();
const URL = '/accounts/api/reset_password/';
const REQUESTED = {
  detail: 'If a matching account was found, an e-mail with a link to set a new password has been sent.',
};

async function anonymous() {
  const client = new TestClient(context.app);
  await client.get('/accounts/api/login/');
  return client;
}

const resetMailCount = () => countRows(context.database, 'outbox', "template = 'account.password_reset'");

describe('the reset request', () => {
  it('requires a valid e-mail and an account id, per field', async () => {
    const client = await anonymous();
    const empty = await client.post(URL, { email: ' ', account_id: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      code: 'VALIDATION_FAILED',
      errors: { email: ['Required'], account_id: ['Required'] },
    });
    const invalid = await client.post(URL, { email: 'ada@', account_id: '12345A0001' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ code: 'VALIDATION_FAILED', errors: { email: ['Invalid email'] } });
    const french = await client.post(URL, { email: 'ada@' }, { headers: { 'accept-language': 'fr' } });
    expect(french.json().errors).toEqual({ email: ['Adresse e-mail invalide'], account_id: ['Obligatoire'] });
  });

  it('answers alike whether or not the e-mail and account id match; only a match writes a mail', async () => {
    const user = await createUserLike(context.database, 'supplier@demo.example');
    const client = await anonymous();
    const before = await resetMailCount();

    const unknown = await client.post(URL, { email: 'nobody@test.example', account_id: user.accountId });
    const wrongAccount = await client.post(URL, { email: user.email, account_id: '32345C0001' });
    expect(await resetMailCount()).toBe(before);

    const matching = await client.post(URL, { email: user.email.toUpperCase(), account_id: user.accountId });
    for (const response of [unknown, wrongAccount, matching]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(REQUESTED);
    }
    expect(matching.body).toBe(unknown.body);
    expect(await resetMailCount()).toBe(before + 1);

    const [mail] = await resetMailsTo(context.database, user.email);
    expect(mail!.subject).toBe('Label Portal: set a new password');
    expect(mail!.language).toBe('en');
    expect(mail!.accountId).toBe(user.accountId);
    expect(mail!.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail!.body_text).toContain(
      `http://localhost:3000/accounts/password_confirmation/${mail!.code}/${user.accountId}`,
    );
    expect(mail!.body_text).toContain('valid for 24 hours');
    expect(mail!.body_html).toContain(`/accounts/password_confirmation/${mail!.code}/${user.accountId}`);
  });

  it('answers in French and mails a French user in French, whatever the request language', async () => {
    const user = await createUserLike(context.database, 'supplier@demo.example');
    await context.database.db.execute(sql`update users set language = 'fr' where id = ${user.id}`);
    const client = await anonymous();
    const response = await client.post(
      URL,
      { email: user.email, account_id: user.accountId },
      { headers: { 'accept-language': 'fr' } },
    );
    expect(response.json()).toEqual({
      detail:
        'Si un compte correspondant a été trouvé, un e-mail contenant un lien pour définir un nouveau mot de passe a été envoyé.',
    });
    const [mail] = await resetMailsTo(context.database, user.email);
    expect(mail!.language).toBe('fr');
    expect(mail!.subject).toBe('Label Portal\u00a0: définir un nouveau mot de passe');
    expect(mail!.body_text).toContain('valable 24\u00a0heures');
  });

  it('still mails when the web asks not to show its notice (suppress_notification)', async () => {
    const user = await createUserLike(context.database, 'supplier@demo.example');
    const client = await anonymous();
    const response = await client.post(URL, {
      email: user.email,
      account_id: user.accountId,
      suppress_notification: true,
    });
    expect(response.json()).toEqual(REQUESTED);
    expect(await resetMailsTo(context.database, user.email)).toHaveLength(1);
  });

  it('mails nobody for an inactive user or one not yet approved, with the same answer', async () => {
    const inactive = await createUserLike(context.database, 'supplier@demo.example');
    const pending = await createUserLike(context.database, 'supplier@demo.example');
    await context.database.db.execute(sql`update users set is_active = false where id = ${inactive.id}`);
    await context.database.db.execute(
      sql`update users set state = 'CLIENT_APPROVAL_REQUESTED' where id = ${pending.id}`,
    );
    const client = await anonymous();
    for (const user of [inactive, pending]) {
      const response = await client.post(URL, { email: user.email, account_id: user.accountId });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(REQUESTED);
      expect(await resetMailsTo(context.database, user.email)).toEqual([]);
    }
  });

  it('answers 429 to the 31st request of one address within 15 minutes, and not to another address', async () => {
    const client = await anonymous();
    const body = { email: 'nobody@test.example', account_id: '12345A0001' };
    for (let index = 0; index < 30; index += 1) {
      expect((await client.post(URL, body)).statusCode).toBe(200);
    }
    const refused = await client.post(URL, body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      errors: { detail: 'Too many requests. Please try again later.' },
    });
    expect((await (await anonymous()).post(URL, body)).statusCode).toBe(200);
  });
});
