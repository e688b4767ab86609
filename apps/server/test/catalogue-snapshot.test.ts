import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeCatalogue } from './helpers/catalogue.js';
import { queryRows } from './helpers/database.js';
import { loadOrderingData, orderBody, sendOrder } from './helpers/ordering.js';
import { buildTestApp, signedInClient, type TestClient, useTestApp } from './helpers/test-app.js';

/**
 * The screens read the catalogue and the company's standing from memory (decision 096): two server
 * processes on one database,
 * clocks standing still unless a test moves them.
 */
const context = useTestApp();
let time = Date.now();
const now = () => new Date(time);
let first: FastifyInstance;
let second: FastifyInstance;
let onFirst: TestClient;
let onSecond: TestClient;

beforeAll(async () => {
  first = await buildTestApp(context.database, { now });
  second = await buildTestApp(context.database, { now });
  onFirst = await signedInClient(first, 'supplier@demo.example', '12345A0001');
  onSecond = await signedInClient(second, 'supplier@demo.example', '12345A0001');
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

type ListedProduct = { pk: number; customer_reference: string; note: string };

async function productOn(client: TestClient, reference: string): Promise<ListedProduct | undefined> {
  const products = (await client.get('/orders/api/products/')).json() as ListedProduct[];
  return products.find((product) => product.customer_reference === reference);
}

const REFERENCE = 'SL-OP-1001';

/** A change notified by the first process, then waited for in the second (it travels through PostgreSQL). */
async function changeAndWait(statement: ReturnType<typeof sql>, isSeen: () => Promise<boolean>) {
  await changeCatalogue(first, context.database, statement);
  await vi.waitFor(async () => expect(await isSeen()).toBe(true), { timeout: 5_000, interval: 20 });
}
const BLOCKED_FOR_UNPAID_BILLS = 'Company blocked due to unpaid bills.';

describe('the catalogue kept in memory', () => {
  it('shows a change made by the back office in every process', async () => {
    const product = (await productOn(onSecond, REFERENCE))!;
    try {
      await changeCatalogue(
        first,
        context.database,
        sql`update products set note = '{"en":"Changed by the back office"}'::jsonb where id = ${product.pk}`,
      );
      expect((await productOn(onFirst, REFERENCE))!.note).toBe('Changed by the back office');
      await vi.waitFor(
        async () => expect((await productOn(onSecond, REFERENCE))!.note).toBe('Changed by the back office'),
        {
          timeout: 5_000,
          interval: 20,
        },
      );
    } finally {
      await changeAndWait(
        sql`update products set note = ${JSON.stringify({ en: product.note })}::jsonb where id = ${product.pk}`,
        async () => (await productOn(onSecond, REFERENCE))?.note === product.note,
      );
    }
  });

  it('keeps what the other screens read for a minute when no change is notified, then reads again', async () => {
    const { standard } = await loadOrderingData(onSecond);
    const product = standard[0]!;
    const draftPrice = async () =>
      (
        await onSecond.post('/orders/api/order_draft/', {
          order_positions: [{ uuid: randomUUID(), product: product.pk, quantity: product.labels_per_unit }],
        })
      ).json().order_positions[0].price as string;
    const price = await draftPrice();
    try {
      // Changed by hand (nothing notified): read again once the minute has passed …
      await context.database.db.execute(sql`update products set unit_price = 9.5 where id = ${product.pk}`);
      time += 60_001;
      expect(await draftPrice()).toBe('9.50000');
      // … and what it read is kept for the next minute.
      await context.database.db.execute(
        sql`update products set unit_price = ${price} where id = ${product.pk}`,
      );
      expect(await draftPrice()).toBe('9.50000');
      time += 60_001;
      expect(await draftPrice()).toBe(price);
    } finally {
      await changeCatalogue(
        first,
        context.database,
        sql`update products set unit_price = ${price} where id = ${product.pk}`,
      );
    }
  });

  it('answers the product list from what it kept, read again at once in every process after any catalogue change', async () => {
    const product = (await productOn(onSecond, REFERENCE))!;
    const notes = async () => [
      (await productOn(onFirst, REFERENCE))!.note,
      (await productOn(onSecond, REFERENCE))!.note,
    ];
    expect(await notes()).toEqual([product.note, product.note]);
    try {
      // A change the catalogue version does not see (its trigger off): both processes answer the
      // replies they kept, so the reply is kept and not built again …
      await context.database.db.transaction(async (tx) => {
        await tx.execute(sql`alter table products disable trigger products_catalogue_version`);
        await tx.execute(
          sql`update products set note = '{"en":"Changed unseen"}'::jsonb where id = ${product.pk}`,
        );
        await tx.execute(sql`alter table products enable trigger products_catalogue_version`);
      });
      expect(await notes()).toEqual([product.note, product.note]);
      // … and any change by hand raises the version (no notification, no time passing): both
      // processes answer the new catalogue at once.
      await context.database.db.execute(
        sql`update products set note = '{"en":"Changed by hand"}'::jsonb where id = ${product.pk}`,
      );
      expect(await notes()).toEqual(['Changed by hand', 'Changed by hand']);
    } finally {
      await context.database.db.execute(
        sql`update products set note = ${JSON.stringify({ en: product.note })}::jsonb where id = ${product.pk}`,
      );
    }
    expect(await notes()).toEqual([product.note, product.note]);
  });

  it('lists a product group granted or taken by hand at once, in every process', async () => {
    const before = ((await onSecond.get('/orders/api/products/')).json() as ListedProduct[]).length;
    const company = sql`(select company_id from users where email = 'supplier@demo.example' limit 1)`;
    const [granted] = (
      await queryRows<{ group_id: number }>(
        context.database,
        sql`select product_group_id as group_id from company_product_group_rights
          where company_id = ${company} and can_order limit 1`,
      )
    ).map((row) => row.group_id);
    expect(before).toBeGreaterThan(0);
    try {
      await context.database.db.execute(
        sql`update company_product_group_rights set can_order = false
          where company_id = ${company} and product_group_id = ${granted}`,
      );
      const fewer = ((await onFirst.get('/orders/api/products/')).json() as ListedProduct[]).length;
      expect(fewer).toBeLessThan(before);
      expect(((await onSecond.get('/orders/api/products/')).json() as ListedProduct[]).length).toBe(fewer);
    } finally {
      await context.database.db.execute(
        sql`update company_product_group_rights set can_order = true
          where company_id = ${company} and product_group_id = ${granted}`,
      );
    }
    expect(((await onSecond.get('/orders/api/products/')).json() as ListedProduct[]).length).toBe(before);
  });

  it('does not let an order through on what it kept: sending reads the catalogue in its transaction', async () => {
    const { standard, addresses } = await loadOrderingData(onSecond);
    const product = standard[0]!;
    const body = orderBody([{ product: product.pk, quantity: product.labels_per_unit }], addresses);
    const draft = async () =>
      (
        await onSecond.post('/orders/api/order_draft/', {
          order_positions: [{ uuid: randomUUID(), product: product.pk, quantity: product.labels_per_unit }],
        })
      ).statusCode;
    expect(await draft()).toBe(200);
    try {
      await context.database.db.execute(sql`update products set is_active = false where id = ${product.pk}`);
      // The cost calculation still prices the product (nothing was notified) …
      expect(await draft()).toBe(200);
      // … but the order is decided on the database as it is.
      const refused = await sendOrder(onSecond, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors['order_positions.0.product']).toEqual(['This product cannot be ordered.']);
    } finally {
      await changeCatalogue(
        first,
        context.database,
        sql`update products set is_active = true where id = ${product.pk}`,
      );
    }
    const sent = await sendOrder(onSecond, body);
    expect(sent.statusCode).toBe(201);
  });

  it('shows a company blocked by hand after five seconds, and refuses its order at once', async () => {
    const { standard, addresses } = await loadOrderingData(onSecond);
    const product = standard[0]!;
    const body = orderBody([{ product: product.pk, quantity: product.labels_per_unit }], addresses);
    const isListedBlocked = async () =>
      ((await onSecond.get('/orders/api/products/')).json() as { blocked: boolean }[]).every(
        (p) => p.blocked,
      );
    expect(await isListedBlocked()).toBe(false);
    const company = sql`(select company_id from users where email = 'supplier@demo.example' limit 1)`;
    try {
      await context.database.db.execute(
        sql`update companies set blocked_for_ordering = true where id = ${company}`,
      );
      // The screens trust what they read a moment ago …
      expect(await isListedBlocked()).toBe(false);
      // … sending does not.
      const refused = await sendOrder(onSecond, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.detail).toBe(BLOCKED_FOR_UNPAID_BILLS);
      time += 5_001;
      expect(await isListedBlocked()).toBe(true);
    } finally {
      await context.database.db.execute(
        sql`update companies set blocked_for_ordering = false where id = ${company}`,
      );
    }
    time += 5_001;
    expect(await isListedBlocked()).toBe(false);
  });
});
