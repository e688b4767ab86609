import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sqlStateOf } from '../src/lib/sql-state.js';
import { countRows, queryRows } from './helpers/database.js';
import { createDistributionAddress, createSpools } from './helpers/distribution.js';
import { createTestCompany, type TestCompany } from './helpers/profile.js';
import { signedInClient, type TestClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();

const SPOOLS = '/distribution/api/spool_list/';
const SEND = '/distribution/api/distribution_list/';
const HISTORY = '/distribution/api/distribution_list/';
const NOT_FOUND = 'Not found.';
const NOT_APPROVED = 'Rolls can only be redistributed to an approved distribution address.';

let own: TestCompany;
let other: TestCompany;
let ownAddress: number;
let otherAddress: number;

beforeAll(async () => {
  own = await createTestCompany(context.database, { isPortalMade: false, userCount: 2 });
  other = await createTestCompany(context.database, { isPortalMade: false, userCount: 1 });
  ownAddress = await createDistributionAddress(context.database, own.id);
  otherAddress = await createDistributionAddress(context.database, other.id);
});

const signIn = (company: TestCompany, index = 0) =>
  signedInClient(context.app, company.users[index]!.email, company.accountId);

function send(client: TestClient, body: unknown, key: string | null = randomUUID()) {
  return client.post(SEND, body, key ? { headers: { 'idempotency-key': key } } : {});
}

function entry(address: number, spoolNos: string[], comment = '') {
  return {
    distribution_address: address,
    comment,
    spool_entries: spoolNos.map((spool_no) => ({ spool_no, comment: '' })),
  };
}

async function availableSpoolNos(client: TestClient, query = '?limit=200'): Promise<string[]> {
  const response = await client.get(`${SPOOLS}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().results.map((spool: { spool_no: string }) => spool.spool_no);
}

const distributionsOf = (companyId: number) =>
  countRows(context.database, 'distributions', `company_id = ${companyId}`);

describe('who may redistribute', () => {
  it('lets a supplier (distribution.*) in and refuses the approver and the analyst with 403', async () => {
    const supplier = await signIn(own);
    expect((await supplier.get(SPOOLS)).statusCode).toBe(200);
    expect((await supplier.get(HISTORY)).statusCode).toBe(200);
    expect((await supplier.get('/distribution/api/address_list/')).statusCode).toBe(200);
    for (const [email, accountId] of [
      ['approver@demo.example', 'CARMAKER01'],
      ['analyst@demo.example', 'CARMAKER01'],
    ] as const) {
      const client = await signedInClient(context.app, email, accountId);
      for (const response of [
        await client.get(SPOOLS),
        await client.get(HISTORY),
        await client.get('/distribution/api/address_list/'),
        await send(client, { distribution_entries: [entry(ownAddress, ['X'])] }),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
      }
    }
  });
});

describe('the spool list', () => {
  it("lists the company's rolls not yet redistributed, with their product, never another company's", async () => {
    const company = await createTestCompany(context.database, { isPortalMade: false, userCount: 1 });
    const mine = await createSpools(context.database, company.id, 3);
    const theirs = await createSpools(context.database, other.id, 2);
    const client = await signIn(company);
    const list = (await client.get(SPOOLS)).json();
    expect(list.results.map((spool: { spool_no: string }) => spool.spool_no)).toEqual(mine);
    expect(list.next_after).toBeNull();
    expect(list.results[0]).toMatchObject({
      pk: expect.any(Number),
      spool_no: mine[0],
      comment: '',
      product: {
        product_group: { name: expect.any(String) },
        customer_reference: expect.any(String),
        winding_direction: expect.any(String),
        labels_per_unit: expect.any(Number),
      },
    });
    const searched = await availableSpoolNos(client, `?q_spool_no=${theirs[0]!.slice(0, 9)}`);
    expect(searched).toEqual([]);

    const address = await createDistributionAddress(context.database, company.id);
    expect((await send(client, { distribution_entries: [entry(address, [mine[1]!])] })).statusCode).toBe(201);
    expect(await availableSpoolNos(client)).toEqual([mine[0], mine[2]]);
  });

  it('pages by keyset and searches the spool number in any case', async () => {
    const company = await createTestCompany(context.database, { isPortalMade: false, userCount: 1 });
    const mine = await createSpools(context.database, company.id, 5);
    const client = await signIn(company);
    const first = (await client.get(`${SPOOLS}?limit=2`)).json();
    expect(first.results.map((spool: { spool_no: string }) => spool.spool_no)).toEqual(mine.slice(0, 2));
    expect(first.next_after).toBe(mine[1]);
    const second = (await client.get(`${SPOOLS}?limit=2&after=${first.next_after}`)).json();
    expect(second.results.map((spool: { spool_no: string }) => spool.spool_no)).toEqual(mine.slice(2, 4));
    const last = (await client.get(`${SPOOLS}?limit=2&after=${second.next_after}`)).json();
    expect(last.results.map((spool: { spool_no: string }) => spool.spool_no)).toEqual([mine[4]]);
    expect(last.next_after).toBeNull();

    expect(await availableSpoolNos(client, `?q_spool_no=${mine[3]!.slice(-6).toLowerCase()}`)).toEqual([
      mine[3],
    ]);
    // LIKE's own characters are matched as they are.
    expect(await availableSpoolNos(client, '?q_spool_no=%25')).toEqual([]);
    expect(await availableSpoolNos(client, '?q_spool_no=_')).toEqual([]);
  });

  it('bounds the page size and the search, with messages', async () => {
    const client = await signIn(own);
    expect((await client.get(`${SPOOLS}?limit=200`)).statusCode).toBe(200);
    const tooMany = await client.get(`${SPOOLS}?limit=201`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.limit).toEqual(['Ensure this value is less than or equal to 200.']);
    const none = await client.get(`${SPOOLS}?limit=0`);
    expect(none.json().errors.limit).toEqual(['Ensure this value is greater than or equal to 1.']);
    expect((await client.get(`${SPOOLS}?q_spool_no=${'x'.repeat(100)}`)).statusCode).toBe(200);
    const long = await client.get(`${SPOOLS}?q_spool_no=${'x'.repeat(101)}`);
    expect(long.json().errors.q_spool_no).toEqual(['Ensure this field has no more than 100 characters.']);
  });
});

describe('sending redistributions', () => {
  it('writes one distribution.send audit row per distribution, as the sender; a refused send none', async () => {
    const company = await createTestCompany(context.database, { isPortalMade: false, userCount: 1 });
    const address = await createDistributionAddress(context.database, company.id);
    const spools = await createSpools(context.database, company.id, 2);
    const client = await signIn(company);
    const auditRows = () =>
      queryRows<{
        actor_user_id: number;
        actor_kind: string;
        entity_id: string;
        action: string;
        before: unknown;
        after: unknown;
      }>(
        context.database,
        sql`select actor_user_id, actor_kind, entity_id, action, before, after from audit_log
            where entity_type = 'distribution' and company_id = ${company.id} order by id`,
      );
    // Refused (a roll of another company): nothing written.
    const foreign = await createSpools(context.database, other.id, 1);
    expect((await send(client, { distribution_entries: [entry(address, foreign)] })).statusCode).toBe(404);
    expect(await auditRows()).toEqual([]);

    const response = await send(client, {
      distribution_entries: [entry(address, [spools[0]!], 'one'), entry(address, [spools[1]!], 'two')],
    });
    expect(response.statusCode).toBe(201);
    const sent: { uuid: string }[] = response.json().distributions;
    const [sender] = await queryRows<{ id: number }>(
      context.database,
      sql`select id from users where email = ${company.users[0]!.email}`,
    );
    const rows = await auditRows();
    expect(rows.map((row) => row.entity_id).sort()).toEqual(sent.map((d) => d.uuid).sort());
    expect(rows).toEqual(
      expect.arrayContaining(
        ['one', 'two'].map((comment, index) => ({
          actor_user_id: sender!.id,
          actor_kind: 'user',
          entity_id: expect.any(String),
          action: 'distribution.send',
          before: null,
          after: {
            distribution_address: address,
            comment,
            spool_entries: [{ spool_no: spools[index], comment: '' }],
          },
        })),
      ),
    );
  });

  it('saves the distributions with their rolls in one send, newest first in the history', async () => {
    const client = await signIn(own);
    const spools = await createSpools(context.database, own.id, 3);
    const second = await createDistributionAddress(context.database, own.id, 'APPROVED', 'Second Recipient');
    const response = await send(client, {
      distribution_entries: [
        {
          ...entry(ownAddress, spools.slice(0, 2), 'Line 4'),
          spool_entries: [{ spool_no: spools[0], comment: 'first roll' }, { spool_no: spools[1] }],
        },
        entry(second, [spools[2]!]),
      ],
    });
    expect(response.statusCode).toBe(201);
    const sent = response.json().distributions;
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      comment: 'Line 4',
      distribution_address: { pk: ownAddress, category: 'DISTRIBUTION', state: 'APPROVED', city: 'Metz' },
      spool_entries: [
        { spool_no: spools[0], comment: 'first roll' },
        { spool_no: spools[1], comment: '' },
      ],
    });
    expect(sent[1].distribution_address.company_name).toBe('Second Recipient');
    const [row] = await queryRows<{ n: number }>(
      context.database,
      sql`select count(*)::int as n from distribution_spools ds join distributions d on d.id = ds.distribution_id
          where d.company_id = ${own.id} and d.id in (${sql.raw(sent.map((d: { uuid: string }) => `'${d.uuid}'`).join(','))})`,
    );
    expect(row!.n).toBe(3);

    const available = await availableSpoolNos(client);
    for (const spool of spools) expect(available).not.toContain(spool);
    const history = (await client.get(HISTORY)).json();
    const recent = history.results.filter((d: { uuid: string }) =>
      sent.some((s: { uuid: string }) => s.uuid === d.uuid),
    );
    expect(recent).toHaveLength(2);
    expect(recent.find((d: { uuid: string }) => d.uuid === sent[0].uuid)).toMatchObject({
      created_at: sent[0].created_at,
      comment: 'Line 4',
      distribution_address: { pk: ownAddress },
      spool_entries: [
        { spool_no: spools[0], comment: 'first roll' },
        { spool_no: spools[1], comment: '' },
      ],
    });
  });

  it("answers 404 for another company's address or roll and an unknown roll, alike, and writes nothing", async () => {
    const client = await signIn(own);
    const [mine] = await createSpools(context.database, own.id, 1);
    const [theirs] = await createSpools(context.database, other.id, 1);
    const before = await distributionsOf(own.id);

    const foreignAddress = await send(client, { distribution_entries: [entry(otherAddress, [mine!])] });
    expect(foreignAddress.statusCode).toBe(404);
    expect(foreignAddress.json()).toEqual({
      code: 'NOT_FOUND',
      errors: { detail: NOT_FOUND, 'distribution_entries.0.distribution_address': [NOT_FOUND] },
    });
    const foreignSpool = await send(client, { distribution_entries: [entry(ownAddress, [mine!, theirs!])] });
    const unknownSpool = await send(client, {
      distribution_entries: [entry(ownAddress, [mine!, `NO-SUCH-${randomUUID()}`])],
    });
    for (const response of [foreignSpool, unknownSpool]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'NOT_FOUND',
        errors: { detail: NOT_FOUND, 'distribution_entries.0.spool_entries.1.spool_no': [NOT_FOUND] },
      });
    }
    expect(await distributionsOf(own.id)).toBe(before);
    expect(await availableSpoolNos(client)).toContain(mine);
    // The other company still has its roll.
    expect(await availableSpoolNos(await signIn(other))).toContain(theirs);
  });

  it('refuses an address waiting for approval and the own billing address on their field; an approved one passes', async () => {
    const client = await signIn(own);
    const [first, second] = await createSpools(context.database, own.id, 2);
    const pending = await createDistributionAddress(context.database, own.id, 'CLIENT_APPROVAL_REQUESTED');
    const [billing] = await queryRows<{ id: number }>(
      context.database,
      sql`select id from addresses where company_id = ${own.id} and category = 'BILLING'`,
    );
    const before = await distributionsOf(own.id);
    const refused = await send(client, {
      distribution_entries: [entry(ownAddress, [first!]), entry(pending, [second!])],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ 'distribution_entries.1.distribution_address': [NOT_APPROVED] });
    const toBilling = await send(client, { distribution_entries: [entry(Number(billing!.id), [second!])] });
    expect(toBilling.json().errors).toEqual({
      'distribution_entries.0.distribution_address': [NOT_APPROVED],
    });
    expect(await distributionsOf(own.id)).toBe(before);

    const french = await client.post(
      SEND,
      { distribution_entries: [entry(pending, [second!])] },
      { headers: { 'idempotency-key': randomUUID(), 'accept-language': 'fr' } },
    );
    expect(french.json().errors['distribution_entries.0.distribution_address']).toEqual([
      'Les rouleaux ne peuvent être redistribués qu’à une adresse de distribution approuvée.',
    ]);
    expect(
      (await send(client, { distribution_entries: [entry(ownAddress, [first!, second!])] })).statusCode,
    ).toBe(201);
  });

  it('refuses a roll twice in one send, within one distribution or across two', async () => {
    const client = await signIn(own);
    const [first, second] = await createSpools(context.database, own.id, 2);
    const before = await distributionsOf(own.id);
    const within = await send(client, {
      distribution_entries: [entry(ownAddress, [first!, second!, first!])],
    });
    expect(within.statusCode).toBe(400);
    expect(within.json().errors).toEqual({
      'distribution_entries.0.spool_entries.2.spool_no': ['This roll appears more than once in this send.'],
    });
    const across = await send(client, {
      distribution_entries: [entry(ownAddress, [first!]), entry(ownAddress, [second!, first!])],
    });
    expect(across.json().errors).toEqual({
      'distribution_entries.1.spool_entries.1.spool_no': ['This roll appears more than once in this send.'],
    });
    expect(await distributionsOf(own.id)).toBe(before);
  });

  it('refuses a roll already redistributed, naming it, and writes none of the send', async () => {
    const client = await signIn(own);
    const [done, fresh] = await createSpools(context.database, own.id, 2);
    expect((await send(client, { distribution_entries: [entry(ownAddress, [done!])] })).statusCode).toBe(201);
    const before = await distributionsOf(own.id);
    const again = await send(client, {
      distribution_entries: [entry(ownAddress, [fresh!]), entry(ownAddress, [done!])],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({
      'distribution_entries.1.spool_entries.0.spool_no': [`The roll ${done} has already been redistributed.`],
    });
    const french = await client.post(
      SEND,
      { distribution_entries: [entry(ownAddress, [done!])] },
      { headers: { 'idempotency-key': randomUUID(), 'accept-language': 'fr' } },
    );
    expect(french.json().errors['distribution_entries.0.spool_entries.0.spool_no']).toEqual([
      `Le rouleau ${done} a déjà été redistribué.`,
    ]);
    // The message names its key and the roll (decision 316), to follow a language switch.
    const keyed = await client.post(
      SEND,
      { distribution_entries: [entry(ownAddress, [done!])] },
      { headers: { 'idempotency-key': randomUUID(), 'x-message-keys': '1' } },
    );
    expect(keyed.json().message_keys).toEqual({
      'distribution_entries.0.spool_entries.0.spool_no': [
        { key: 'validation.rollRedistributed', params: { spool_no: done } },
      ],
    });
    expect(await distributionsOf(own.id)).toBe(before);
    expect(await availableSpoolNos(client)).toContain(fresh);
  });

  it('makes "at most once" a database rule: a second row for a roll is refused', async () => {
    const [spool] = await createSpools(context.database, own.id, 1);
    const insertTwice = context.database.db.transaction(async (tx) => {
      for (const id of [randomUUID(), randomUUID()]) {
        await tx.execute(
          sql`insert into distributions (id, company_id, address_id) values (${id}::uuid, ${own.id}, ${ownAddress})`,
        );
        await tx.execute(
          sql`insert into distribution_spools (distribution_id, spool_id)
              select ${id}::uuid, id from spools where spool_no = ${spool!}`,
        );
      }
    });
    const error = await insertTwice.catch((caught: unknown) => caught);
    expect(sqlStateOf(error)).toBe('23505');
  });
});

describe('the limits of a send', () => {
  it('takes 50 distributions and refuses 51, with the message', async () => {
    const company = await createTestCompany(context.database, { isPortalMade: false, userCount: 1 });
    const address = await createDistributionAddress(context.database, company.id);
    const spools = await createSpools(context.database, company.id, 51);
    const client = await signIn(company);
    const tooMany = await send(client, {
      distribution_entries: spools.map((spool) => entry(address, [spool])),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.distribution_entries).toEqual([
      'At most 50 distributions can be sent at once.',
    ]);
    expect(await distributionsOf(company.id)).toBe(0);
    const fifty = await send(client, {
      distribution_entries: spools.slice(0, 50).map((spool) => entry(address, [spool])),
    });
    expect(fifty.statusCode).toBe(201);
    expect(await distributionsOf(company.id)).toBe(50);
  });

  it('takes 1,000 rolls and refuses 1,001, in one distribution or across several', async () => {
    const company = await createTestCompany(context.database, { isPortalMade: false, userCount: 1 });
    const address = await createDistributionAddress(context.database, company.id);
    const spools = await createSpools(context.database, company.id, 1001);
    const client = await signIn(company);
    const inOne = await send(client, { distribution_entries: [entry(address, spools)] });
    expect(inOne.statusCode).toBe(400);
    expect(inOne.json().errors['distribution_entries.0.spool_entries']).toEqual([
      'At most 1,000 rolls can be sent at once.',
    ]);
    const across = await send(client, {
      distribution_entries: [entry(address, spools.slice(0, 600)), entry(address, spools.slice(600))],
    });
    expect(across.statusCode).toBe(400);
    expect(across.json().errors.distribution_entries).toEqual(['At most 1,000 rolls can be sent at once.']);
    expect(await distributionsOf(company.id)).toBe(0);
    const thousand = await send(client, {
      distribution_entries: [entry(address, spools.slice(0, 500)), entry(address, spools.slice(500, 1000))],
    });
    expect(thousand.statusCode).toBe(201);
    expect(await availableSpoolNos(client)).toEqual([spools[1000]]);
  });

  it('takes comments of 100 characters and refuses 101, and needs a distribution and a roll', async () => {
    const client = await signIn(own);
    const [spool] = await createSpools(context.database, own.id, 1);
    const long = await send(client, {
      distribution_entries: [
        {
          distribution_address: ownAddress,
          comment: 'c'.repeat(101),
          spool_entries: [{ spool_no: spool, comment: 'r'.repeat(101) }],
        },
      ],
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({
      'distribution_entries.0.comment': ['Ensure this field has no more than 100 characters.'],
      'distribution_entries.0.spool_entries.0.comment': [
        'Ensure this field has no more than 100 characters.',
      ],
    });
    const empty = await send(client, { distribution_entries: [] });
    expect(empty.json().errors.distribution_entries).toEqual(['Add at least one distribution.']);
    const noRolls = await send(client, { distribution_entries: [entry(ownAddress, [])] });
    expect(noRolls.json().errors['distribution_entries.0.spool_entries']).toEqual([
      'Please select at least one roll.',
    ]);
    const blank = await send(client, { distribution_entries: [entry(ownAddress, ['  '])] });
    expect(blank.json().errors['distribution_entries.0.spool_entries.0.spool_no']).toEqual(['Required']);
    const extra = await send(client, { distribution_entries: [{ ...entry(ownAddress, [spool!]), x: 1 }] });
    expect(extra.statusCode).toBe(400);
    const ok = await send(client, {
      distribution_entries: [
        {
          distribution_address: ownAddress,
          comment: 'c'.repeat(100),
          spool_entries: [{ spool_no: spool, comment: 'r'.repeat(100) }],
        },
      ],
    });
    expect(ok.statusCode).toBe(201);
  });
});

describe('idempotency', () => {
  it('needs the Idempotency-Key header', async () => {
    const client = await signIn(own);
    const response = await send(client, { distribution_entries: [entry(ownAddress, ['X'])] }, null);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['idempotency-key']).toEqual([
      'The Idempotency-Key header is required (8 to 100 characters).',
    ]);
  });

  it('answers a retry with the same key the same result without a second write; another payload 409', async () => {
    const client = await signIn(own);
    const [first, second] = await createSpools(context.database, own.id, 2);
    const key = randomUUID();
    const body = { distribution_entries: [entry(ownAddress, [first!], 'retry me')] };
    const sent = await send(client, body, key);
    expect(sent.statusCode).toBe(201);
    const before = await distributionsOf(own.id);
    const retry = await send(client, body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(sent.json());
    expect(await distributionsOf(own.id)).toBe(before);

    const changed = await send(client, { distribution_entries: [entry(ownAddress, [second!])] }, key);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errors.detail).toBe(
      'This Idempotency-Key was used for a different redistribution.',
    );
    // The key is the user's: a colleague's send with it is a send of its own.
    const colleague = await signIn(own, 1);
    const theirs = await send(colleague, { distribution_entries: [entry(ownAddress, [second!])] }, key);
    expect(theirs.statusCode).toBe(201);
  });

  it('makes one write of concurrent sends with one key: each answers the same reply, none checks the rolls the first one took', async () => {
    // Several rounds of six at once: without the key's lock (decision 268) a send that starts
    // after the first one committed finds its roll redistributed and answers 400.
    const client = await signIn(own);
    const spools = await createSpools(context.database, own.id, 3);
    for (const spool of spools) {
      const key = randomUUID();
      const body = { distribution_entries: [entry(ownAddress, [spool])] };
      const before = await distributionsOf(own.id);
      const replies = await Promise.all(Array.from({ length: 6 }, () => send(client, body, key)));
      expect(replies.map((reply) => reply.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
      expect(new Set(replies.map((reply) => JSON.stringify(reply.json()))).size).toBe(1);
      expect(await distributionsOf(own.id)).toBe(before + 1);
    }
  });

  it('lets one of two concurrent sends of the same roll through: the other answers 409 or 400', async () => {
    const client = await signIn(own);
    const colleague = await signIn(own, 1);
    const [spool] = await createSpools(context.database, own.id, 1);
    const body = { distribution_entries: [entry(ownAddress, [spool!])] };
    const responses = await Promise.all([send(client, body), send(colleague, body)]);
    const statuses = responses.map((response) => response.statusCode).sort((a, b) => a - b);
    expect([
      [201, 400],
      [201, 409],
    ]).toContainEqual(statuses);
    const loser = responses.find((response) => response.statusCode !== 201)!;
    if (loser.statusCode === 409) {
      expect(loser.json().errors.detail).toBe(
        'Some of these rolls were redistributed by another send at the same time. Reload the rolls and try again.',
      );
    } else {
      expect(loser.statusCode).toBe(400);
      expect(loser.json().errors['distribution_entries.0.spool_entries.0.spool_no']).toEqual([
        `The roll ${spool} has already been redistributed.`,
      ]);
    }
    expect(
      await countRows(
        context.database,
        'distribution_spools',
        `spool_id = (select id from spools where spool_no = '${spool}')`,
      ),
    ).toBe(1);
  });
});

describe('a race lost on the unique index', () => {
  // Needs a second connection (PostgreSQL): PGlite runs one transaction at a time.
  it.skipIf(!process.env.DATABASE_URL)(
    'answers 409 with its message when another transaction takes the roll after the checks',
    async () => {
      const client = await signIn(own);
      const [spool] = await createSpools(context.database, own.id, 1);
      let response: Awaited<ReturnType<typeof send>> | undefined;
      await context.database.db.transaction(async (tx) => {
        const id = randomUUID();
        await tx.execute(
          sql`insert into distributions (id, company_id, address_id) values (${id}::uuid, ${own.id}, ${ownAddress})`,
        );
        await tx.execute(
          sql`insert into distribution_spools (distribution_id, spool_id)
              select ${id}::uuid, id from spools where spool_no = ${spool!}`,
        );
        // The send passes its checks (the row is not committed) and waits on the unique index.
        const pending = send(client, { distribution_entries: [entry(ownAddress, [spool!])] }).then(
          (reply) => {
            response = reply;
          },
        );
        await expect
          .poll(
            async () =>
              (
                await queryRows<{ n: number }>(
                  context.database,
                  sql`select count(*)::int as n from pg_stat_activity
                      where datname = current_database() and wait_event_type = 'Lock'
                        and query like 'insert into "distribution_spools"%'`,
                )
              )[0]!.n,
            { timeout: 10_000, interval: 50 },
          )
          .toBe(1);
        void pending;
      });
      await expect.poll(() => response?.statusCode, { timeout: 10_000 }).toBe(409);
      expect(response!.json().errors.detail).toBe(
        'Some of these rolls were redistributed by another send at the same time. Reload the rolls and try again.',
      );
    },
  );
});

describe('the history', () => {
  it("pages the company's redistributions newest first by keyset, never another company's", async () => {
    const company = await createTestCompany(context.database, { isPortalMade: false, userCount: 1 });
    const address = await createDistributionAddress(context.database, company.id);
    const spools = await createSpools(context.database, company.id, 3);
    const client = await signIn(company);
    const uuids: string[] = [];
    for (const spool of spools) {
      const response = await send(client, { distribution_entries: [entry(address, [spool])] });
      uuids.push(response.json().distributions[0].uuid);
    }
    const first = (await client.get(`${HISTORY}?limit=2`)).json();
    expect(first.results.map((d: { uuid: string }) => d.uuid)).toEqual([uuids[2], uuids[1]]);
    expect(first.next_before).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f-]{36}$/);
    const second = (await client.get(`${HISTORY}?limit=2&before=${first.next_before}`)).json();
    expect(second.results.map((d: { uuid: string }) => d.uuid)).toEqual([uuids[0]]);
    expect(second.next_before).toBeNull();

    const stranger = (await (await signIn(other)).get(`${HISTORY}?limit=50`)).json();
    expect(stranger.results.some((d: { uuid: string }) => uuids.includes(d.uuid))).toBe(false);

    const bad = await client.get(`${HISTORY}?before=yesterday`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.before).toEqual(['Invalid value']);
    expect((await client.get(`${HISTORY}?limit=51`)).statusCode).toBe(400);
  });
});
