import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { insertMails, type MailTransport, startOutboxWorker } from '../src/modules/mail/index.js';
import { countRows, createScratchDatabase } from './helpers/database.js';

const DATABASE_URL = process.env.DATABASE_URL;
const HOUR = 3_600_000;
const log = pino({ level: 'silent' });
const now = () => new Date();

function mailTo(recipient: string) {
  return { recipient, subject: 'Order placed', bodyText: 'Your order …', template: 'order-placed' };
}

describe.skipIf(!DATABASE_URL)(
  'outbox delivery by several server processes (PostgreSQL only: skipped on PGlite, set DATABASE_URL to run it)',
  () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
    let first: DatabaseHandle;
    let second: DatabaseHandle;

    beforeAll(async () => {
      // A database of its own: the workers send every pending mail they find.
      scratch = await createScratchDatabase('outbox');
      first = await openDatabase({ url: scratch.url, maxConnections: 3 });
      second = await openDatabase({ url: scratch.url, maxConnections: 3 });
      await migrateDatabase(first);
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await scratch?.drop();
    });

    function workerOf(database: DatabaseHandle, send: MailTransport) {
      return startOutboxWorker({
        db: database.db,
        send,
        log,
        now,
        runAlone: database.runAlone,
        intervalMs: HOUR,
      });
    }

    it('sends each pending mail once when two processes poll at the same time', async () => {
      await insertMails(first.db, [mailTo('a@demo.example'), mailTo('b@demo.example')]);
      const sent: string[] = [];
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let isSending = () => {};
      const sending = new Promise<void>((resolve) => {
        isSending = resolve;
      });
      const firstWorker = workerOf(first, async (mail) => {
        isSending();
        await gate;
        sent.push(`first ${mail.to}`);
      });
      const secondWorker = workerOf(second, async (mail) => {
        sent.push(`second ${mail.to}`);
      });
      try {
        const firstRound = firstWorker.runNow();
        await sending;
        // The first process is delivering: the second one's round passes without sending.
        await secondWorker.runNow();
        expect(sent).toEqual([]);
        release();
        await firstRound;
        expect(sent).toEqual(['first a@demo.example', 'first b@demo.example']);
        expect(await countRows(first, 'outbox', 'sent_at is not null')).toBe(2);

        // Once no other round runs, the second process delivers what is new, and only that.
        await insertMails(first.db, [mailTo('c@demo.example')]);
        await secondWorker.runNow();
        await firstWorker.runNow();
        expect(sent).toEqual(['first a@demo.example', 'first b@demo.example', 'second c@demo.example']);
      } finally {
        release();
        await firstWorker.stop();
        await secondWorker.stop();
      }
    });
  },
);
