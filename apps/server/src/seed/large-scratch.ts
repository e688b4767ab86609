import { ORDER_STATES } from '@label-portal/contract';
import type { DatabaseHandle } from '../db/client.js';
import { buildTimeline } from './demo-timeline.js';
import { LARGE_COUNTRIES } from './large-data.js';
import type { LargeReference } from './large-reference.js';
import { buildValuesInsert, quoteJson, quoteNumber, quoteText, quoteTextArray } from './sql-literals.js';

/** Choices per product-group mask: a position picks slot hash % CHOICE_SLOTS. */
export const CHOICE_SLOTS = 256;
/** Standard products are this many times likelier than products with extra services. */
const STANDARD_WEIGHT = 12;

const SCRATCH_TABLES = [
  'seed_large_country',
  'seed_large_group',
  'seed_large_product',
  'seed_large_choice',
  'seed_large_path',
  'seed_large_company',
];

export async function dropScratchTables(handle: DatabaseHandle): Promise<void> {
  await handle.exec(SCRATCH_TABLES.map((t) => `drop table if exists ${t};`).join('\n'));
}

/** Countries with their weights expanded, so a hash modulo the row count picks a country. */
function buildCountryRows(): string[][] {
  const expanded = LARGE_COUNTRIES.flatMap((c) => Array.from({ length: c.weight }, () => c));
  return expanded.map((c, idx) => [
    quoteNumber(idx),
    quoteText(c.code),
    quoteText(c.legalForm),
    quoteText(c.street),
    quoteTextArray(c.cities),
    quoteTextArray(c.postalCodes),
    quoteText(c.phone),
    quoteText(c.vatPrefix),
    quoteNumber(c.vatDigits),
    quoteText(c.language),
  ]);
}

/** For every mask of allowed product groups (Original Part always allowed), weighted product choices. */
function buildChoiceRows(reference: LargeReference): string[][] {
  const rows: string[][] = [];
  const maskCount = 1 << reference.productGroups.length;
  for (let mask = 1; mask < maskCount; mask += 2) {
    const weighted = reference.products
      .filter((p) => (p.groupBit & mask) !== 0)
      .flatMap((p) => Array.from({ length: p.kind === 'S' ? STANDARD_WEIGHT : 1 }, () => p.id));
    if (weighted.length === 0) continue;
    for (let slot = 0; slot < CHOICE_SLOTS; slot++) {
      const productId = weighted[Math.floor((slot * weighted.length) / CHOICE_SLOTS)] as number;
      rows.push([quoteNumber(mask), quoteNumber(slot), quoteNumber(productId)]);
    }
  }
  return rows;
}

/** The state changes leading to each state, as offsets from the order's creation (same as the demo). */
function buildPathRows(): string[][] {
  const epoch = new Date(0);
  return ORDER_STATES.flatMap((state) =>
    buildTimeline(state, epoch).steps.map((step, i) => [
      quoteText(state),
      quoteNumber(i + 1),
      step.from ? quoteText(step.from) : 'null',
      quoteText(step.to),
      quoteNumber(step.at.getTime() / 1000),
      step.byStaff ? 'true' : 'false',
    ]),
  );
}

/** Small helper tables the bulk statements join against; dropped again at the end. */
export async function createScratchTables(handle: DatabaseHandle, reference: LargeReference): Promise<void> {
  await dropScratchTables(handle);
  await handle.exec(`
    create unlogged table seed_large_country (idx int primary key, code text, legal_form text, street text,
      cities text[], postals text[], phone text, vat_prefix text, vat_digits int, language text);
    create unlogged table seed_large_group (id int primary key, bit int, quota boolean);
    create unlogged table seed_large_product (product_id int primary key, product_group_id int,
      unit_price numeric(12, 5), lpu int, kind text, service_data jsonb);
    create unlogged table seed_large_choice (mask int, slot int, product_id int, primary key (mask, slot));
    create unlogged table seed_large_path (state text, step int, from_state text, to_state text,
      offset_seconds int, by_staff boolean, primary key (state, step));
    create unlogged table seed_large_company (idx int primary key, company_id int, user_id int,
      billing_id int, delivery_id int, billing jsonb, delivery jsonb, handling_included boolean,
      transport_by_customer boolean, mask int);
  `);
  const statements = [
    buildValuesInsert(
      'seed_large_country',
      [
        'idx',
        'code',
        'legal_form',
        'street',
        'cities',
        'postals',
        'phone',
        'vat_prefix',
        'vat_digits',
        'language',
      ],
      buildCountryRows(),
    ),
    buildValuesInsert(
      'seed_large_group',
      ['id', 'bit', 'quota'],
      reference.productGroups.map((g) => [quoteNumber(g.id), quoteNumber(g.bit), g.quota ? 'true' : 'false']),
    ),
    buildValuesInsert(
      'seed_large_product',
      ['product_id', 'product_group_id', 'unit_price', 'lpu', 'kind', 'service_data'],
      reference.products.map((p) => [
        quoteNumber(p.id),
        quoteNumber(p.productGroupId),
        `${quoteText(p.unitPrice)}::numeric`,
        quoteNumber(p.labelsPerUnit),
        quoteText(p.kind),
        quoteJson(p.serviceData),
      ]),
    ),
    buildValuesInsert('seed_large_choice', ['mask', 'slot', 'product_id'], buildChoiceRows(reference)),
    buildValuesInsert(
      'seed_large_path',
      ['state', 'step', 'from_state', 'to_state', 'offset_seconds', 'by_staff'],
      buildPathRows(),
    ),
  ];
  await handle.exec(statements.join('\n'));
}

/** Number of rows in the expanded country table (the modulus for picking a country). */
export const COUNTRY_ROW_COUNT = LARGE_COUNTRIES.reduce((sum, c) => sum + c.weight, 0);
