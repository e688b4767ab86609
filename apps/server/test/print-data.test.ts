import { randomUUID } from 'node:crypto';
import type { Product } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { changeCatalogue } from './helpers/catalogue.js';
import { orderBody, sendOrder } from './helpers/ordering.js';
import { GOOD_PRINT_VALUES, isDualMarket, isPrinted, printingOf } from './helpers/printing.js';
import { buildTestApp, openTestDatabase, TestClient } from './helpers/test-app.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let client: TestClient;
let printed: Product;
let addresses: { delivery: number; billing: number };

const GOOD = GOOD_PRINT_VALUES;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  client = new TestClient(app);
  await client.signIn('supplier@demo.example', '12345A0001');
  const products: Product[] = (await client.get('/orders/api/products/')).json();
  printed = products.find((product) => isPrinted(product) && !isDualMarket(product))!;
  const [account] = (await client.get('/accounts/api/users/')).json();
  addresses = {
    delivery: account.company_profile.delivery_address.pk,
    billing: account.company_profile.billing_address.pk,
  };
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('POST /orders/api/order_field_format/', () => {
  it('spaces part numbers, names the country and gives the Arabic name', async () => {
    const field = (name: string) => printed.print_fields.find((candidate) => candidate.name === name)!;
    const response = await client.post('/orders/api/order_field_format/', [
      { id: field('product_code').pk, name: 'product_code', value: '9812345680' },
      { id: field('made_in').pk, name: 'made_in', value: 'MA' },
      { id: field('made_in_arabic').pk, name: 'made_in_arabic', value: true },
      { id: field('quantity').pk, name: 'quantity', value: '0012' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { name: 'product_code', value: '98 123 456 80' },
      { name: 'made_in', value: 'Morocco' },
      { name: 'made_in_arabic', value: 'المغرب' },
      { name: 'quantity', value: '12' },
    ]);
  });

  it('leaves the values of fields the company may not order unformatted', async () => {
    const productCode = printed.print_fields.find((candidate) => candidate.name === 'product_code')!;
    const body = [{ id: productCode.pk, name: 'product_code', value: '9812345680' }];
    await changeCatalogue(app, database, sql`update products set is_active = false where id = ${printed.pk}`);
    try {
      const response = await client.post('/orders/api/order_field_format/', body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([{ name: 'product_code', value: '9812345680' }]);
    } finally {
      await changeCatalogue(
        app,
        database,
        sql`update products set is_active = true where id = ${printed.pk}`,
      );
    }
    const again = await client.post('/orders/api/order_field_format/', body);
    expect(again.json()).toEqual([{ name: 'product_code', value: '98 123 456 80' }]);
  });

  it('documents its body and reply with the contract schemas', async () => {
    const document = (await client.get('/api/docs/json')).json();
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['OrderFieldFormatBody', 'OrderFieldFormatReply']),
    );
    const operation = document.paths['/orders/api/order_field_format/'].post;
    expect(JSON.stringify(operation.requestBody)).toContain('#/components/schemas/OrderFieldFormatBody');
    expect(JSON.stringify(operation.responses['200'])).toContain(
      '#/components/schemas/OrderFieldFormatReply',
    );
  });

  it('refuses a value over 100 characters', async () => {
    const response = await client.post('/orders/api/order_field_format/', [
      { id: 1, name: 'x', value: 'y'.repeat(101) },
    ]);
    expect(response.statusCode).toBe(400);
  });
});

describe('print data in drafts and orders', () => {
  it('prices a printed partial roll with the partial-roll and print-design fees', async () => {
    const response = await client.post('/orders/api/order_draft/', {
      order_positions: [
        {
          uuid: randomUUID(),
          product: printed.pk,
          quantity: printed.labels_per_unit + 250,
          extra_service_data: [printingOf(printed, GOOD)],
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    const draft = response.json();
    expect(draft.handling_sub_costs_operator).toBe('95.00');
    const categories = draft.order_positions[0].extra_service_data.map(
      (service: { category: string }) => service.category,
    );
    expect(categories.sort()).toEqual(['PARTIAL_ROLL', 'PRINTING', 'PRINT_DESIGN']);
    expect(draft.handling_costs_explanation.min_total_without_handling_costs).toBe('-1.00');
  });

  it('sends a printed order whose history shows the printing fields', async () => {
    const body = orderBody([{ product: printed.pk, quantity: printed.labels_per_unit }], addresses);
    body.order_positions[0]!.extra_service_data = [printingOf(printed, GOOD)] as never;
    const sent = await sendOrder(client, body);
    expect(sent.statusCode).toBe(201);
    const order = (await client.get(`/orders/api/orders/${sent.json().order.pk}`)).json();
    const printing = order.order_positions[0].extra_service_data.find(
      (service: { category: string }) => service.category === 'PRINTING',
    );
    const productCode = printing.fields.find((field: { name: string }) => field.name === 'product_code');
    expect(productCode).toMatchObject({
      value: '9812345680',
      description: 'Part number',
      field_type: 'STRING',
    });
    const types = Object.fromEntries(
      printing.fields.map((field: { name: string; field_type: string }) => [field.name, field.field_type]),
    );
    expect(types).toMatchObject({ exchange_part: 'BOOLEAN', quantity: 'STRING', made_in: 'STRING' });
    expect(productCode.index).toBeGreaterThan(0);
    expect(order.is_repeatable).toBe(false);
  });

  it('refuses bad print data with field errors and writes nothing', async () => {
    const before = (await client.get('/orders/api/orders/?limit=1')).json().count;
    const body = orderBody([{ product: printed.pk, quantity: printed.labels_per_unit }], addresses);
    body.order_positions[0]!.extra_service_data = [
      printingOf(printed, { ...GOOD, product_code: 'bad code', quantity: '0', designation: '' }),
    ] as never;
    const response = await sendOrder(client, body);
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors;
    const prefix = 'order_positions.0.extra_service_data.0.fields';
    expect(errors[`${prefix}.product_code`]).toEqual([
      'Enter 8 to 12 digits or capital letters, without spaces.',
    ]);
    expect(errors[`${prefix}.quantity`]).toEqual(['Enter a whole number between 1 and 99999.']);
    expect(errors[`${prefix}.designation`]).toBeDefined();
    expect((await client.get('/orders/api/orders/?limit=1')).json().count).toBe(before);
  });

  it('refuses print fields of another product', async () => {
    const response = await client.post('/orders/api/order_draft/', {
      order_positions: [
        {
          uuid: randomUUID(),
          product: printed.pk,
          quantity: printed.labels_per_unit,
          extra_service_data: [
            { ...printingOf(printed, GOOD), fields: [{ pk: 999_999, name: 'x', value: 'y' }] },
          ],
        },
      ],
    });
    expect(response.statusCode).toBe(400);
  });
});
