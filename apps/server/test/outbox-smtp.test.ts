import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import {
  composeMail,
  createMailTransport,
  deliverDueMails,
  insertMails,
  type MailTransport,
  OUTBOX_DELIVERY,
  REDACTED_CODE,
  retryDelayMs,
} from '../src/modules/platform/mail/index.js';
import { createScratchDatabase, queryRows } from './helpers/database.js';
import { findMailLink, startTestSmtpServer, type TestSmtpServer } from './helpers/smtp-server.js';

const log = pino({ level: 'silent' });
const FROM = 'Label Portal <no-reply@portal.example>';
const MINUTE = 60_000;

type Row = {
  recipient: string;
  attempts: number;
  sent_at: Date | null;
  next_attempt_at: Date;
  last_error: string | null;
};

/**
 * A database no other test writes mail to: a scratch PostgreSQL database, or PGlite in memory
 * (where the claim's FOR UPDATE SKIP LOCKED runs too).
 */
async function openOwnDatabase(label: string) {
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(label) : undefined;
  const database = await openDatabase({ url: scratch?.url, maxConnections: 4 });
  await migrateDatabase(database);
  // "Another process": a second pool on PostgreSQL; PGlite lives in one process, so the same handle.
  const open = async (): Promise<DatabaseHandle> =>
    scratch ? openDatabase({ url: scratch.url, maxConnections: 4 }) : { ...database, close: async () => {} };
  return { database, open, drop: async () => scratch?.drop() };
}

function plainMail(recipient: string) {
  return { recipient, subject: `Hello ${recipient}`, bodyText: 'Plain text only.\n', template: 'test.plain' };
}

/** A clock the test moves; it starts a second ahead so that rows written now are due. */
function testClock() {
  let at = Date.now() + 1_000;
  return {
    now: () => new Date(at),
    advance: (ms: number) => {
      at += ms;
    },
    at: () => at,
  };
}

async function outboxRows(database: DatabaseHandle): Promise<Row[]> {
  const rows = await queryRows<Row>(
    database,
    sql`select recipient, attempts, sent_at, next_attempt_at, last_error from outbox order by id`,
  );
  return rows.map((row) => ({ ...row, next_attempt_at: new Date(row.next_attempt_at) }));
}

describe('outbox delivery through a real SMTP server', () => {
  let own: Awaited<ReturnType<typeof openOwnDatabase>>;
  let smtp: TestSmtpServer;
  let clock: ReturnType<typeof testClock>;
  let send: MailTransport;

  beforeAll(async () => {
    own = await openOwnDatabase('outbox_smtp');
  });
  afterAll(async () => {
    await own.database.close();
    await own.drop();
  });
  beforeEach(async () => {
    await own.database.exec('delete from outbox');
    smtp = await startTestSmtpServer();
    clock = testClock();
    send = createMailTransport(smtp.url, FROM);
  });
  afterEach(async () => {
    await smtp.stop();
  });

  const deliver = (transport: MailTransport = send) =>
    deliverDueMails({ db: own.database.db, send: transport, log, now: clock.now });

  it('sends the text and HTML parts, subject, recipient, sender and language, once', async () => {
    const link = 'http://localhost:3000/accounts/confirmation/ABC123';
    await insertMails(own.database.db, [
      composeMail({
        to: 'ada@demo.example',
        language: 'fr',
        template: 'account.confirmation',
        subject: 'Confirmez votre adresse e-mail',
        greeting: 'Bonjour Ada Lovelace,',
        paragraphs: ['Merci de votre inscription <sur> le portail.'],
        action: { label: 'Confirmer mon adresse', url: link },
      }),
    ]);
    expect(await deliver()).toBe(1);
    const mail = await smtp.waitForMail((received) => received.to === 'ada@demo.example');
    expect(mail.envelopeTo).toEqual(['ada@demo.example']);
    expect(mail.envelopeFrom).toBe('no-reply@portal.example');
    expect(mail.from).toBe('"Label Portal" <no-reply@portal.example>');
    expect(mail.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail.language).toBe('fr');
    expect(mail.text).toContain('Bonjour Ada Lovelace,');
    expect(mail.text).toContain('Merci de votre inscription <sur> le portail.');
    expect(findMailLink(mail, '/accounts/confirmation/')).toBe(link);
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('Merci de votre inscription &lt;sur&gt; le portail.');
    expect(mail.html).toContain(`href="${link}"`);
    const [row] = await outboxRows(own.database);
    expect(row).toMatchObject({ attempts: 1, last_error: null });
    expect(row!.sent_at).not.toBeNull();
    // Sent mail is never claimed again.
    clock.advance(OUTBOX_DELIVERY.leaseMs * 10);
    expect(await deliver()).toBe(0);
    expect(smtp.mails()).toHaveLength(1);
  });

  it('keeps no usable code in the stored copy of a delivered mail; the recipient got it whole', async () => {
    const code = 'Zq3v9mK1xY7tR2pW5nB8cD4fG6hJ0kL2sA1dF3gH5jK';
    const link = `http://localhost:3000/accounts/password_confirmation/${code}/12345A0001`;
    await insertMails(own.database.db, [
      composeMail({
        to: 'reset@demo.example',
        language: 'en',
        template: 'account.password_reset',
        subject: 'Reset',
        greeting: 'Hello,',
        paragraphs: ['Set a new password.'],
        action: { label: 'Set a new password', url: link },
      }),
    ]);
    const [before] = await queryRows<{ body_text: string }>(own.database, sql`select body_text from outbox`);
    expect(before!.body_text).toContain(code);
    expect(await deliver()).toBe(1);
    const mail = await smtp.waitForMail((received) => received.to === 'reset@demo.example');
    expect(findMailLink(mail, '/accounts/password_confirmation/')).toBe(link);
    expect(mail.html).toContain(code);
    const [stored] = await queryRows<{ body_text: string; body_html: string }>(
      own.database,
      sql`select body_text, body_html from outbox`,
    );
    for (const body of [stored!.body_text, stored!.body_html]) {
      expect(body).not.toContain(code);
      expect(body).toContain(`/accounts/password_confirmation/${REDACTED_CODE}/12345A0001`);
    }
  });

  it('sends a plain-text mail without an HTML part', async () => {
    await insertMails(own.database.db, [plainMail('plain@demo.example')]);
    await deliver();
    const mail = await smtp.waitForMail();
    expect(mail.text).toBe('Plain text only.\n');
    expect(mail.html).toBe('');
    expect(mail.language).toBe('en');
  });

  it('retries a mail the server refused for now after the backoff, and not before', async () => {
    await insertMails(own.database.db, [plainMail('later@demo.example')]);
    smtp.refuse({ code: 451, message: 'Try again later' });
    const failedAt = clock.at();
    expect(await deliver()).toBe(0);
    let [row] = await outboxRows(own.database);
    expect(row).toMatchObject({ attempts: 1, sent_at: null });
    expect(row!.last_error).toContain('451');
    expect(row!.next_attempt_at.getTime()).toBe(failedAt + MINUTE);

    smtp.refuse(null);
    clock.advance(MINUTE - 1_000);
    expect(await deliver()).toBe(0);
    expect(smtp.mails()).toHaveLength(0);
    clock.advance(1_000);
    expect(await deliver()).toBe(1);
    [row] = await outboxRows(own.database);
    expect(row).toMatchObject({ attempts: 2, last_error: null });
    expect((await smtp.waitForMail()).to).toBe('later@demo.example');
  });

  it('keeps mail through an SMTP outage and sends it when the server is back', async () => {
    await insertMails(own.database.db, [plainMail('outage@demo.example')]);
    const { port } = smtp;
    await smtp.stop();
    expect(await deliver()).toBe(0);
    const [row] = await outboxRows(own.database);
    expect(row).toMatchObject({ attempts: 1, sent_at: null });
    expect(row!.last_error).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startTestSmtpServer({ port });
    clock.advance(MINUTE);
    expect(await deliver()).toBe(1);
    expect((await smtp.waitForMail()).to).toBe('outage@demo.example');
  });

  it('doubles the wait after each failure up to the cap, and keeps the mail as failed after the last attempt', async () => {
    expect([1, 2, 3, 4, 9, 10].map(retryDelayMs)).toEqual([
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      4 * 60 * MINUTE,
      4 * 60 * MINUTE,
    ]);
    await insertMails(own.database.db, [plainMail('never@demo.example')]);
    smtp.refuse({ code: 421, message: 'Service not available' });
    for (let attempt = 1; attempt <= OUTBOX_DELIVERY.maxAttempts; attempt += 1) {
      const before = clock.at();
      await deliver();
      const [row] = await outboxRows(own.database);
      expect(row!.attempts).toBe(attempt);
      // The last failure is final: the mail is failed from that moment on (decision 189).
      const isLast = attempt === OUTBOX_DELIVERY.maxAttempts;
      expect(row!.next_attempt_at.getTime()).toBe(before + (isLast ? 0 : retryDelayMs(attempt)));
      clock.advance(retryDelayMs(attempt));
    }
    smtp.refuse(null);
    clock.advance(24 * 60 * MINUTE);
    expect(await deliver()).toBe(0);
    const [row] = await outboxRows(own.database);
    expect(row).toMatchObject({ attempts: OUTBOX_DELIVERY.maxAttempts, sent_at: null });
    expect(row!.last_error).toContain('421');
    expect(smtp.mails()).toHaveLength(0);
  });

  it('gives up at once on a recipient the server refuses for good (5xx)', async () => {
    await insertMails(own.database.db, [plainMail('nobody@demo.example'), plainMail('ok@demo.example')]);
    smtp.refuse({ code: 550, message: 'No such user' });
    await deliver();
    const rows = await outboxRows(own.database);
    expect(rows.map((row) => row.attempts)).toEqual([
      OUTBOX_DELIVERY.maxAttempts,
      OUTBOX_DELIVERY.maxAttempts,
    ]);
    expect(rows[0]!.last_error).toContain('550');
  });

  it('sends a mail once after its process died between the claim and the send', async () => {
    await insertMails(own.database.db, [plainMail('crash@demo.example')]);
    let isClaimed = () => {};
    const claimed = new Promise<void>((resolve) => {
      isClaimed = resolve;
    });
    // The first process claims the mail and dies before sending: its send never returns.
    void deliver(() => {
      isClaimed();
      return new Promise<void>(() => {});
    });
    await claimed;
    const [row] = await outboxRows(own.database);
    expect(row).toMatchObject({ attempts: 1, sent_at: null });

    // Another process: nothing while the lease runs, then the mail, once.
    const other = await own.open();
    try {
      const deliverElsewhere = () => deliverDueMails({ db: other.db, send, log, now: clock.now });
      clock.advance(OUTBOX_DELIVERY.leaseMs - 1_000);
      expect(await deliverElsewhere()).toBe(0);
      clock.advance(1_000);
      expect(await deliverElsewhere()).toBe(1);
      clock.advance(OUTBOX_DELIVERY.leaseMs);
      expect(await deliverElsewhere()).toBe(0);
    } finally {
      await other.close();
    }
    expect(smtp.mails().map((mail) => mail.to)).toEqual(['crash@demo.example']);
    const [after] = await outboxRows(own.database);
    expect(after).toMatchObject({ attempts: 2, last_error: null });
  });

  it('gives back untried the mails of a round that outlived half its lease', async () => {
    await insertMails(own.database.db, [plainMail('slow@demo.example'), plainMail('next@demo.example')]);
    const slow: MailTransport = async (mail) => {
      clock.advance(OUTBOX_DELIVERY.leaseMs / 2);
      await send(mail);
    };
    expect(await deliver(slow)).toBe(1);
    const rows = await outboxRows(own.database);
    expect(rows[1]).toMatchObject({ recipient: 'next@demo.example', attempts: 0, sent_at: null });
    expect(rows[1]!.next_attempt_at.getTime()).toBe(clock.at());
    expect(await deliver()).toBe(1);
    expect(smtp.mails().map((mail) => mail.to)).toEqual(['slow@demo.example', 'next@demo.example']);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two server processes delivering at once (PostgreSQL)', () => {
  it('sends every mail exactly once', async () => {
    const own = await openOwnDatabase('outbox_race');
    const second = await own.open();
    const smtp = await startTestSmtpServer();
    try {
      const recipients = Array.from({ length: 45 }, (_, index) => `race${index}@demo.example`);
      await insertMails(own.database.db, recipients.map(plainMail));
      const send = createMailTransport(smtp.url, FROM);
      const now = () => new Date(Date.now() + 1_000);
      const rounds = (database: DatabaseHandle) =>
        (async () => {
          let total = 0;
          for (let round = 0; round < 8; round += 1) {
            total += await deliverDueMails({ db: database.db, send, log, now });
          }
          return total;
        })();
      const [first, other] = await Promise.all([rounds(own.database), rounds(second)]);
      expect(first + other).toBe(45);
      // Both processes took part: the claims interleave rather than one waiting for the other.
      expect(first).toBeGreaterThan(0);
      expect(other).toBeGreaterThan(0);
      expect(
        smtp
          .mails()
          .map((mail) => mail.to)
          .sort(),
      ).toEqual([...recipients].sort());
      const rows = await outboxRows(own.database);
      expect(rows.every((row) => row.attempts === 1 && row.sent_at !== null)).toBe(true);
    } finally {
      await smtp.stop();
      await second.close();
      await own.database.close();
      await own.drop();
    }
  });
});
