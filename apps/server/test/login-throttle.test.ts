import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createLoginThrottle } from '../src/modules/accounts/auth/index.js';
import { createSettingsService } from '../src/modules/platform/settings/index.js';
import { countRows, queryRows } from './helpers/database.js';
import { buildTestApp, DEMO_PASSWORD, TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();
const EMAIL = 'transport@demo.example';
const ACCOUNT = '32345C0001';
const WRONG = 'Wrong-pass-1';
const TOO_MANY = {
  code: 'TOO_MANY_REQUESTS',
  errors: { detail: 'Too many failed login attempts. Please try again later.' },
};

afterEach(async () => {
  await context.database.exec('delete from login_throttle');
});

function client(address: string, app: FastifyInstance = context.app) {
  return new TestClient(app, address);
}

/** A client that signed in once (so its browser is known to the account), then signed out. */
async function knownBrowser(address: string) {
  const browser = client(address);
  expect((await browser.signIn(EMAIL, ACCOUNT)).statusCode).toBe(200);
  expect(browser.cookies.get('known_browser')).toMatch(/^[\w-]+\.[\w-]+$/);
  await browser.post('/accounts/api/logout/');
  return browser;
}

async function failTimes(
  times: number,
  address: (attempt: number) => string,
  email: (attempt: number) => string = () => EMAIL,
) {
  for (let attempt = 0; attempt < times; attempt++) {
    const response = await client(address(attempt)).signIn(email(attempt), ACCOUNT, WRONG);
    expect(response.statusCode, `attempt ${attempt}`).toBe(400);
  }
}

describe('concurrent wrong passwords', () => {
  it('let at most 5 of 30 parallel attempts from one address reach the password check', async () => {
    const clients = Array.from({ length: 30 }, () => client('198.51.100.10'));
    await Promise.all(clients.map((each) => each.get('/accounts/api/login/')));
    const replies = await Promise.all(
      clients.map((each) =>
        each.post('/accounts/api/login/', { username: EMAIL, account_id: ACCOUNT, password: WRONG }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    expect(replies.find((reply) => reply.statusCode === 429)!.json()).toEqual(TOO_MANY);
  });

  it('let at most 20 of 40 parallel attempts from 40 addresses, on two server processes', async () => {
    const second = await buildTestApp(context.database);
    try {
      const clients = Array.from({ length: 40 }, (_, index) =>
        client(`198.51.101.${index + 1}`, index % 2 === 0 ? context.app : second),
      );
      await Promise.all(clients.map((each) => each.get('/accounts/api/login/')));
      const replies = await Promise.all(
        clients.map((each) =>
          each.post('/accounts/api/login/', { username: EMAIL, account_id: ACCOUNT, password: WRONG }),
        ),
      );
      expect(replies.filter((reply) => reply.statusCode === 400)).toHaveLength(20);
      expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(20);
    } finally {
      await second.close();
    }
  });
});

describe('the account and address pair', () => {
  it('answers 429 to the 6th attempt from the address, the right password included', async () => {
    await failTimes(5, () => '198.51.100.20');
    const right = await client('198.51.100.20').signIn(EMAIL, ACCOUNT);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(TOO_MANY);
  });

  it('does not lock the real user out from another address', async () => {
    await failTimes(5, () => '198.51.100.21');
    expect((await client('203.0.113.21').signIn(EMAIL, ACCOUNT)).statusCode).toBe(200);
  });

  it('starts afresh after a right password, and after the window', async () => {
    await failTimes(4, () => '198.51.100.22');
    expect((await client('198.51.100.22').signIn(EMAIL, ACCOUNT)).statusCode).toBe(200);
    await failTimes(5, () => '198.51.100.22');
    expect((await client('198.51.100.22').signIn(EMAIL, ACCOUNT)).statusCode).toBe(429);
    await context.database.exec(
      "update login_throttle set window_started_at = now() - interval '16 minutes'",
    );
    expect((await client('198.51.100.22').signIn(EMAIL, ACCOUNT)).statusCode).toBe(200);
  });
});

describe('the account from every address', () => {
  it('answers 429 after 20 attempts from different addresses, even with the right password', async () => {
    await failTimes(20, (attempt) => `198.51.102.${attempt + 1}`);
    expect((await client('203.0.113.30').signIn(EMAIL, ACCOUNT)).json()).toEqual(TOO_MANY);
  });

  it('lets a browser that signed in to the account before through', async () => {
    const browser = await knownBrowser('203.0.113.31');
    await failTimes(20, (attempt) => `198.51.102.${attempt + 1}`);
    expect((await browser.signIn(EMAIL, ACCOUNT)).statusCode).toBe(200);
  });

  it('opens again after a password reset clears the account', async () => {
    await failTimes(15, (attempt) => `198.51.102.${attempt + 1}`);
    await failTimes(5, () => '198.51.100.32');
    expect((await client('203.0.113.32').signIn(EMAIL, ACCOUNT)).statusCode).toBe(429);
    await createLoginThrottle(createSettingsService(context.database.db)).clearAccount(
      context.database.db,
      `${EMAIL}|${ACCOUNT}`,
    );
    expect((await client('203.0.113.32').signIn(EMAIL, ACCOUNT)).statusCode).toBe(200);
    expect((await client('198.51.100.32').signIn(EMAIL, ACCOUNT)).statusCode).toBe(200);
  });
});

describe('one address', () => {
  it('answers 429 after 20 attempts across accounts to a newcomer behind it', async () => {
    await failTimes(
      20,
      () => '198.51.100.40',
      (attempt) => `sprayed${attempt}@demo.example`,
    );
    expect((await client('198.51.100.40').signIn(EMAIL, ACCOUNT)).json()).toEqual(TOO_MANY);
  });

  it('lets a browser that signed in to its account before through', async () => {
    const browser = await knownBrowser('198.51.100.41');
    await failTimes(
      20,
      () => '198.51.100.41',
      (attempt) => `sprayed${attempt}@demo.example`,
    );
    expect((await browser.signIn(EMAIL, ACCOUNT)).statusCode).toBe(200);
  });
});

describe('a known browser', () => {
  it('has its own limit of 5 attempts', async () => {
    const browser = await knownBrowser('198.51.100.50');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await browser.signIn(EMAIL, ACCOUNT, WRONG)).statusCode).toBe(400);
    }
    expect((await browser.signIn(EMAIL, ACCOUNT)).json()).toEqual(TOO_MANY);
  });

  it('is known only to the account it signed in to, and only with a genuine cookie', async () => {
    const browser = await knownBrowser('198.51.100.51');
    await failTimes(
      20,
      () => '198.51.100.51',
      (attempt) => `sprayed${attempt}@demo.example`,
    );
    const other = client('198.51.100.51');
    other.cookies.set('known_browser', browser.cookies.get('known_browser')!);
    expect((await other.signIn('supplier@demo.example', '12345A0001')).statusCode).toBe(429);
    const forged = client('198.51.100.51');
    forged.cookies.set('known_browser', `${browser.cookies.get('known_browser')!.split('.')[0]}.forged`);
    expect((await forged.signIn(EMAIL, ACCOUNT)).statusCode).toBe(429);
  });
});

describe('the sign-in writes', () => {
  it('are one transaction: a failing write leaves the previous session and the counts as they were', async () => {
    const browser = client('198.51.100.60');
    expect((await browser.signIn(EMAIL, ACCOUNT)).statusCode).toBe(200);
    await failTimes(2, () => '198.51.100.60');
    const sessionsBefore = await countRows(context.database, 'sessions');
    const throttleBefore = await queryRows(
      context.database,
      sql`select key, attempts from login_throttle order by key`,
    );
    await context.database.exec(`
      create function refuse_last_login() returns trigger language plpgsql as
        $$ begin raise exception 'last login refused by the test'; end $$;
      create trigger refuse_last_login before update of last_login_at on users
        for each row when (new.email = '${EMAIL}') execute function refuse_last_login();
    `);
    try {
      const failed = await browser.post('/accounts/api/login/', {
        username: EMAIL,
        account_id: ACCOUNT,
        password: DEMO_PASSWORD,
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await context.database.exec(
        'drop trigger refuse_last_login on users; drop function refuse_last_login();',
      );
    }
    expect(await countRows(context.database, 'sessions')).toBe(sessionsBefore);
    // The account's counts were not cleared; the attempt itself stays counted under the known
    // browser's key (reserved before the password check).
    const throttleAfter = await queryRows(
      context.database,
      sql`select key, attempts from login_throttle where key not like 'device:%' order by key`,
    );
    expect(throttleAfter).toEqual(throttleBefore);
    expect(throttleBefore.length).toBe(3);
    expect(await countRows(context.database, 'login_throttle', "key like 'device:%' and attempts = 1")).toBe(
      1,
    );
    expect((await browser.get('/accounts/api/login/')).json().is_authenticated).toBe(true);
  });
});
