import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from './helpers/database.js';
import { loadOrderingData, orderBody, sendOrder } from './helpers/ordering.js';
import { DEMO_PASSWORD, TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();
const SUPPLIER = { username: 'supplier@demo.example', account_id: '12345A0001', password: DEMO_PASSWORD };

type Mail = { recipient: string; subject: string; body_text: string; template: string; language: string };

/** Signs in with the interface language the web sends as Accept-Language. */
async function signInIn(language: 'en' | 'fr'): Promise<TestClient> {
  const client = new TestClient(context.app);
  await client.get('/accounts/api/login/');
  const response = await client.post('/accounts/api/login/', SUPPLIER, {
    headers: { 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  return client;
}

async function storedLanguage(): Promise<string> {
  const [row] = await queryRows<{ language: string }>(
    context.database,
    sql`select language from users where email = ${SUPPLIER.username}`,
  );
  return row!.language;
}

async function orderAndReadMails(client: TestClient): Promise<{ orderId: string; mails: Mail[] }> {
  const { standard, addresses } = await loadOrderingData(client);
  const product = standard[0]!;
  const response = await sendOrder(
    client,
    orderBody([{ product: product.pk, quantity: product.labels_per_unit * 1_000 }], addresses),
  );
  expect(response.statusCode).toBe(201);
  const orderId: string = response.json().order.order_id;
  const mails = await queryRows<Mail>(
    context.database,
    sql`select recipient, subject, body_text, template, language from outbox where payload->>'order_id' = ${orderId} order by id`,
  );
  return { orderId, mails };
}

describe('order mails in the user’s language', () => {
  it('records the sign-in language and writes a French user’s confirmation in French', async () => {
    const client = await signInIn('fr');
    expect(await storedLanguage()).toBe('fr');
    const { orderId, mails } = await orderAndReadMails(client);
    const confirmation = mails.find((mail) => mail.template === 'order_confirmation')!;
    expect(confirmation.recipient).toBe(SUPPLIER.username);
    expect(confirmation.subject).toBe(`Votre commande ${orderId} a bien été reçue`);
    expect(confirmation.body_text).toContain('Merci pour votre commande.');
    expect(confirmation.body_text).toContain(`N° de commande\u00a0: ${orderId}`);
    expect(confirmation.body_text).toMatch(/étiquettes, [\d\u202f]+,\d{2}\u00a0EUR/);
    expect(confirmation.body_text).toContain('Conditions de paiement\u00a0: 30\u00a0jours net.');
    expect(confirmation.body_text).not.toContain('Thank you');
    // The recipient's language goes with the mail (SMTP sends it as Content-Language), and a link.
    expect(confirmation.language).toBe('fr');
    expect(confirmation.body_text).toContain(
      'Suivez vos commandes sur le portail\u00a0:\nhttp://localhost:3000/statistics/history\n',
    );
    // Customer service reads English whatever the customer's language.
    const notice = mails.find((mail) => mail.template === 'order_notice')!;
    expect(notice.subject).toMatch(new RegExp(`^New order ${orderId} from `));
    expect(notice.body_text).toContain(`Order No.: ${orderId}`);
    expect(notice.language).toBe('en');
  });

  it('writes an English user’s confirmation in English', async () => {
    const client = await signInIn('en');
    expect(await storedLanguage()).toBe('en');
    const { orderId, mails } = await orderAndReadMails(client);
    const confirmation = mails.find((mail) => mail.template === 'order_confirmation')!;
    expect(confirmation.subject).toBe(`Your order ${orderId} was received`);
    expect(confirmation.body_text).toContain('Thank you for your order.');
    expect(confirmation.body_text).toContain(`Order No.: ${orderId}`);
    expect(confirmation.body_text).not.toContain('Merci');
    expect(confirmation.language).toBe('en');
    expect(confirmation.body_text).toContain(
      'Follow your orders in the portal:\nhttp://localhost:3000/statistics/history\n',
    );
  });
});
