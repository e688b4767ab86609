import { readFileSync } from 'node:fs';
import { UNKNOWN_COMPANY_ID, VERIFICATION_BATCH_LIMIT } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  monthsOf,
  readVerificationBatch,
} from '../src/modules/scans/verifications/ingest/verification-batch.js';
import {
  createVerificationStore,
  rollUpLoadedMonth,
} from '../src/modules/scans/verifications/ingest/verification-store.repository.js';
import { createShippedOrder, removeShippedOrders, type ShippedOrder } from './helpers/activation.js';
import { countRows, queryRows } from './helpers/database.js';
import { signedInClient, type TestClient, useTestApp } from './helpers/test-app.js';
import {
  cellRowsWithoutSingleScan,
  eventOf,
  NO_ROLLUP_DIFFERENCES,
  rollupDifferences,
  rollupFingerprint,
  seededRandom,
  type TestEvent,
  VERIFICATIONS,
} from './helpers/verifications.js';

const context = useTestApp();
const KEYS = '/backoffice/api/api_keys/';
const NOT_AUTHENTICATED = {
  code: 'NOT_AUTHENTICATED',
  errors: { detail: 'Authentication credentials were not provided.' },
};
const FORBIDDEN = {
  code: 'FORBIDDEN',
  errors: { detail: "You don't have sufficient rights to access this Content." },
};
const NO_DIFFERENCES = NO_ROLLUP_DIFFERENCES;

let staff: TestClient;
let ingestKey = '';
let activationKey = '';
let revokedKey = '';
let supplierCompany = 0;
let transportCompany = 0;
let supplierOrder: ShippedOrder;
let transportOrder: ShippedOrder;
let unownedOrder: ShippedOrder;

function send(key: string | null, body: unknown, options: { ndjson?: boolean; language?: string } = {}) {
  const headers: Record<string, string> = {};
  if (key !== null) headers.authorization = `Bearer ${key}`;
  if (options.language) headers['accept-language'] = options.language;
  if (options.ndjson) {
    headers['content-type'] = 'application/x-ndjson';
    return context.app.inject({ method: 'POST', url: VERIFICATIONS, headers, payload: body as string });
  }
  return context.app.inject({ method: 'POST', url: VERIFICATIONS, headers, payload: body as object });
}

async function createKey(name: string, scope: string): Promise<{ key: string; id: number; version: number }> {
  const response = await staff.post(KEYS, { name, scope });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function companyIdOf(email: string): Promise<number> {
  const [row] = await queryRows<{ company_id: number }>(
    context.database,
    sql`select company_id from users where email = ${email}`,
  );
  return Number(row!.company_id);
}

async function storedEvent(eventId: string) {
  const [row] = await queryRows<Record<string, unknown>>(
    context.database,
    sql`select company_id, label_id, object_id::text as object_id, status, geolocation_method, cell::text as cell,
          array_to_string(tags, ',') as tags, spool_id, order_id, product_id, product_group_id,
          customer_reference, order_country, to_char(scanned_at at time zone 'UTC', 'YYYY-MM') as month
        from verification_events where event_id = ${eventId}`,
  );
  return row;
}

beforeAll(async () => {
  staff = await signedInClient(context.app, 'staff@demo.example', 'PROVIDER01');
  ingestKey = (await createKey('Authentication service', 'verification_ingest')).key;
  activationKey = (await createKey('Activation service', 'label_activation')).key;
  const revoked = await createKey('Old authentication service', 'verification_ingest');
  revokedKey = revoked.key;
  const revoke = await staff.post(`${KEYS}${revoked.id}/revoke/`, { version: revoked.version });
  expect(revoke.statusCode).toBe(200);
  supplierCompany = await companyIdOf('supplier@demo.example');
  transportCompany = await companyIdOf('transport@demo.example');
  supplierOrder = await createShippedOrder(context.database, supplierCompany, new Date('2026-01-10'), 20);
  transportOrder = await createShippedOrder(context.database, transportCompany, new Date('2026-01-10'), 20);
  unownedOrder = await createShippedOrder(context.database, transportCompany, new Date('2026-01-10'), 3);
  await context.database.db.execute(
    sql`update orders set delivery_address = jsonb_build_object('country_code', 'FR') where id = ${supplierOrder.orderPk}`,
  );
  await context.database.db.execute(
    sql`update orders set delivery_address = jsonb_build_object('country_code', 'BR') where id = ${transportOrder.orderPk}`,
  );
  // A roll made but owned by no company yet: its scans count under the unknown company.
  await context.database.db.execute(
    sql`update spools set company_id = null where spool_no = ${unownedOrder.spoolNo}`,
  );
});

afterAll(async () => {
  await removeShippedOrders(context.database, [supplierOrder, transportOrder, unownedOrder]);
});

describe('who may send label authentications', () => {
  it('answers 401 without a key and with a revoked key', async () => {
    const missing = await send(null, [eventOf()]);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual(NOT_AUTHENTICATED);
    const revoked = await send(revokedKey, [eventOf()]);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual(NOT_AUTHENTICATED);
  });

  it('answers 403 to a key of the activation scope', async () => {
    const response = await send(activationKey, [eventOf()]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
  });

  it('answers 401 to a signed-in session, even staff with a CSRF token', async () => {
    const response = await staff.post(VERIFICATIONS, [eventOf()]);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_AUTHENTICATED);
  });

  it('takes a key of the verification_ingest scope without session or CSRF token', async () => {
    const response = await send(ingestKey, [eventOf()]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: 1, inserted: 1, duplicates: 0, rejected: [] });
  });
});

describe('a batch of events', () => {
  it('keeps each event with what its label resolves to, and a re-sent batch changes nothing', async () => {
    const events = [
      eventOf({ label_id: supplierOrder.labelIds[0], tags: ['promo', 'app', 'promo'], status: 3 }),
      eventOf({ label_id: transportOrder.labelIds[1], accuracy: 0, timestamp: '2025-12-31T23:59:59+01:00' }),
      eventOf({ label_id: 'ZZZZZZZZZZZZ', status: 4, accuracy: -1 }),
      eventOf({ label_id: unownedOrder.labelIds[0], status: 1 }),
    ];
    const first = await send(ingestKey, events);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: 4, inserted: 4, duplicates: 0, rejected: [] });

    const [supplierProduct] = await queryRows<{
      id: number;
      group: number;
      reference: string;
      spool: number;
    }>(
      context.database,
      sql`select p.id, p.product_group_id as "group", p.customer_reference as reference, s.id as spool
          from spools s join products p on p.id = s.product_id where s.spool_no = ${supplierOrder.spoolNo}`,
    );
    expect(await storedEvent(events[0]!.id)).toEqual({
      company_id: supplierCompany,
      label_id: supplierOrder.labelIds[0],
      object_id: expect.any(String),
      status: 3,
      geolocation_method: 'GPS',
      // Paris at precision 9 (u09tvw0f6): the 45-bit integer of the geohash.
      cell: expect.any(String),
      tags: 'app,promo',
      spool_id: supplierProduct!.spool,
      order_id: supplierOrder.orderPk,
      product_id: supplierProduct!.id,
      product_group_id: supplierProduct!.group,
      customer_reference: supplierProduct!.reference,
      order_country: 'FR',
      month: '2026-03',
    });
    expect(await storedEvent(events[1]!.id)).toMatchObject({
      company_id: transportCompany,
      geolocation_method: 'IP',
      order_country: 'BR',
      month: '2025-12',
    });
    expect(await storedEvent(events[2]!.id)).toMatchObject({
      company_id: UNKNOWN_COMPANY_ID,
      label_id: 'ZZZZZZZZZZZZ',
      spool_id: null,
      product_id: null,
      geolocation_method: 'IP',
    });
    expect(await storedEvent(events[3]!.id)).toMatchObject({
      company_id: UNKNOWN_COMPANY_ID,
      spool_id: expect.any(Number),
    });

    const before = await rollupFingerprint(context.database);
    const again = await send(ingestKey, events);
    expect(again.json()).toEqual({ received: 4, inserted: 0, duplicates: 4, rejected: [] });
    expect(await rollupFingerprint(context.database)).toBe(before);
    expect(await rollupDifferences(context.database)).toEqual(NO_DIFFERENCES);
  });

  it('resolves an event sent with its object id only to its label', async () => {
    const [label] = await queryRows<{ object_id: string }>(
      context.database,
      sql`select object_id::text as object_id from labels where label_id = ${supplierOrder.labelIds[5]}`,
    );
    const event = eventOf({ object_id: Number(label!.object_id) });
    expect((await send(ingestKey, [event])).json()).toMatchObject({ inserted: 1 });
    expect(await storedEvent(event.id)).toMatchObject({
      company_id: supplierCompany,
      label_id: supplierOrder.labelIds[5],
      object_id: label!.object_id,
    });
  });

  it('counts a repeated event id within one batch once', async () => {
    const event = eventOf({ label_id: supplierOrder.labelIds[2] });
    const response = await send(ingestKey, [event, event]);
    expect(response.json()).toEqual({ received: 2, inserted: 1, duplicates: 1, rejected: [] });
  });

  it('writes one audit row per batch with its counts', async () => {
    const response = await send(ingestKey, [eventOf(), { id: 'bad' }]);
    expect(response.statusCode).toBe(200);
    const [row] = await queryRows<{ actor_kind: string; actor_label: string; after: unknown }>(
      context.database,
      sql`select actor_kind, actor_label, after from audit_log
          where action = 'verification_batch.ingest' order by id desc limit 1`,
    );
    expect(row).toEqual({
      actor_kind: 'api_key',
      actor_label: 'Authentication service',
      after: { received: 2, inserted: 1, duplicates: 0, rejected: 1 },
    });
  });
});

describe('bad events', () => {
  it('are refused with their line and field messages while the good ones of the batch are kept', async () => {
    const good = [
      eventOf({ label_id: supplierOrder.labelIds[3] }),
      eventOf({ label_id: supplierOrder.labelIds[4] }),
    ];
    const batch: unknown[] = [
      good[0],
      { ...eventOf(), status: 7, lat: 91 },
      { ...eventOf(), id: undefined, timestamp: '2026-03-14 10:20' },
      good[1],
      'not an event',
      { ...eventOf(), timestamp: '2016-12-31T23:59:59Z', tags: ['x'.repeat(65)] },
      { ...eventOf(), timestamp: '2026-12-01T00:00:00Z' },
    ];
    const response = await send(ingestKey, batch);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      received: 7,
      inserted: 2,
      duplicates: 0,
      rejected: [
        {
          line: 2,
          errors: {
            status: ['Unknown status: use 0, 1, 2, 3, 4, 5, 6 or 99.'],
            lat: ['Ensure this value is less than or equal to 90.'],
          },
        },
        {
          line: 3,
          errors: {
            id: ['Required'],
            timestamp: [
              'Enter the timestamp as an ISO 8601 date and time with its offset (2024-05-01T12:00:00Z).',
            ],
          },
        },
        { line: 5, errors: { non_field_errors: ['This line is not an event object.'] } },
        {
          line: 6,
          errors: {
            timestamp: ['The timestamp must fall between 2017-01-01 and 2099-12-31.'],
            'tags.0': ['Ensure this field has no more than 64 characters.'],
          },
        },
        { line: 7, errors: { timestamp: ['The timestamp lies more than one day in the future.'] } },
      ],
    });
    for (const event of good)
      expect(await storedEvent(event.id)).toMatchObject({ company_id: supplierCompany });
  });

  it('reads NDJSON by line number, reporting a line that is not JSON, in French when asked', async () => {
    const events = [eventOf(), eventOf({ status: 5 })];
    const body = `${JSON.stringify(events[0])}\n{"id": "broken"\r\n${JSON.stringify(events[1])}\n{"id":"x"}\n`;
    const response = await send(ingestKey, body, { ndjson: true, language: 'fr' });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ received: 4, inserted: 2, duplicates: 0 });
    expect(answer.rejected[0]).toEqual({
      line: 2,
      errors: { non_field_errors: ['Cette ligne n’est pas du JSON valide.'] },
    });
    expect(answer.rejected[1].line).toBe(4);
    expect(answer.rejected[1].errors.timestamp).toEqual(['Obligatoire']);
  });

  it('refuses a body that is not a list of events', async () => {
    const response = await send(ingestKey, { events: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      errors: { non_field_errors: ['Send a JSON array of events, or NDJSON (one event a line).'] },
    });
  });
});

describe('the batch limit', () => {
  const many = (count: number, tag: string) =>
    Array.from({ length: count }, (_, index) =>
      eventOf({
        id: `${tag}-${index}`,
        label_id: transportOrder.labelIds[index % 20],
        lat: 10 + index / 1000,
      }),
    );

  it('takes 10,000 events in one call', async () => {
    const response = await send(ingestKey, many(VERIFICATION_BATCH_LIMIT, `limit-${Date.now()}`));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: 10_000, inserted: 10_000, duplicates: 0, rejected: [] });
  });

  it('refuses 10,001 events (JSON or NDJSON) and keeps none of them', async () => {
    const tag = `over-${Date.now()}`;
    const events = many(VERIFICATION_BATCH_LIMIT + 1, tag);
    const refusal = {
      code: 'VALIDATION_FAILED',
      errors: { non_field_errors: ['At most 10,000 events can be sent at once: split the batch.'] },
    };
    const json = await send(ingestKey, events);
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual(refusal);
    const ndjson = await send(ingestKey, `${events.map((event) => JSON.stringify(event)).join('\n')}\n`, {
      ndjson: true,
    });
    expect(ndjson.statusCode).toBe(400);
    expect(ndjson.json()).toEqual(refusal);
    expect(await countRows(context.database, 'verification_events', `event_id like '${tag}-%'`)).toBe(0);
  });

  it('refuses NDJSON of more than 10,000 lines, blank or not JSON, without reading every line', async () => {
    const refusal = {
      code: 'VALIDATION_FAILED',
      errors: { non_field_errors: ['At most 10,000 events can be sent at once: split the batch.'] },
    };
    // 30 MiB of line breaks once took minutes of one process: every line a failed JSON.parse.
    for (const body of ['\n'.repeat(30 * 1024 * 1024), 'x\n'.repeat(VERIFICATION_BATCH_LIMIT + 1)]) {
      const response = await send(ingestKey, body, { ndjson: true });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal);
    }
    // 10,000 lines that are not JSON: each refused with its line number, nothing stored.
    const lines = await send(ingestKey, 'x\n'.repeat(VERIFICATION_BATCH_LIMIT), { ndjson: true });
    expect(lines.statusCode).toBe(200);
    expect(lines.json()).toMatchObject({ received: 10_000, inserted: 0, duplicates: 0 });
    expect(lines.json().rejected.at(-1)).toEqual({
      line: 10_000,
      errors: { non_field_errors: ['This line is not valid JSON.'] },
    });
  });

  it('reads NDJSON that starts with a byte-order mark, as JSON', async () => {
    const tag = `bom-${Date.now()}`;
    const [first, second] = many(2, tag);
    const response = await send(ingestKey, `\uFEFF${JSON.stringify(first)}\n${JSON.stringify(second)}\n`, {
      ndjson: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: 2, inserted: 2, duplicates: 0, rejected: [] });
  });
});

describe('every rollup against the raw events', () => {
  it('equals a GROUP BY over the raw events for random batches with re-sends', async () => {
    const random = seededRandom(14);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const knownLabels = [...supplierOrder.labelIds, ...transportOrder.labelIds, ...unownedOrder.labelIds];
    const tagPool = ['app', 'promo', 'retail', 'Ünïcødé "quoted"', 'back\\slash', 'tab\there'];
    const statuses = [0, 1, 2, 3, 4, 5, 6, 99];
    const months = ['2025-11', '2025-12', '2026-01', '2026-02'];
    const events: TestEvent[] = Array.from({ length: 1500 }, () => {
      const labelKind = random();
      const tagCount = Math.floor(random() * 3);
      return eventOf({
        label_id:
          labelKind < 0.7
            ? pick(knownLabels)
            : labelKind < 0.85
              ? `UNKNOWN${Math.floor(random() * 30)}`
              : null,
        status: pick(statuses),
        timestamp: `${pick(months)}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}T${String(
          Math.floor(random() * 24),
        ).padStart(2, '0')}:30:00.000Z`,
        accuracy: random() < 0.3 ? 0 : random() ** 3 * 1500,
        lat: -60 + random() * 130,
        lon: -180 + random() * 360,
        tags: Array.from({ length: tagCount }, () => pick(tagPool)),
        verification_count: Math.floor(random() * 10),
      });
    });
    // Overlapping batches: every event once, then a third of them again, then a mix with new ones.
    for (let start = 0; start < 1000; start += 250) {
      const response = await send(ingestKey, events.slice(start, start + 250));
      expect(response.json()).toMatchObject({ inserted: 250, duplicates: 0 });
    }
    expect(await rollupDifferences(context.database)).toEqual(NO_DIFFERENCES);
    const resent = await send(
      ingestKey,
      events.filter((_, index) => index % 3 === 0 && index < 1000),
    );
    expect(resent.json()).toMatchObject({ inserted: 0, duplicates: 334 });
    const mixed = await send(ingestKey, events.slice(800, 1500));
    expect(mixed.json()).toMatchObject({ inserted: 500, duplicates: 200 });
    expect(await rollupDifferences(context.database)).toEqual(NO_DIFFERENCES);
    // Ingest alone: every map cell row of one scan names it (decision 272).
    expect(Object.values(await cellRowsWithoutSingleScan(context.database))).toEqual(Array(12).fill(0));

    const ids = events.map((event) => `'${event.id}'`).join(',');
    expect(await countRows(context.database, 'verification_events', `event_id in (${ids})`)).toBe(1500);
    const unknown = events.filter((event) => !knownLabels.slice(0, 40).includes(event.label_id ?? '')).length;
    expect(
      await countRows(context.database, 'verification_events', `event_id in (${ids}) and company_id = 0`),
    ).toBe(unknown);
  }, 120_000);

  it('stays exact when batches with the same events and new months arrive side by side', async () => {
    const shared = Array.from({ length: 300 }, (_, index) =>
      eventOf({
        label_id: transportOrder.labelIds[index % 20],
        status: index % 2 === 0 ? 99 : 3,
        timestamp: `2024-0${1 + (index % 3)}-1${index % 10}T08:00:00Z`,
        tags: index % 4 === 0 ? ['app'] : [],
      }),
    );
    const answers = await Promise.all([
      send(ingestKey, shared.slice(0, 200)),
      send(ingestKey, shared.slice(100, 300)),
      send(ingestKey, [...shared].reverse()),
    ]);
    const inserted = answers.reduce((sum, response) => sum + response.json().inserted, 0);
    const duplicates = answers.reduce((sum, response) => sum + response.json().duplicates, 0);
    expect(inserted).toBe(300);
    expect(duplicates).toBe(400);
    expect(await rollupDifferences(context.database)).toEqual(NO_DIFFERENCES);
    expect(Object.values(await cellRowsWithoutSingleScan(context.database))).toEqual(Array(12).fill(0));
  });

  it('rolls up a bulk load month by month to the same rollups as ingest (the benchmarks fill)', async () => {
    const random = seededRandom(324);
    const knownLabels = [...supplierOrder.labelIds, ...transportOrder.labelIds];
    const items = Array.from({ length: 600 }, (_, index) =>
      eventOf({
        id: `bulk-${index}`,
        label_id: index % 5 === 0 ? `BULK${index % 7}` : knownLabels[index % knownLabels.length]!,
        status: [0, 3, 4, 99][index % 4]!,
        timestamp: `2025-1${1 + (index % 2)}-${String(1 + (index % 28)).padStart(2, '0')}T10:00:00.000Z`,
        accuracy: random() < 0.3 ? 0 : random() * 2000,
        lat: -60 + random() * 130,
        lon: -180 + random() * 360,
      }),
    );
    const { events } = readVerificationBatch(items, new Date(), 'en');
    const store = createVerificationStore(context.database.kind);
    await store.ensureMonths(context.database.db, monthsOf(events));
    const loaded = await context.database.db.transaction((tx) => store.loadEvents(tx, events));
    expect(loaded).toBe(600);
    // Loaded alone: no rollup has them yet.
    expect(Object.values(await rollupDifferences(context.database)).some((count) => count > 0)).toBe(true);
    await context.database.db.transaction(async (tx) => {
      for (const month of monthsOf(events)) await rollUpLoadedMonth(tx, month, 'bulk-');
    });
    expect(await rollupDifferences(context.database)).toEqual(NO_DIFFERENCES);
    expect(
      Object.values(await cellRowsWithoutSingleScan(context.database)).every((count) => count === 0),
    ).toBe(true);
    await expect(rollUpLoadedMonth(context.database.db, '2017-03-02', 'bulk-')).rejects.toThrow(
      'not a month',
    );
    await expect(rollUpLoadedMonth(context.database.db, '2017-03-01', "x'")).rejects.toThrow(
      'not an event id',
    );
  }, 120_000);

  it('keeps covering indexes on the map cells that ingest mostly inserts, plain ones on those it mostly updates (decisions 270, 279, 280)', async () => {
    // Each map-cell index as its key columns, and whether it also holds every other column of its
    // table (an index-only read of a box) or nothing more (HOT updates).
    const rows = await queryRows<{
      indexname: string;
      keys: string;
      has_include: boolean;
      covers_all: boolean;
    }>(
      context.database,
      sql`select i.relname as indexname,
          (select string_agg(a.attname, ',' order by k.ord)
            from unnest(x.indkey[0:x.indnkeyatts - 1]) with ordinality k(attnum, ord)
            join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum) as keys,
          x.indnatts > x.indnkeyatts as has_include,
          x.indnatts = (select count(*) from pg_attribute a
            where a.attrelid = x.indrelid and a.attnum > 0 and not a.attisdropped) as covers_all
        from pg_index x join pg_class i on i.oid = x.indexrelid
        where i.relname like 'verification\\_%cell%\\_idx' and i.relname not like 'verification\\_events\\_%'
        order by 1`,
    );
    expect(
      Object.fromEntries(
        rows.map((row) => [
          row.indexname,
          row.covers_all
            ? `${row.keys} + every other column`
            : row.has_include
              ? `${row.keys} + some`
              : row.keys,
        ]),
      ),
    ).toEqual({
      // Mostly updated (decision 280): HOT updates need indexes without the counts.
      verification_cells3_cell_idx: 'cell3',
      verification_month_world_cells3_cell_idx: 'cell3,month',
      verification_month_world_accuracy_cells3_cell_idx: 'cell3,month',
      verification_tag_cells3_cell_idx: 'cell3',
      // Mostly inserted (decisions 270, 271, 276-279): index-only reads of a box.
      verification_company_cells6_cell_idx: 'company_id,cell6 + every other column',
      verification_day_world_cells3_day_idx: 'day,cell3 + every other column',
      verification_month_cells4_cell_idx: 'cell4,month + every other column',
      verification_month_cells_month_idx: 'month,cell6 + every other column',
      verification_month_tag_cells4_cell_idx: 'cell4,month + every other column',
      verification_world_cells6_cell_idx: 'cell6 + every other column',
      // With the accuracy band (decision 327), like the month cells4 and the company cells6.
      verification_month_accuracy_cells4_cell_idx: 'cell4,month + every other column',
      verification_accuracy_cells6_cell_idx: 'company_id,cell6 + every other column',
      verification_day_accuracy_cells4_day_idx: 'day,cell4',
      // Every company together with the band (decision 328), like the world cells6.
      verification_world_accuracy_cells6_cell_idx: 'cell6 + every other column',
      // The day cells (one row per scan and day) were never covering.
      verification_cells_day_idx: 'day,cell6',
    });
  });

  it('fills the one-scan keys, the every-company cells, the company cells and the accuracy cells from the stored events as migrations 0040 to 0044, 0048 and 0050 do', async () => {
    // The scans the tests above stored; clear what the migrations fill, then run their statements.
    const statementsOf = (file: string, pattern: RegExp) =>
      readFileSync(new URL(`../src/db/migrations/${file}`, import.meta.url), 'utf8')
        .split('--> statement-breakpoint')
        .filter((statement) => pattern.test(statement));
    const fillKeys = statementsOf('0040_verification-single-scan.sql', /^UPDATE /m);
    const fillWorld = statementsOf('0041_verification-world-cells.sql', /^INSERT INTO /m);
    const fillWorld6 = statementsOf('0042_verification-world-cells6.sql', /^INSERT INTO /m);
    const fillDayWorld = statementsOf('0043_verification-day-world-cells.sql', /^INSERT INTO /m);
    const fillCompany6 = statementsOf('0044_verification-company-cells6.sql', /^INSERT INTO /m);
    const fillAccuracy = [
      ...statementsOf('0048_verification-accuracy-cells.sql', /^INSERT INTO /m),
      ...statementsOf('0050_verification-world-accuracy-cells.sql', /^INSERT INTO /m),
    ];
    expect([
      fillKeys.length,
      fillWorld.length,
      fillWorld6.length,
      fillDayWorld.length,
      fillCompany6.length,
      fillAccuracy.length,
    ]).toEqual([6, 1, 1, 1, 1, 5]);
    const missingBefore = await cellRowsWithoutSingleScan(context.database);
    expect(Object.values(missingBefore)).toEqual(Array(12).fill(0));
    for (const table of Object.keys(missingBefore)) {
      await context.database.db.execute(
        sql.raw(`update ${table} set single_at = null, single_event_id = null`),
      );
    }
    const refilled = [
      'verification_month_world_cells3',
      'verification_world_cells6',
      'verification_day_world_cells3',
      'verification_company_cells6',
      'verification_month_accuracy_cells4',
      'verification_day_accuracy_cells4',
      'verification_accuracy_cells6',
      'verification_month_world_accuracy_cells3',
      'verification_world_accuracy_cells6',
    ];
    for (const table of refilled) await context.database.db.execute(sql.raw(`delete from ${table}`));
    const cleared = await cellRowsWithoutSingleScan(context.database);
    for (const [table, count] of Object.entries(cleared)) {
      if (!refilled.includes(table)) expect(count, table).toBeGreaterThan(0);
    }
    for (const table of refilled) expect(await countRows(context.database, table), table).toBe(0);

    for (const statement of [
      ...fillKeys,
      ...fillWorld,
      ...fillWorld6,
      ...fillDayWorld,
      ...fillCompany6,
      ...fillAccuracy,
    ])
      await context.database.db.execute(sql.raw(statement));
    expect(Object.values(await cellRowsWithoutSingleScan(context.database))).toEqual(Array(12).fill(0));
    const filled = await rollupDifferences(context.database, ['single scan', 'world', 'company', 'accuracy']);
    expect(Object.keys(filled)).toHaveLength(21);
    expect(Object.values(filled)).toEqual(Array(21).fill(0));
    for (const table of ['verification_month_accuracy_cells4', 'verification_accuracy_cells6']) {
      expect(await countRows(context.database, table, 'count = 1'), table).toBeGreaterThan(0);
    }
    // Every band is there: the tests above stored IP scans and GPS scans of each band.
    const [bands] = await queryRows<{ bands: string }>(
      context.database,
      sql`select string_agg(distinct accuracy_band::text, ',' order by accuracy_band::text) as bands from verification_accuracy_cells6`,
    );
    expect(bands?.bands).toBe('0,1,2,3,4,5');
    // The all-time cells of every company and of each keep the key of each row of one scan.
    expect(await countRows(context.database, 'verification_world_cells6', 'count = 1')).toBeGreaterThan(0);
    expect(await countRows(context.database, 'verification_company_cells6', 'count = 1')).toBeGreaterThan(0);
  }, 120_000);
});
