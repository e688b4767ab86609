import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countRows, queryRows } from './helpers/database.js';
import { signedInClient, TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();
const NEWS = '/welcome/api/corporate_news/';
const STAFF = { email: 'staff@demo.example', accountId: 'PROVIDER01' };
const SUPPLIER = { email: 'supplier@demo.example', accountId: '12345A0001' };
const APPROVER = { email: 'approver@demo.example', accountId: 'CARMAKER01' };
const ANALYST = { email: 'analyst@demo.example', accountId: 'CARMAKER01' };

const signIn = (who: { email: string; accountId: string }) =>
  signedInClient(context.app, who.email, who.accountId);
const FORBIDDEN = {
  code: 'FORBIDDEN',
  errors: { detail: "You don't have sufficient rights to access this Content." },
};
const texts = (en: string, fr: string) => ({ en, fr });
const STALE = {
  code: 'CONFLICT',
  errors: {
    detail:
      'Someone else changed this record meanwhile. Reload it to see their change, then make yours again.',
    type: 'STALE_VERSION',
  },
};

/** The news' version now (what the edit form was opened on). */
async function versionNow(client: TestClient): Promise<number> {
  return (await client.get(NEWS)).json().version;
}

/** Saves with the current version, as the edit form does. */
async function postNews(client: TestClient, body: Record<string, unknown>) {
  return client.post(NEWS, { ...body, version: await versionNow(client) });
}

describe('reading the corporate news', () => {
  it('answers the demo news to anyone signed in: texts per language, link, date', async () => {
    for (const who of [SUPPLIER, APPROVER, ANALYST, STAFF]) {
      const response = await (await signIn(who)).get(NEWS);
      expect(response.statusCode).toBe(200);
      const news = response.json();
      expect(news.texts.en).toEqual(expect.any(String));
      expect(news.texts.fr).toEqual(expect.any(String));
      expect(news.link).toMatch(/^https:\/\//);
      expect(Number.isNaN(Date.parse(news.updated_at))).toBe(false);
    }
  });

  it('answers 401 without a session', async () => {
    const response = await new TestClient(context.app).get(NEWS);
    expect(response.statusCode).toBe(401);
  });
});

describe('saving the corporate news', () => {
  it('is refused with 403 to users without welcome.*_corporatenews, and nothing is written', async () => {
    const before = await countRows(context.database, 'corporate_news');
    for (const who of [SUPPLIER, APPROVER, ANALYST]) {
      const response = await (await signIn(who)).post(NEWS, {
        link: '',
        texts: texts('Hack', 'Hack'),
        version: 0,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    expect(await countRows(context.database, 'corporate_news')).toBe(before);
  });

  it('keeps 200 characters per text, as a new version with who and when; GET reads the latest', async () => {
    const staff = await signIn(STAFF);
    const before = await countRows(context.database, 'corporate_news');
    const en = `${'E'.repeat(199)}!`;
    const fr = `${'F'.repeat(199)}!`;
    const response = await postNews(staff, {
      link: ' https://provider.example/news/2027 ',
      texts: { en: ` ${en} `, fr },
    });
    expect(response.statusCode).toBe(201);
    const saved = response.json();
    expect(saved).toEqual({
      link: 'https://provider.example/news/2027',
      texts: { en, fr },
      updated_at: expect.any(String),
      version: expect.any(Number),
    });
    expect((await (await signIn(SUPPLIER)).get(NEWS)).json()).toEqual(saved);
    expect(await countRows(context.database, 'corporate_news')).toBe(before + 1);
    const [row] = await queryRows<{ email: string }>(
      context.database,
      sql`select u.email from corporate_news n join users u on u.id = n.created_by order by n.id desc limit 1`,
    );
    expect(row!.email).toBe(STAFF.email);
    // The audit log has the change, in the same transaction: who, what, after.
    const [audit] = await queryRows<{ email: string; entity_type: string; action: string; after: unknown }>(
      context.database,
      sql`select u.email, a.entity_type, a.action, a.after from audit_log a join users u on u.id = a.actor_user_id
          where a.entity_type = 'corporate_news' order by a.id desc limit 1`,
    );
    expect(audit).toEqual({
      email: STAFF.email,
      entity_type: 'corporate_news',
      action: 'corporate_news.create',
      after: { link: 'https://provider.example/news/2027', texts: { en, fr } },
    });

    // A second save adds a row; the first stays as history.
    const second = await postNews(staff, { texts: texts('Second', 'Deuxième') });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ link: null, texts: { en: 'Second', fr: 'Deuxième' } });
    expect(await countRows(context.database, 'corporate_news')).toBe(before + 2);
  });

  it('refuses 201 characters on the text that has them, with the message in the request language', async () => {
    const staff = await signIn(STAFF);
    const before = await countRows(context.database, 'corporate_news');
    const response = await postNews(staff, { link: '', texts: texts('E'.repeat(201), 'F'.repeat(200)) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      errors: { 'texts.en': ['Ensure this field has no more than 200 characters.'] },
    });
    const french = await staff.request('POST', NEWS, {
      body: { texts: texts('E', 'F'.repeat(201)), version: await versionNow(staff) },
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().errors).toEqual({ 'texts.fr': ['Ce champ ne doit pas dépasser 200 caractères.'] });
    expect(await countRows(context.database, 'corporate_news')).toBe(before);
  });

  it('requires en and fr', async () => {
    const staff = await signIn(STAFF);
    const missingFr = await postNews(staff, { texts: { en: 'Only English' } });
    expect(missingFr.statusCode).toBe(400);
    expect(missingFr.json().errors).toEqual({ 'texts.fr': ['Required'] });
    const blank = await postNews(staff, { texts: texts('  ', '') });
    expect(blank.json().errors).toEqual({ 'texts.en': ['Required'], 'texts.fr': ['Required'] });
    const none = await postNews(staff, { link: 'https://provider.example' });
    expect(none.json().errors).toEqual({ texts: ['Required'] });
  });

  it('refuses a link that is no http(s) address or longer than 200 characters; takes 200', async () => {
    const staff = await signIn(STAFF);
    const message = 'Enter a web address starting with http:// or https://.';
    for (const link of ['javascript:alert(1)', 'provider.example/news', 'ftp://provider.example', 42]) {
      const response = await postNews(staff, { link, texts: texts('a', 'b') });
      expect(response.statusCode, String(link)).toBe(400);
      expect(response.json().errors).toEqual({ link: [message] });
    }
    const long = `https://provider.example/${'x'.repeat(176)}`;
    expect(long).toHaveLength(201);
    const tooLong = await postNews(staff, { link: long, texts: texts('a', 'b') });
    expect(tooLong.json().errors).toEqual({ link: ['Ensure this field has no more than 200 characters.'] });
    const longest = await postNews(staff, { link: long.slice(0, 200), texts: texts('a', 'b') });
    expect(longest.statusCode).toBe(201);
    expect(longest.json().link).toHaveLength(200);
  });

  it('keeps other languages, refuses unknown fields and unknown text keys', async () => {
    const staff = await signIn(STAFF);
    const withGerman = await postNews(staff, { texts: { en: 'News', fr: 'Nouvelles', de: 'Neuigkeiten' } });
    expect(withGerman.statusCode).toBe(201);
    expect((await staff.get(NEWS)).json().texts).toEqual({ en: 'News', fr: 'Nouvelles', de: 'Neuigkeiten' });
    const unknown = await postNews(staff, { texts: texts('a', 'b'), author: 'me' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({
      non_field_errors: ['This request carries a field that is not allowed.'],
    });
    const badKey = await postNews(staff, { texts: { en: 'a', fr: 'b', english: 'c' } });
    expect(badKey.json().errors).toEqual({ texts: ['This request carries a field that is not allowed.'] });
  });

  it('answers 409 to the second of two saves made on the same version; nothing is overwritten', async () => {
    const first = await signIn(STAFF);
    const second = await signIn(STAFF);
    const opened = await versionNow(first);
    const before = await countRows(context.database, 'corporate_news');
    const saved = await first.post(NEWS, { texts: texts('First', 'Premier'), version: opened });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().version).toBeGreaterThan(opened);
    const late = await second.post(NEWS, { texts: texts('Second', 'Second'), version: opened });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual(STALE);
    const french = await second.request('POST', NEWS, {
      body: { texts: texts('Second', 'Second'), version: opened },
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().errors.detail).toMatch(/^Quelqu’un d’autre a modifié/);
    expect(await countRows(context.database, 'corporate_news')).toBe(before + 1);
    expect((await second.get(NEWS)).json()).toEqual(saved.json());
    // Reloaded, the second save goes through on the version it now reads.
    const again = await second.post(NEWS, {
      texts: texts('Second', 'Second'),
      version: saved.json().version,
    });
    expect(again.statusCode).toBe(201);
  });

  it('lets one of two saves sent at once through and answers 409 to the other', async () => {
    const staff = await signIn(STAFF);
    const opened = await versionNow(staff);
    const answers = await Promise.all(
      ['A', 'B'].map((name) => staff.post(NEWS, { texts: texts(name, name), version: opened })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses a version that is no whole number from 0 on, on its field', async () => {
    const staff = await signIn(STAFF);
    for (const version of [-1, 1.5, 2 ** 31, 'x', null]) {
      const response = await staff.post(NEWS, { texts: texts('a', 'b'), version });
      expect(response.statusCode, String(version)).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['version']);
    }
    const missing = await staff.post(NEWS, { texts: texts('a', 'b') });
    expect(missing.json().errors).toEqual({ version: ['Required'] });
  });

  it('answers an empty news before the first save', async () => {
    await context.database.db.execute(sql`delete from corporate_news`);
    const response = await (await signIn(SUPPLIER)).get(NEWS);
    expect(response.json()).toEqual({ link: null, texts: {}, updated_at: null, version: 0 });
  });
});
