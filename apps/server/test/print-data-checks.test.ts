import { randomUUID } from 'node:crypto';
import type { Product } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changeCatalogue } from './helpers/catalogue.js';
import { countRows } from './helpers/database.js';
import { loadOrderingData, orderBody, sendOrder } from './helpers/ordering.js';
import {
  GOOD_DUAL_MARKET_VALUES,
  GOOD_PRINT_VALUES,
  isDualMarket,
  isPrinted,
  printingOf,
} from './helpers/printing.js';
import { signedInClient, type TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();
const PREFIX = 'order_positions.0.extra_service_data.0.fields';

type Printing = ReturnType<typeof printingOf>;
type StoredField = { name: string; value: unknown };

async function setUp() {
  const client = await signedInClient(context.app, 'supplier@demo.example', '12345A0001');
  const { addresses } = await loadOrderingData(client);
  const products: Product[] = (await client.get('/orders/api/products/')).json();
  const basic = products.find((product) => isPrinted(product) && !isDualMarket(product))!;
  const dual = products.find((product) => isPrinted(product) && isDualMarket(product))!;
  return { client, addresses, basic, dual };
}

function fieldPk(product: Product, name: string): number {
  return product.print_fields.find((field) => field.name === name)!.pk;
}

function positionOf(product: Product, printing: Printing) {
  return {
    uuid: randomUUID(),
    product: product.pk,
    quantity: product.labels_per_unit,
    extra_service_data: [printing],
  };
}

/** Sends print data as a draft and as an order; both must refuse it, writing nothing. */
async function expectRefused(
  client: TestClient,
  addresses: { delivery: number; billing: number },
  product: Product,
  printing: Printing,
) {
  const draft = await client.post('/orders/api/order_draft/', {
    order_positions: [positionOf(product, printing)],
  });
  expect(draft.statusCode).toBe(400);
  const body = orderBody([{ product: product.pk, quantity: product.labels_per_unit }], addresses);
  body.order_positions[0]!.extra_service_data = [printing] as never;
  const [orders, mails] = [
    await countRows(context.database, 'orders'),
    await countRows(context.database, 'outbox'),
  ];
  const sent = await sendOrder(client, body);
  expect(sent.statusCode).toBe(400);
  expect(await countRows(context.database, 'orders')).toBe(orders);
  expect(await countRows(context.database, 'outbox')).toBe(mails);
  expect(sent.json().errors).toEqual(draft.json().errors);
  return sent.json().errors as Record<string, string[]>;
}

/** Gives a print field of the demo a required value and this pattern (put back by the test). */
function setFieldPattern(id: number, regexp: string) {
  return changeCatalogue(
    context.app,
    context.database,
    sql`update print_field_definitions set validation = ${JSON.stringify({ blank: false, regexp })}::jsonb where id = ${id}`,
  );
}

describe('print data is stored as the form makes it', () => {
  it('drops hidden fields and trims values, in the draft and in the sent order', async () => {
    const { client, addresses, basic } = await setUp();
    const printing = printingOf(basic, { ...GOOD_PRINT_VALUES, designation: '  Brake pad set  ' });
    // made_in is FR, so made_in_arabic is hidden: whatever it carries is not print data.
    printing.fields.push({ pk: fieldPk(basic, 'made_in_arabic'), name: 'made_in_arabic', value: true });

    const draft = await client.post('/orders/api/order_draft/', {
      order_positions: [positionOf(basic, printing)],
    });
    expect(draft.statusCode).toBe(200);
    const drafted = draft
      .json()
      .order_positions[0].extra_service_data.find(
        (service: { category: string }) => service.category === 'PRINTING',
      ).fields as StoredField[];
    expect(drafted.map((field) => field.name)).not.toContain('made_in_arabic');
    expect(drafted.find((field) => field.name === 'designation')?.value).toBe('Brake pad set');

    const body = orderBody([{ product: basic.pk, quantity: basic.labels_per_unit }], addresses);
    body.order_positions[0]!.extra_service_data = [printing] as never;
    const sent = await sendOrder(client, body);
    expect(sent.statusCode).toBe(201);
    const stored = (await client.get(`/orders/api/orders/${sent.json().order.pk}`))
      .json()
      .order_positions[0].extra_service_data.find(
        (service: { category: string }) => service.category === 'PRINTING',
      ).fields as StoredField[];
    expect(stored.map((field) => field.name)).not.toContain('made_in_arabic');
    expect(stored.find((field) => field.name === 'designation')?.value).toBe('Brake pad set');
  });

  it('takes a read-only field with its default or the value copied from its source', async () => {
    const { client, dual } = await setUp();
    for (const values of [
      { ...GOOD_PRINT_VALUES, ...GOOD_DUAL_MARKET_VALUES },
      { ...GOOD_PRINT_VALUES, ...GOOD_DUAL_MARKET_VALUES, made_in: 'DE', xf_made_in: 'DE' },
    ]) {
      const draft = await client.post('/orders/api/order_draft/', {
        order_positions: [positionOf(dual, printingOf(dual, values))],
      });
      expect(draft.statusCode, JSON.stringify(draft.json())).toBe(200);
    }
  });

  it('refuses a read-only field the form cannot produce', async () => {
    const { client, addresses, dual } = await setUp();
    const tampered = printingOf(dual, { ...GOOD_PRINT_VALUES, ...GOOD_DUAL_MARKET_VALUES, xf_made_in: 'DE' });
    const errors = await expectRefused(client, addresses, dual, tampered);
    expect(errors).toEqual({ [`${PREFIX}.xf_made_in`]: ['This field cannot be changed.'] });
  });

  it('refuses fields the product does not have, or sent under another name', async () => {
    const { client, addresses, basic, dual } = await setUp();
    const printing = printingOf(basic, GOOD_PRINT_VALUES);
    printing.fields.push({
      pk: fieldPk(dual, 'xf_supplier_code'),
      name: 'xf_supplier_code',
      value: '12345A',
    });
    const renamed = printing.fields.find((field) => field.name === 'designation')!;
    renamed.name = 'colour';
    const errors = await expectRefused(client, addresses, basic, printing);
    const unknown = ["This field is not part of the product's print data."];
    expect(errors[`${PREFIX}.xf_supplier_code`]).toEqual(unknown);
    expect(errors[`${PREFIX}.colour`]).toEqual(unknown);
  });

  it.each(['__proto__', 'constructor', 'prototype'])(
    'refuses a print field named %s with a message under that name',
    async (name) => {
      const { client, addresses, basic } = await setUp();
      const printing = printingOf(basic, GOOD_PRINT_VALUES);
      printing.fields.find((field) => field.name === 'designation')!.name = name;
      const errors = await expectRefused(client, addresses, basic, printing);
      expect(Object.keys(errors).sort()).toEqual([`${PREFIX}.${name}`, `${PREFIX}.designation`].sort());
      expect(errors[`${PREFIX}.${name}`]).toEqual(["This field is not part of the product's print data."]);
      expect(errors[`${PREFIX}.designation`]).toEqual(['Enter a designation of at most 40 characters.']);
    },
  );

  it('refuses a barcode value CODE39 cannot encode, even when the field rule allows it', async () => {
    const { client, addresses, basic } = await setUp();
    const relax = (regexp: string) => setFieldPattern(fieldPk(basic, 'product_code'), regexp);
    await relax('^[0-9A-Za-z]{8,12}$');
    try {
      const printing = printingOf(basic, { ...GOOD_PRINT_VALUES, product_code: '98123abc80' });
      const errors = await expectRefused(client, addresses, basic, printing);
      expect(errors).toEqual({
        [`${PREFIX}.product_code`]: [
          'This value cannot be printed as a CODE39 barcode: use digits, capital letters, space and - . $ / + % only.',
        ],
      });
    } finally {
      await relax('^[0-9A-Z]{8,12}$');
    }
  });

  it("checks a staff pattern with nested repeats in linear time: the supplier's value is refused, nothing hangs", async () => {
    const { client, addresses, basic } = await setUp();
    const setPattern = (regexp: string) => setFieldPattern(fieldPk(basic, 'designation'), regexp);
    // With the JavaScript engine, 'a' x 39 and '!' against this pattern blocks the process for days.
    await setPattern('^([A-Za-z]+)+$');
    try {
      const printing = printingOf(basic, { ...GOOD_PRINT_VALUES, designation: `${'a'.repeat(39)}!` });
      const errors = await expectRefused(client, addresses, basic, printing);
      expect(errors).toEqual({
        [`${PREFIX}.designation`]: ['Enter a designation of at most 40 characters.'],
      });
    } finally {
      await setPattern('^.{1,40}$');
    }
  });

  it('refuses fields on a service without print data, and a service given twice', async () => {
    const { client, basic } = await setUp();
    const partial = basic.extra_services.find((service) => service.category === 'PARTIAL_ROLL')!;
    const printing = printingOf(basic, GOOD_PRINT_VALUES);
    const response = await client.post('/orders/api/order_draft/', {
      order_positions: [
        {
          ...positionOf(basic, printing),
          quantity: basic.labels_per_unit + 10,
          extra_service_data: [
            { extra_service: partial.pk, fields: [{ pk: 1, name: 'note', value: 'x' }] },
            printing,
            printing,
          ],
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'order_positions.0.extra_service_data.0.fields': ['Invalid value'],
      'order_positions.0.extra_service_data.2.extra_service': [
        'This extra service is already part of the position.',
      ],
    });
  });
});
