import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { createMailTransport, deliverDueMails } from '../src/modules/platform/mail/index.js';
import { seedDemo } from '../src/seed/demo.js';
import { createScratchDatabase } from './helpers/database.js';
import { loadOrderingData, orderBody, sendOrder } from './helpers/ordering.js';
import { findMailLink, startTestSmtpServer, type TestSmtpServer } from './helpers/smtp-server.js';
import { buildTestApp, TestClient } from './helpers/test-app.js';

/**
 * A whole flow, as the integrator's flows can do it: a request writes mail in the outbox, a
 * delivery round sends it to a real SMTP server, the test reads what arrived and follows its link.
 * The database is the test's own (delivery sends every due mail), seeded with the demo data.
 */
describe('an order’s mails, from the request to the SMTP server', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    scratch = process.env.DATABASE_URL ? await createScratchDatabase('mail_flow') : undefined;
    database = await openDatabase({ url: scratch?.url, maxConnections: 4 });
    await migrateDatabase(database);
    await seedDemo(database);
    app = await buildTestApp(database);
    smtp = await startTestSmtpServer();
    // The demo seed includes its 30,000 label scans (decision 241).
  }, 300_000);
  afterAll(async () => {
    await smtp?.stop();
    await app?.close();
    await database?.close();
    await scratch?.drop();
  });

  it('sends the confirmation in the user’s language with its link, and the notice in English', async () => {
    const client = new TestClient(app);
    await client.get('/accounts/api/login/');
    const login = await client.post(
      '/accounts/api/login/',
      { username: 'supplier@demo.example', account_id: '12345A0001', password: 'Demo-pass-1' },
      { headers: { 'accept-language': 'fr' } },
    );
    expect(login.statusCode).toBe(200);
    const { standard, addresses } = await loadOrderingData(client);
    const product = standard[0]!;
    const response = await sendOrder(
      client,
      orderBody([{ product: product.pk, quantity: product.labels_per_unit }], addresses),
    );
    expect(response.statusCode).toBe(201);
    const orderId: string = response.json().order.order_id;

    const send = createMailTransport(smtp.url, 'Label Portal <no-reply@localhost>');
    await deliverDueMails({ db: database.db, send, log: pino({ level: 'silent' }), now: () => new Date() });

    const confirmation = await smtp.waitForMail((mail) => mail.to === 'supplier@demo.example');
    expect(confirmation.subject).toBe(`Votre commande ${orderId} a bien été reçue`);
    expect(confirmation.language).toBe('fr');
    expect(confirmation.text).toContain(`N° de commande\u00a0: ${orderId}`);
    expect(findMailLink(confirmation, '/statistics/history')).toBe(
      'http://localhost:3000/statistics/history',
    );
    const notice = await smtp.waitForMail((mail) => mail.subject.startsWith(`New order ${orderId} `));
    expect(notice.language).toBe('en');
    expect(notice.envelopeTo).toEqual([notice.to]);
  });
});
