import { randomUUID } from 'node:crypto';
import type { Order, PrintField, Product } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeCatalogue } from './helpers/catalogue.js';
import { queryRows } from './helpers/database.js';
import { orderBody } from './helpers/ordering.js';
import { GOOD_PRINT_VALUES, isDualMarket, printingOf } from './helpers/printing.js';
import { signedInClient, type TestClient, useTestApp } from './helpers/test-app.js';

/** Catalogue texts in the request's language, English when French is missing (docs/decisions/070). */
const context = useTestApp();
let client: TestClient;

const FRENCH = { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' };
const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' };

async function productsIn(headers: Record<string, string>): Promise<Product[]> {
  const response = await client.get('/orders/api/products/', headers);
  expect(response.statusCode).toBe(200);
  return response.json();
}

function byReference(products: Product[], reference: string): Product {
  return products.find((product) => product.customer_reference === reference)!;
}

function fieldOf(product: Product, name: string): PrintField {
  return product.print_fields.find((field) => field.name === name)!;
}

beforeAll(async () => {
  client = await signedInClient(context.app, 'supplier@demo.example', '12345A0001');
});

describe('GET /orders/api/products/ in the request language', () => {
  it('answers French print field labels, descriptions, messages and options with Accept-Language: fr', async () => {
    const dual = byReference(await productsIn(FRENCH), 'SL-OP-1004');
    expect(fieldOf(dual, 'product_code')).toMatchObject({
      label: 'Référence pièce',
      description: 'Imprimée en clair et en code-barres CODE39 (préfixe P)',
      validation_message: 'Saisissez 8 à 12 chiffres ou lettres majuscules, sans espaces.',
    });
    expect(fieldOf(dual, 'xf_packaging_source_code').options).toContainEqual({
      value: 'R',
      label: 'R - Reconditionné par le fournisseur',
    });
    const madeIn = fieldOf(dual, 'made_in').options;
    expect(madeIn).toContainEqual({ value: 'DE', label: 'Allemagne' });
    expect(madeIn).toContainEqual({ value: 'US', label: 'États-Unis' });
    expect(dual).toMatchObject({
      description: 'Étiquette de sécurité imprimée 60 x 60',
      note: 'Étiquette double marché pour les références pièces EE et NA.',
      destination: 'Autre',
    });
    expect(dual.extra_services.map((service) => service.name).sort()).toEqual([
      'Conception d’impression',
      'Impression individuelle',
      'Rouleau partiel',
    ]);
  });

  it('answers the same call in English with Accept-Language: en, and without the header', async () => {
    for (const headers of [ENGLISH, undefined]) {
      const dual = byReference(await productsIn(headers ?? {}), 'SL-OP-1004');
      expect(fieldOf(dual, 'product_code')).toMatchObject({
        label: 'Part number',
        description: 'Printed in clear text and as CODE39 barcode (prefix P)',
        validation_message: 'Enter 8 to 12 digits or capital letters, without spaces.',
      });
      expect(fieldOf(dual, 'made_in').options).toContainEqual({ value: 'DE', label: 'Germany' });
      expect(fieldOf(dual, 'xf_packaging_source_code').options).toContainEqual({
        value: 'R',
        label: 'R - Repacked by the supplier',
      });
      expect(dual).toMatchObject({
        description: 'Printed security label 60 x 60',
        note: 'Dual-market label for EE and NA part numbers.',
        destination: 'Other',
      });
      expect(dual.extra_services.map((service) => service.name)).toContain('Individual printing');
    }
  });

  it('falls back to English where the French text is missing or empty', async () => {
    const { database } = context;
    const before = byReference(await productsIn(ENGLISH), 'SL-OP-1003');
    const field = fieldOf(before, 'designation');
    try {
      await changeCatalogue(
        context.app,
        database,
        sql`update print_field_definitions set label = label - 'fr', options = '[{"value":"X","label":{"en":"Only English","fr":""}}]'::jsonb where id = ${field.pk}`,
      );
      await changeCatalogue(
        context.app,
        database,
        sql`update products set note = '{"en":"English note only"}'::jsonb where id = ${before.pk}`,
      );
      const french = byReference(await productsIn(FRENCH), 'SL-OP-1003');
      expect(fieldOf(french, 'designation')).toMatchObject({
        label: 'Designation',
        description: 'Désignation de la pièce, 40 caractères au plus',
        options: [{ value: 'X', label: 'Only English' }],
      });
      expect(french.note).toBe('English note only');
    } finally {
      await changeCatalogue(
        context.app,
        database,
        sql`update print_field_definitions set label = '{"en":"Designation","fr":"Désignation"}'::jsonb, options = '[]'::jsonb where id = ${field.pk}`,
      );
      await changeCatalogue(
        context.app,
        database,
        sql`update products set note = '{"en":""}'::jsonb where id = ${before.pk}`,
      );
    }
    expect(fieldOf(byReference(await productsIn(FRENCH), 'SL-OP-1003'), 'designation').label).toBe(
      'Désignation',
    );
  });
});

describe('country choices of print fields', () => {
  it('are named by the country list in the request language, not by their stored labels', async () => {
    const { database } = context;
    const made = fieldOf(byReference(await productsIn(ENGLISH), 'SL-OP-1003'), 'made_in');
    const [stored] = await queryRows<{ options: unknown }>(
      database,
      sql`select options from print_field_definitions where id = ${made.pk}`,
    );
    try {
      await changeCatalogue(
        context.app,
        database,
        sql`update print_field_definitions set options = '[{"value":"DE","label":{"en":"Deutschland","fr":"Deutschland"}},{"value":"MA","label":{"en":"?"}}]'::jsonb where id = ${made.pk}`,
      );
      const french = fieldOf(byReference(await productsIn(FRENCH), 'SL-OP-1003'), 'made_in');
      expect(french.options).toEqual([
        { value: 'DE', label: 'Allemagne' },
        { value: 'MA', label: 'Maroc' },
      ]);
      const english = fieldOf(byReference(await productsIn(ENGLISH), 'SL-OP-1003'), 'made_in');
      expect(english.options.map((option) => option.label)).toEqual(['Germany', 'Morocco']);
    } finally {
      const options = JSON.stringify(stored!.options);
      await changeCatalogue(
        context.app,
        database,
        sql`update print_field_definitions set options = ${options}::jsonb where id = ${made.pk}`,
      );
    }
    const restored = fieldOf(byReference(await productsIn(FRENCH), 'SL-OP-1003'), 'made_in');
    expect(restored.options).toHaveLength(made.options.length);
  });
});

describe('print data messages and the history hover in the request language', () => {
  async function sendPrintedOrder(headers: Record<string, string>, values: Record<string, string>) {
    const printed = (await productsIn(ENGLISH)).find(
      (product) => product.print_fields.length > 0 && !isDualMarket(product),
    )!;
    const [account] = (await client.get('/accounts/api/users/')).json();
    const body = orderBody([{ product: printed.pk, quantity: printed.labels_per_unit }], {
      delivery: account.company_profile.delivery_address.pk,
      billing: account.company_profile.billing_address.pk,
    });
    body.order_positions[0]!.extra_service_data = [printingOf(printed, values)] as never;
    return client.post('/orders/api/orders/', body, {
      headers: { 'idempotency-key': randomUUID(), ...headers },
    });
  }

  it("refuses bad print data with the field's validation message in French, and in English", async () => {
    const field = 'order_positions.0.extra_service_data.0.fields.product_code';
    const french = await sendPrintedOrder(FRENCH, { ...GOOD_PRINT_VALUES, product_code: 'bad code' });
    expect(french.statusCode).toBe(400);
    expect(french.json().errors[field]).toEqual([
      'Saisissez 8 à 12 chiffres ou lettres majuscules, sans espaces.',
    ]);
    const english = await sendPrintedOrder(ENGLISH, { ...GOOD_PRINT_VALUES, product_code: 'bad code' });
    expect(english.json().errors[field]).toEqual([
      'Enter 8 to 12 digits or capital letters, without spaces.',
    ]);
  });

  it("labels an order's print data in the viewer's language, whatever language it was ordered in", async () => {
    const sent = await sendPrintedOrder(ENGLISH, { ...GOOD_PRINT_VALUES, made_in: 'DE' });
    expect(sent.statusCode).toBe(201);
    const url = `/orders/api/orders/${sent.json().order.pk}`;
    const printingIn = async (headers: Record<string, string>) => {
      const order: Order = (await client.get(url, headers)).json();
      const position = order.order_positions[0]!;
      const printing = position.extra_service_data.find((service) => service.category === 'PRINTING')!;
      const field = (name: string) => printing.fields.find((candidate) => candidate.name === name)!;
      return { position, field };
    };

    const french = await printingIn(FRENCH);
    expect(french.field('product_code')).toMatchObject({
      description: 'Référence pièce',
      value: '9812345680',
    });
    expect(french.field('made_in').description).toBe('Fabriqué en');
    expect(french.field('made_in').options).toContainEqual({ value: 'DE', label: 'Allemagne' });
    expect(french.position.product.description).toBe('Étiquette de sécurité imprimée 60 x 50');

    const english = await printingIn(ENGLISH);
    expect(english.field('product_code').description).toBe('Part number');
    expect(english.field('made_in').options).toContainEqual({ value: 'DE', label: 'Germany' });
    expect(english.position.product.description).toBe('Printed security label 60 x 50');

    const list = (await client.get('/orders/api/orders/?limit=1', FRENCH)).json();
    expect(list.results[0].pk).toBe(sent.json().order.pk);
    expect(list.results[0].order_positions[0].product.destination).toBe('Vesoul (FR)');
  });
});
