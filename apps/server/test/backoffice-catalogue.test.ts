import { randomUUID } from 'node:crypto';
import { adminCatalogueSchema } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, queryRows } from './helpers/database.js';
import { loadOrderingData } from './helpers/ordering.js';
import { buildTestApp, signedInClient, type TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();
const CATALOGUE = '/backoffice/api/catalogue/';
const PRODUCTS = `${CATALOGUE}products/`;
const GROUPS = `${CATALOGUE}product_groups/`;
const STAFF = { email: 'staff@demo.example', accountId: 'PROVIDER01' };
const SUPPLIER = { email: 'supplier@demo.example', accountId: '12345A0001' };
const ANALYST = { email: 'analyst@demo.example', accountId: 'CARMAKER01' };
const STALE =
  'Someone else changed this record meanwhile. Reload it to see their change, then make yours again.';
const FORBIDDEN = "You don't have sufficient rights to access this Content.";

const signIn = (who: { email: string; accountId: string }) =>
  signedInClient(context.app, who.email, who.accountId);

let staff: TestClient;
let supplier: TestClient;
let viewer: TestClient;
let groupPk: number;
const created: { pk: number; version: number }[] = [];

function productBody(overrides: Record<string, unknown> = {}) {
  return {
    product_group: groupPk,
    customer_reference: `BO-${randomUUID().slice(0, 8)}`,
    description: { en: 'Back-office test label', fr: 'Étiquette de test' },
    label_length: '40.5',
    label_width: '20',
    labels_per_unit: 1000,
    winding_direction: 'OUT',
    rewind_flag: false,
    note: { en: '' },
    destination: { en: 'Vesoul' },
    product_options: [],
    label_type_code: 'STANDARD',
    overlay_specification: {},
    extra_services: [],
    unit_price: '0.10',
    ...overrides,
  };
}

async function createProduct(overrides: Record<string, unknown> = {}) {
  const response = await staff.post(PRODUCTS, productBody(overrides));
  expect(response.statusCode).toBe(201);
  const product = response.json();
  created.push(product);
  return product as { pk: number; version: number; unit_price: string; status: string };
}

async function supplierProduct(pk: number) {
  const { products } = await loadOrderingData(supplier);
  return products.find((product) => product.pk === pk);
}

function draft(productPk: number, quantity: number) {
  return supplier.post('/orders/api/order_draft/', {
    order_positions: [{ uuid: randomUUID(), product: productPk, quantity, extra_service_data: [] }],
  });
}

function textField(overrides: Record<string, unknown> = {}) {
  return {
    index: 1,
    name: 'part_no',
    label: { en: 'Part number', fr: 'Référence' },
    description: { en: '' },
    type: 'text',
    field_type: 'STRING',
    validation: { regexp: '^[0-9]{4}$' },
    validation_message: { en: 'Four digits' },
    default_value: '',
    read_only: false,
    dependencies: {},
    linked: [],
    options: [],
    format: '',
    ...overrides,
  };
}

beforeAll(async () => {
  staff = await signIn(STAFF);
  supplier = await signIn(SUPPLIER);
  // A staff member holding only the view right: the analyst joins a group with it.
  await context.database.db.execute(
    sql`insert into groups (name, description) values ('catalogue_viewer', 'test') on conflict do nothing`,
  );
  await context.database.db.execute(sql`insert into group_rights (group_id, "right")
    select id, 'backoffice.view_catalogue' from groups where name = 'catalogue_viewer' on conflict do nothing`);
  await context.database.db.execute(sql`insert into user_groups (user_id, group_id)
    select u.id, g.id from users u, groups g where u.email = ${ANALYST.email} and g.name = 'catalogue_viewer'
    on conflict do nothing`);
  viewer = await signIn(ANALYST);
  const { standard } = await loadOrderingData(supplier);
  groupPk = (standard[0] as unknown as { product_group: { pk: number } }).product_group.pk;
});

afterAll(async () => {
  // The products made here leave the suppliers' catalogue (other test files share the database).
  await context.database.db.execute(
    sql`update products set is_active = false where customer_reference like 'BO-%'`,
  );
  await context.database.db.execute(sql`delete from user_groups where group_id in
    (select id from groups where name = 'catalogue_viewer')`);
});

describe('rights', () => {
  it('a supplier gets 403 on reading and changing the catalogue', async () => {
    expect((await supplier.get(CATALOGUE)).statusCode).toBe(403);
    const response = await supplier.post(PRODUCTS, productBody());
    expect(response.statusCode).toBe(403);
    expect(response.json().errors.detail).toBe(FORBIDDEN);
  });

  it('a staff member with only view_catalogue reads it, and gets 403 on a change (nothing written)', async () => {
    const read = await viewer.get(CATALOGUE);
    expect(read.statusCode).toBe(200);
    expect(read.json().products.length).toBeGreaterThan(0);
    const before = await countRows(context.database, 'products');
    const response = await viewer.post(PRODUCTS, productBody());
    expect(response.statusCode).toBe(403);
    expect(response.json().errors.detail).toBe(FORBIDDEN);
    const group = read.json().product_groups[0];
    const edit = await viewer.request('PUT', `${GROUPS}${group.pk}/`, {
      body: { name: 'Hacked', sort_index: 1, version: group.version },
    });
    expect(edit.statusCode).toBe(403);
    expect(await countRows(context.database, 'products')).toBe(before);
  });
});

describe('reading', () => {
  it('answers the whole catalogue in the contract shape the screen parses', async () => {
    const response = await staff.get(CATALOGUE);
    expect(response.statusCode).toBe(200);
    const parsed = adminCatalogueSchema.safeParse(response.json());
    expect(parsed.error?.issues.slice(0, 3)).toBeUndefined();
    expect(parsed.data?.product_groups.length).toBeGreaterThan(0);
  });
});

describe('products', () => {
  it('creates a product with every field, audited; the supplier sees it with its exact price', async () => {
    const product = await createProduct({ product_options: ['PRODUCT_OPTION_RIBBON'] });
    expect(product).toMatchObject({ unit_price: '0.10000', status: 'ACTIVE', version: 1 });
    const audit = await queryRows<{ action: string; after: { customer_reference: string } }>(
      context.database,
      sql`select action, after from audit_log where entity_type = 'product' and entity_id = ${String(product.pk)}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.action).toBe('product.create');
    const seen = await supplierProduct(product.pk);
    expect(seen?.unit_price).toBe('0.10000');
  });

  it('refuses a unit price of 0 (0, 0.00000) on create and change, while 0.00001 passes', async () => {
    const zero = 'A product cannot be free: enter a unit price above 0.';
    const before = await countRows(context.database, 'products');
    for (const unit_price of ['0', '0.00000', '000.0']) {
      const refused = await staff.post(PRODUCTS, productBody({ unit_price }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ unit_price: [zero] });
    }
    expect(await countRows(context.database, 'products')).toBe(before);
    const product = await createProduct({ unit_price: '0.00001' });
    expect(product.unit_price).toBe('0.00001');
    const change = await staff.request('PUT', `${PRODUCTS}${product.pk}/`, {
      body: productBody({ unit_price: '0', version: product.version }),
      headers: { 'accept-language': 'fr' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().errors).toEqual({
      unit_price: ['Un produit ne peut pas être gratuit\u00a0: saisissez un prix unitaire supérieur à 0.'],
    });
  });

  it('takes a unit price of 0 when the setting catalogue.allow_free_products is on', async () => {
    await context.database.db.execute(
      sql`update settings set value = 'true'::jsonb where key = 'catalogue.allow_free_products'`,
    );
    const app = await buildTestApp(context.database);
    try {
      const client = await signedInClient(app, STAFF.email, STAFF.accountId);
      const free = await client.post(PRODUCTS, productBody({ unit_price: '0' }));
      expect(free.statusCode).toBe(201);
      expect(free.json().unit_price).toBe('0.00000');
    } finally {
      await app.close();
      await context.database.db.execute(
        sql`update settings set value = 'false'::jsonb where key = 'catalogue.allow_free_products'`,
      );
    }
  });

  it('a changed price reaches the supplier at once, exactly (0.10 → 0.20: 3 labels cost 0.30 + 0.30)', async () => {
    const product = await createProduct({ labels_per_unit: 3 });
    const body = productBody({ unit_price: '0.20', labels_per_unit: 3, version: product.version });
    const response = await staff.request('PUT', `${PRODUCTS}${product.pk}/`, { body });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ unit_price: '0.20000', version: 2 });
    expect((await supplierProduct(product.pk))?.unit_price).toBe('0.20000');
    const priced = await draft(product.pk, 3);
    expect(priced.statusCode).toBe(200);
    expect(priced.json().labels_total).toBe('0.60');
    const audit = await queryRows<{ before: { unit_price: string }; after: { unit_price: string } }>(
      context.database,
      sql`select before, after from audit_log where entity_type = 'product' and entity_id = ${String(product.pk)} and action = 'product.update'`,
    );
    expect(audit.map((row) => [row.before.unit_price, row.after.unit_price])).toEqual([
      ['0.10000', '0.20000'],
    ]);
  });

  it('money is exact: 0.10 + 0.20 is 0.30 in the supplier draft, never 0.30000000000000004', async () => {
    const ten = await createProduct({ unit_price: '0.10', labels_per_unit: 1 });
    const twenty = await createProduct({ unit_price: '0.20', labels_per_unit: 1 });
    const priced = await supplier.post('/orders/api/order_draft/', {
      order_positions: [ten, twenty].map((product) => ({
        uuid: randomUUID(),
        product: product.pk,
        quantity: 1,
        extra_service_data: [],
      })),
    });
    expect(priced.statusCode).toBe(200);
    expect(priced.json().labels_total).toBe('0.30');
  });

  it('a stale version answers 409 with the message, and nothing is written', async () => {
    const product = await createProduct();
    const first = await staff.request('PUT', `${PRODUCTS}${product.pk}/`, {
      body: productBody({ unit_price: '1.5', version: 1 }),
    });
    expect(first.statusCode).toBe(200);
    const auditBefore = await countRows(context.database, 'audit_log');
    const second = await staff.request('PUT', `${PRODUCTS}${product.pk}/`, {
      body: productBody({ unit_price: '9.99', version: 1 }),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors).toMatchObject({ detail: STALE, type: 'STALE_VERSION' });
    const [row] = await queryRows<{ unit_price: string }>(
      context.database,
      sql`select unit_price::text from products where id = ${product.pk}`,
    );
    expect(row!.unit_price).toBe('1.50000');
    expect(await countRows(context.database, 'audit_log')).toBe(auditBefore);
  });

  it('prices: 5 decimals pass, 6 are refused; never floats or signs', async () => {
    expect((await staff.post(PRODUCTS, productBody({ unit_price: '0.12345' }))).statusCode).toBe(201);
    for (const unit_price of ['0.123456', '-1', '1e3', 'abc', '']) {
      const response = await staff.post(PRODUCTS, productBody({ unit_price }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.unit_price).toEqual([
        unit_price === '' ? expect.any(String) : 'Enter an amount such as 0.01850 (at most 5 decimals).',
      ]);
    }
  });

  it('limits: labels_per_unit 1,000,000 passes and 1,000,001 is refused; reference 50 passes, 51 refused', async () => {
    expect((await staff.post(PRODUCTS, productBody({ labels_per_unit: 1_000_000 }))).statusCode).toBe(201);
    const over = await staff.post(PRODUCTS, productBody({ labels_per_unit: 1_000_001 }));
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.labels_per_unit).toHaveLength(1);
    expect(
      (await staff.post(PRODUCTS, productBody({ customer_reference: `BO-${'R'.repeat(47)}` }))).statusCode,
    ).toBe(201);
    const long = await staff.post(PRODUCTS, productBody({ customer_reference: `BO-${'R'.repeat(48)}` }));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.customer_reference).toEqual([
      'Ensure this field has no more than 50 characters.',
    ]);
  });

  it('overlay specification: 10 levels and 20,000 characters pass; 11 levels, 20,001 characters, 5,000 levels or a NUL are refused', async () => {
    const nested = (levels: number): Record<string, unknown> => {
      let value: Record<string, unknown> = { x: 1 };
      for (let level = 1; level < levels; level++) value = { a: value };
      return value;
    };
    const message = [
      'Enter the overlay specification as a JSON object of at most 10 levels and 20,000 characters, without control characters.',
    ];
    // {"s":"…"} is 8 characters around the text.
    for (const overlay of [nested(10), { s: 'x'.repeat(19_992) }]) {
      const response = await staff.post(PRODUCTS, productBody({ overlay_specification: overlay }));
      expect(response.statusCode, response.body).toBe(201);
    }
    for (const overlay of [nested(11), { s: 'x'.repeat(19_993) }, { s: 'a\u0000b' }]) {
      const response = await staff.post(PRODUCTS, productBody({ overlay_specification: overlay }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ overlay_specification: message });
    }
    // 5,000 levels (30 KB): once a stack overflow while it was stored. Written as text: the test
    // client's own JSON.stringify would overflow first.
    const deep = `${'{"a":'.repeat(4999)}{"x":1}${'}'.repeat(4999)}`;
    const body = JSON.stringify(productBody({ overlay_specification: 'DEEP' })).replace('"DEEP"', deep);
    const response = await staff.request('POST', PRODUCTS, {
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ overlay_specification: message });
  });

  it('label sizes and price: empty is Required, malformed or zero one message each; 0.01 mm passes', async () => {
    const empty = await staff.post(
      PRODUCTS,
      productBody({ label_length: '', label_width: ' ', unit_price: '' }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      label_length: ['Required'],
      label_width: ['Required'],
      unit_price: ['Required'],
    });
    const bad = await staff.post(PRODUCTS, productBody({ label_length: 'abc', label_width: '0' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ label_length: ['Invalid value'], label_width: ['Invalid value'] });
    expect((await staff.post(PRODUCTS, productBody({ label_width: '0.01' }))).statusCode).toBe(201);
  });

  it('an unknown group or extra service is refused per field', async () => {
    const response = await staff.post(
      PRODUCTS,
      productBody({ product_group: 999999, extra_services: [999999] }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['extra_services', 'product_group']);
  });
});

describe('block and retire (decision 191)', () => {
  it('a blocked product stays listed to the supplier but blocked; a draft with it is refused; unblock restores it', async () => {
    const product = await createProduct();
    expect((await draft(product.pk, 1000)).statusCode).toBe(200);
    const blocked = await staff.post(`${PRODUCTS}${product.pk}/status/`, { status: 'BLOCKED', version: 1 });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ status: 'BLOCKED', version: 2 });
    expect(await supplierProduct(product.pk)).toMatchObject({ blocked: true, product_blocked: true });
    const refused = await draft(product.pk, 1000);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors['order_positions.0.product']).toEqual([
      'This product is blocked for now: it cannot be ordered.',
    ]);
    const unblocked = await staff.post(`${PRODUCTS}${product.pk}/status/`, { status: 'ACTIVE', version: 2 });
    expect(unblocked.statusCode).toBe(200);
    expect(await supplierProduct(product.pk)).toMatchObject({ blocked: false, product_blocked: false });
    expect((await draft(product.pk, 1000)).statusCode).toBe(200);
  });

  it('a retired product leaves the supplier catalogue, drafts with it are refused, and it cannot change any more', async () => {
    const product = await createProduct();
    const retired = await staff.post(`${PRODUCTS}${product.pk}/status/`, { status: 'RETIRED', version: 1 });
    expect(retired.statusCode).toBe(200);
    expect(retired.json().status).toBe('RETIRED');
    expect(await supplierProduct(product.pk)).toBeUndefined();
    const refused = await draft(product.pk, 1000);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors['order_positions.0.product']).toHaveLength(1);
    for (const status of ['ACTIVE', 'BLOCKED']) {
      const again = await staff.post(`${PRODUCTS}${product.pk}/status/`, { status, version: 2 });
      expect(again.statusCode).toBe(409);
      expect(again.json().errors.detail).toBe('This product is retired: it can no longer be changed.');
    }
    const audit = await queryRows<{ action: string }>(
      context.database,
      sql`select action from audit_log where entity_type = 'product' and entity_id = ${String(product.pk)} order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual(['product.create', 'product.retire']);
  });
});

describe('product groups', () => {
  it('creates and renames a group with its version; a taken name and a stale version are refused', async () => {
    const name = `BO group ${randomUUID().slice(0, 6)}`;
    const made = await staff.post(GROUPS, { name, sort_index: 9999 });
    expect(made.statusCode).toBe(201);
    const group = made.json();
    expect((await staff.post(GROUPS, { name: 'x', sort_index: 10000 })).statusCode).toBe(400);
    const taken = await staff.post(GROUPS, { name, sort_index: 1 });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors.name).toEqual(['A product group with this name exists already.']);
    const renamed = await staff.request('PUT', `${GROUPS}${group.pk}/`, {
      body: { name: `${name} 2`, sort_index: 5, version: 1 },
    });
    expect(renamed.json()).toMatchObject({ name: `${name} 2`, version: 2 });
    const stale = await staff.request('PUT', `${GROUPS}${group.pk}/`, {
      body: { name: `${name} 3`, sort_index: 5, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors.detail).toBe(STALE);
  });

  it('two staff creating one group name at once: one group is made, the other is told the name is taken', async () => {
    const name = `BO race ${randomUUID().slice(0, 6)}`;
    const replies = await Promise.all(
      [9001, 9002, 9003].map((sortIndex) => staff.post(GROUPS, { name, sort_index: sortIndex })),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 400, 400]);
    for (const reply of replies.filter((one) => one.statusCode === 400)) {
      expect(reply.json().errors).toEqual({ name: ['A product group with this name exists already.'] });
    }
  });
});

describe('extra services and fees', () => {
  it('changes a fee exactly (2 decimals pass, 3 refused) and the supplier pays it', async () => {
    const catalogue = (await staff.get(CATALOGUE)).json();
    const partial = catalogue.extra_services.find(
      (service: { category: string }) => service.category === 'PARTIAL_ROLL',
    );
    const url = `${CATALOGUE}extra_services/${partial.pk}/`;
    const three = await staff.request('PUT', url, {
      body: { name: partial.name, fee: '0.305', version: partial.version },
    });
    expect(three.statusCode).toBe(400);
    expect(three.json().errors.fee).toEqual(['Enter an amount such as 12.50 (at most 2 decimals).']);
    const saved = await staff.request('PUT', url, {
      body: { name: partial.name, fee: partial.fee, version: partial.version },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ fee: partial.fee, version: partial.version + 1 });
    const stale = await staff.request('PUT', url, {
      body: { name: partial.name, fee: '1.00', version: partial.version },
    });
    expect(stale.statusCode).toBe(409);
  });
});

describe('print field definitions', () => {
  const url = (pk: number) => `${PRODUCTS}${pk}/print_fields/`;

  it('saves a working form; the supplier sees the fields and its rules apply', async () => {
    const product = await createProduct();
    const response = await staff.request('PUT', url(product.pk), {
      body: {
        version: 1,
        fields: [
          textField({ default_value: '1234' }),
          textField({
            index: 2,
            name: 'with_date',
            type: 'checkbox',
            field_type: 'BOOLEAN',
            validation: {},
            default_value: 'false',
          }),
          textField({
            index: 3,
            name: 'date',
            type: 'date',
            field_type: 'DATE',
            validation: { blank: true },
            dependencies: { field: 'with_date', value: 'true' },
          }),
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().version).toBe(2);
    expect(response.json().print_fields.map((field: { name: string }) => field.name)).toEqual([
      'part_no',
      'with_date',
      'date',
    ]);
    const seen = (await supplier.get('/orders/api/products/'))
      .json()
      .find((p: { pk: number }) => p.pk === product.pk);
    expect(seen.print_fields.map((field: { name: string }) => field.name)).toEqual([
      'part_no',
      'with_date',
      'date',
    ]);
  });

  it('refuses the three definitions that cannot work, field by field, writing nothing', async () => {
    const product = await createProduct();
    const response = await staff.request('PUT', url(product.pk), {
      body: {
        version: 1,
        fields: [
          textField({ validation: { regexp: '([0-9' } }),
          textField({ index: 2, name: 'b', dependencies: { field: 'missing', value: 'x' } }),
          textField({ index: 3, name: 'c', default_value: '12' }),
          textField({ index: 4, name: 'd', default_value: '1234' }),
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'fields.0.validation.regexp': [
        'This regular expression does not compile, or uses look-arounds or back-references, which are not supported.',
      ],
      'fields.1.dependencies.field': ['This field depends on a field that does not exist in this form.'],
      'fields.2.default_value': ["The default value does not pass the field's own rule."],
    });
    expect(await countRows(context.database, 'print_field_definitions', `product_id = ${product.pk}`)).toBe(
      0,
    );
  });

  it('a dependency on an existing field and a default passing its rule are accepted; min above max refused', async () => {
    const product = await createProduct();
    const ok = await staff.request('PUT', url(product.pk), {
      body: {
        version: 1,
        fields: [
          textField(),
          textField({ index: 2, name: 'b', dependencies: { field: 'part_no', value: '1234' } }),
          textField({
            index: 3,
            name: 'n',
            field_type: 'INTEGER',
            validation: { min: 1, max: 9 },
            default_value: '9',
          }),
        ],
      },
    });
    expect(ok.statusCode).toBe(200);
    const bad = await staff.request('PUT', url(product.pk), {
      body: {
        version: 2,
        fields: [textField({ field_type: 'INTEGER', validation: { min: 10, max: 9 }, default_value: '' })],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['fields.0.validation.max']).toEqual(['The minimum is above the maximum.']);
    const stale = await staff.request('PUT', url(product.pk), { body: { version: 1, fields: [] } });
    expect(stale.statusCode).toBe(409);
  });
});

describe('product image', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

  it('takes a PNG by its content and serves it to the supplier; text named .png is refused', async () => {
    const product = await createProduct();
    const image = `${PRODUCTS}${product.pk}/image/`;
    const refused = await staff.post(image, {
      data_url: `data:image/png;base64,${Buffer.from('hello').toString('base64')}`,
      version: 1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.data_url).toEqual(['Upload a PNG, JPEG, GIF or WebP image.']);
    const saved = await staff.post(image, { data_url: dataUrl(PNG), version: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().image).toBe(`/orders/api/product_image/${product.pk}/?v=2`);
    const served = await supplier.get(`/orders/api/product_image/${product.pk}/`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('512 KiB passes, one byte more is refused', async () => {
    const product = await createProduct();
    const image = `${PRODUCTS}${product.pk}/image/`;
    const limit = 512 * 1024;
    const atLimit = Buffer.concat([PNG, Buffer.alloc(limit - PNG.length)]);
    expect((await staff.post(image, { data_url: dataUrl(atLimit), version: 1 })).statusCode).toBe(200);
    const over = await staff.post(image, {
      data_url: dataUrl(Buffer.concat([atLimit, Buffer.alloc(1)])),
      version: 2,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.data_url).toEqual([
      expect.stringMatching(/^The image is larger than 512\sKB\.$/),
    ]);
  });

  it('names the limit in KB (Ko in French), not in data-URL characters, however large the image', async () => {
    const product = await createProduct();
    const image = `${PRODUCTS}${product.pk}/image/`;
    // 600 KB: its data URL (819,222 characters) is over the schema's bound of 699,251 characters.
    const huge = dataUrl(Buffer.concat([PNG, Buffer.alloc(600 * 1024)]));
    const english = await staff.post(image, { data_url: huge, version: 1 });
    expect(english.statusCode).toBe(400);
    expect(english.json().errors).toEqual({ data_url: ['The image is larger than 512\u00a0KB.'] });
    const french = await staff.post(
      image,
      { data_url: huge, version: 1 },
      { headers: { 'accept-language': 'fr' } },
    );
    expect(french.json().errors).toEqual({ data_url: ['L’image dépasse 512\u00a0Ko.'] });
    // Under the schema's bound, over 512 KB: the service's check says the same in French.
    const over = dataUrl(Buffer.concat([PNG, Buffer.alloc(512 * 1024)]));
    const frenchOver = await staff.post(
      image,
      { data_url: over, version: 1 },
      { headers: { 'accept-language': 'fr' } },
    );
    expect(frenchOver.json().errors).toEqual({ data_url: ['L’image dépasse 512\u00a0Ko.'] });
  });
});
