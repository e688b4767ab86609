import { randomUUID } from 'node:crypto';
import { defaultPrintValues, type Product, toPrintingFields } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { PUBLIC } from '../src/plugins/access.js';
import { countRows } from './helpers/database.js';
import { loadOrderingData, orderBody, sendOrder } from './helpers/ordering.js';
import { buildTestApp, openTestDatabase, signedInClient, TestClient } from './helpers/test-app.js';

const CONTROL_MESSAGE = ['Remove the control characters (such as NUL) from this text.'];

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, { isReady: false });
  // Queries the schemas cannot stop, to reach the error handler's safety net with real driver errors.
  app.get('/test/nul-text', { config: { access: PUBLIC } }, async () => {
    await database.db.execute(sql`select ${'a\u0000b'}::text as value`);
    return {};
  });
  app.get('/test/integer-overflow', { config: { access: PUBLIC } }, async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update settings set key = key where false`);
      await tx.execute(sql`select ${3_000_000_000}::integer as value`);
    });
    return {};
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('control characters in user text answer 400 on the field', () => {
  it('in the sign-in username and account id', async () => {
    const client = new TestClient(app);
    await client.get('/accounts/api/login/');
    const response = await client.post('/accounts/api/login/', {
      username: 'supplier@demo.example\u0000',
      account_id: '12345A\u00000001',
      password: 'Demo-pass-1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.username).toEqual(CONTROL_MESSAGE);
    expect(response.json().errors.account_id).toEqual(CONTROL_MESSAGE);
  });

  it('in the purchase order number and a print value, writing nothing', async () => {
    const client = await signedInClient(app, 'supplier@demo.example', '12345A0001');
    const { standard, addresses } = await loadOrderingData(client);
    const before = await countRows(database, 'orders');
    const plain = await sendOrder(
      client,
      orderBody([{ product: standard[0]!.pk, quantity: standard[0]!.labels_per_unit }], addresses, {
        customer_order_no: 'PO\u00004711',
      }),
    );
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errors.customer_order_no).toEqual(CONTROL_MESSAGE);

    const products: Product[] = (await client.get('/orders/api/products/')).json();
    const printed = products.find((product) => product.print_fields.length > 0)!;
    const printing = printed.extra_services.find((service) => service.category === 'PRINTING')!;
    const values = {
      ...defaultPrintValues(printed.print_fields),
      product_code: '9812345680',
      designation: 'Brake\u0000pad',
    };
    const fields = toPrintingFields(printed.print_fields, values);
    const index = fields.findIndex((field) => field.name === 'designation');
    const body = orderBody([{ product: printed.pk, quantity: printed.labels_per_unit }], addresses);
    body.order_positions[0]!.extra_service_data = [{ extra_service: printing.pk, fields }] as never;
    const printedOrder = await sendOrder(client, body);
    expect(printedOrder.statusCode).toBe(400);
    expect(
      printedOrder.json().errors[`order_positions.0.extra_service_data.0.fields.${index}.value`],
    ).toEqual(CONTROL_MESSAGE);
    expect(await countRows(database, 'orders')).toBe(before);
  });

  it('in the mailbox filter', async () => {
    const staff = await signedInClient(app, 'staff@demo.example', 'PROVIDER01');
    const response = await staff.get('/backoffice/api/mailbox/?recipient=a%00b');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.recipient).toEqual(CONTROL_MESSAGE);
  });

  it('in a print field name of a draft', async () => {
    const client = await signedInClient(app, 'supplier@demo.example', '12345A0001');
    const response = await client.post('/orders/api/order_draft/', {
      order_positions: [
        {
          uuid: randomUUID(),
          product: 1,
          quantity: 1000,
          extra_service_data: [{ extra_service: 1, fields: [{ pk: 1, name: 'a\u0000', value: 'b' }] }],
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['order_positions.0.extra_service_data.0.fields.0.name']).toEqual(
      CONTROL_MESSAGE,
    );
  });
});

describe('data the database refuses (PostgreSQL class 22) answers 400, never 500', () => {
  for (const [path, name] of [
    ['/test/nul-text', 'NUL in text (22021)'],
    ['/test/integer-overflow', 'an integer out of range inside a transaction (22003)'],
  ] as const) {
    it(name, async () => {
      const response = await new TestClient(app).get(path);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        errors: { detail: 'Some of the data sent cannot be stored. Please check your input.' },
      });
    });
  }
});
