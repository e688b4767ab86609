import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestAddressCode } from './helpers/approvals.js';
import { countRows, queryRows } from './helpers/database.js';
import { createDistributionAddress, createDistributionRejection } from './helpers/distribution.js';
import { createTestCompany, type TestCompany } from './helpers/profile.js';
import { signedInClient, useTestApp } from './helpers/test-app.js';

const context = useTestApp();

const LIST = '/distribution/api/address_list/';
const SAVE = '/accounts/api/address/';
const NOT_FOUND = { code: 'NOT_FOUND', errors: { detail: 'Not found.' } };

const signIn = (company: TestCompany) =>
  signedInClient(context.app, company.users[0]!.email, company.accountId);

const proposal = {
  category: 'DISTRIBUTION',
  company_name: 'Resubmitted Recipient',
  street_address: '1 Right Street',
  postal_code: '25000',
  city: 'Besançon',
  country_code: 'FR',
};

type Row = { state: string; pk: number | null; rejection: number | null; feedback: string };

describe('the address list', () => {
  it('shows the own address, then rejections with feedback, pending and approved addresses, newest first', async () => {
    const company = await createTestCompany(context.database, { isPortalMade: true, userCount: 1 });
    const approvedOld = await createDistributionAddress(context.database, company.id, 'APPROVED', 'Old');
    const approvedNew = await createDistributionAddress(context.database, company.id, 'APPROVED', 'New');
    const pending = await createDistributionAddress(
      context.database,
      company.id,
      'CLIENT_APPROVAL_REQUESTED',
    );
    const rejection = await createDistributionRejection(context.database, company.id, 'Street unknown');
    const other = await createTestCompany(context.database, { isPortalMade: false, userCount: 1 });
    await createDistributionAddress(context.database, other.id);
    await createDistributionRejection(context.database, other.id);
    // A redistribution uses the old one: it cannot be changed or deleted (decision 138).
    await context.database.db.execute(
      sql`insert into distributions (company_id, address_id) values (${company.id}, ${approvedOld})`,
    );

    const client = await signIn(company);
    const list = (await client.get(LIST)).json();
    expect(list.own_address).toMatchObject({
      pk: company.deliveryId,
      category: 'DELIVERY',
      state: 'APPROVED',
      street_address: '2 Dock Road',
    });
    expect(list.results.map((row: Row) => [row.state, row.pk, row.rejection])).toEqual([
      ['REJECTED', null, rejection],
      ['CLIENT_APPROVAL_REQUESTED', pending, null],
      ['APPROVED', approvedNew, null],
      ['APPROVED', approvedOld, null],
    ]);
    expect(list.results[0]).toMatchObject({
      feedback: 'Street unknown',
      street_address: '1 Wrong Street',
      country: 'France',
      is_used_by_distributions: false,
    });
    expect(list.results[3].is_used_by_distributions).toBe(true);
    expect(list.results[2].is_used_by_distributions).toBe(false);
    expect(list.next_after).toBeNull();

    // Keyset pages of one row walk the same list.
    const walked: unknown[] = [];
    let after: string | null = null;
    do {
      const page: { results: Row[]; next_after: string | null } = (
        await client.get(`${LIST}?limit=1${after ? `&after=${after}` : ''}`)
      ).json();
      walked.push(...page.results.map((row) => [row.state, row.pk, row.rejection]));
      after = page.next_after;
    } while (after);
    expect(walked).toEqual(list.results.map((row: Row) => [row.state, row.pk, row.rejection]));
    expect((await client.get(`${LIST}?after=x`)).json().errors.after).toEqual(['Invalid value']);
    expect((await client.get(`${LIST}?limit=101`)).statusCode).toBe(400);
  });

  it('falls back on the billing address as the own address', async () => {
    const company = await createTestCompany(context.database, { isPortalMade: false, userCount: 1 });
    const list = (await (await signIn(company)).get(LIST)).json();
    expect(list.own_address).toMatchObject({ category: 'BILLING', street_address: '1 Bill Street' });
    expect(list.results).toEqual([]);
  });
});

describe('resubmitting a rejected distribution address', () => {
  it('saves the proposal for approval and deletes the rejection in the same transaction', async () => {
    const company = await createTestCompany(context.database, { isPortalMade: false, userCount: 1 });
    const rejection = await createDistributionRejection(context.database, company.id);
    const client = await signIn(company);
    const saved = await client.post(SAVE, { ...proposal, rejection });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      state: 'CLIENT_APPROVAL_REQUESTED',
      company_name: 'Resubmitted Recipient',
    });
    expect(await countRows(context.database, 'address_rejections', `id = ${rejection}`)).toBe(0);
    const list = (await client.get(LIST)).json();
    expect(list.results.map((row: Row) => [row.state, row.pk])).toEqual([
      ['CLIENT_APPROVAL_REQUESTED', saved.json().pk],
    ]);
    // Resubmitted once: the rejection is gone.
    expect((await client.post(SAVE, { ...proposal, rejection })).json()).toEqual(NOT_FOUND);
  });

  it("answers 404 for another company's rejection and writes nothing", async () => {
    const company = await createTestCompany(context.database, { isPortalMade: false, userCount: 1 });
    const other = await createTestCompany(context.database, { isPortalMade: false, userCount: 1 });
    const theirs = await createDistributionRejection(context.database, other.id);
    const client = await signIn(company);
    const response = await client.post(SAVE, { ...proposal, rejection: theirs });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
    expect(await countRows(context.database, 'address_rejections', `id = ${theirs}`)).toBe(1);
    expect(
      await countRows(
        context.database,
        'addresses',
        `company_id = ${company.id} and category = 'DISTRIBUTION'`,
      ),
    ).toBe(0);
  });

  it('refuses a rejection of another category, and keeps the rejection when the save fails', async () => {
    const company = await createTestCompany(context.database, { isPortalMade: true, userCount: 1 });
    const rejection = await createDistributionRejection(context.database, company.id);
    const client = await signIn(company);
    const delivery = await client.post(SAVE, { ...proposal, category: 'DELIVERY', rejection });
    expect(delivery.statusCode).toBe(400);
    expect(delivery.json().errors.rejection).toEqual(['Invalid value']);
    const badCountry = await client.post(SAVE, { ...proposal, country_code: 'QQ', rejection });
    expect(badCountry.statusCode).toBe(400);
    expect(await countRows(context.database, 'address_rejections', `id = ${rejection}`)).toBe(1);
    const [row] = await queryRows<{ street_address: string }>(
      context.database,
      sql`select street_address from addresses where id = ${company.deliveryId}`,
    );
    expect(row!.street_address).toBe('2 Dock Road');
  });

  it('mails a rejected distribution address with a link to the address list', async () => {
    const company = await createTestCompany(context.database, { isPortalMade: false, userCount: 1 });
    const client = await signIn(company);
    const saved = (await client.post(SAVE, proposal)).json();
    const code = await requestAddressCode(context.database, saved.pk);
    const approver = await signedInClient(context.app, 'approver@demo.example', 'CARMAKER01');
    const decided = await approver.post('/accounts/api/client_address_confirmation/', {
      token: code,
      approved: false,
      feedback: 'Unknown street',
    });
    expect(decided.json()).toEqual({ outcome: 'REJECTED' });
    const [mail] = await queryRows<{ body_text: string }>(
      context.database,
      sql`select body_text from outbox where recipient = ${company.users[0]!.email}
          and template = 'approval.address_rejected' order by id desc limit 1`,
    );
    expect(mail!.body_text).toContain('Please edit and resubmit it in your address list.');
    expect(mail!.body_text).toContain('http://localhost:3000/distribution/addressList');
    const list = (await client.get(LIST)).json();
    expect(list.results).toMatchObject([{ state: 'REJECTED', feedback: 'Unknown street', pk: null }]);
  });
});

describe('addresses waiting for approval (decision 286: at most 10 a company)', () => {
  const pendingOf = (companyId: number) =>
    countRows(
      context.database,
      'addresses',
      `company_id = ${companyId} and state = 'CLIENT_APPROVAL_REQUESTED'`,
    );
  const approvalMails = (company: TestCompany) =>
    countRows(
      context.database,
      'outbox',
      `template = 'approval.address' and body_text like '%(${company.accountId})%'`,
    );

  it('the 10th proposal is saved, the 11th refused with nothing written or mailed; an answer frees a place', async () => {
    const company = await createTestCompany(context.database, { isPortalMade: false, userCount: 1 });
    const approved = await createDistributionAddress(context.database, company.id, 'APPROVED');
    for (let index = 1; index <= 9; index += 1) {
      await createDistributionAddress(context.database, company.id, 'CLIENT_APPROVAL_REQUESTED');
    }
    const client = await signIn(company);
    const tenth = await client.post(SAVE, { ...proposal, company_name: 'Tenth Recipient' });
    expect(tenth.statusCode).toBe(200);
    expect(await pendingOf(company.id)).toBe(10);
    const mailsBefore = await approvalMails(company);
    expect(mailsBefore).toBeGreaterThan(0);
    const refusal = {
      code: 'VALIDATION_FAILED',
      errors: {
        detail:
          'Your company already has 10 addresses waiting for the car-maker’s approval. Please wait for its answer before proposing another.',
      },
    };
    const eleventh = await client.post(SAVE, { ...proposal, company_name: 'Eleventh Recipient' });
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json()).toEqual(refusal);
    // Changing an approved address would make an 11th waiting one too.
    const changed = await client.post(SAVE, { ...proposal, pk: approved, company_name: 'Renamed Recipient' });
    expect(changed.json()).toEqual(refusal);
    const french = await client.post(
      SAVE,
      { ...proposal, company_name: 'Onzième' },
      { headers: { 'accept-language': 'fr' } },
    );
    expect(french.json().errors.detail).toBe(
      'Votre entreprise a déjà 10 adresses en attente de l’approbation du constructeur. Attendez sa réponse avant d’en proposer une autre.',
    );
    expect(await pendingOf(company.id)).toBe(10);
    expect(await approvalMails(company)).toBe(mailsBefore);
    expect(
      await countRows(
        context.database,
        'addresses',
        `company_id = ${company.id} and company_name like 'Renamed%'`,
      ),
    ).toBe(0);
    // The car-maker answers one: a place is free again.
    await context.database.db.execute(
      sql`update addresses set state = 'APPROVED' where id = (select max(id) from addresses where company_id = ${company.id} and state = 'CLIENT_APPROVAL_REQUESTED')`,
    );
    expect((await client.post(SAVE, { ...proposal, company_name: 'Eleventh Recipient' })).statusCode).toBe(
      200,
    );
  });

  it('two proposals sent at once for the last place: one is saved, one refused', async () => {
    const company = await createTestCompany(context.database, { isPortalMade: false, userCount: 1 });
    for (let index = 1; index <= 9; index += 1) {
      await createDistributionAddress(context.database, company.id, 'CLIENT_APPROVAL_REQUESTED');
    }
    const client = await signIn(company);
    const replies = await Promise.all([
      client.post(SAVE, { ...proposal, company_name: 'First at once' }),
      client.post(SAVE, { ...proposal, company_name: 'Second at once' }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 400]);
    expect(await pendingOf(company.id)).toBe(10);
  });
});

describe('the demo', () => {
  it('gives Demo Parts an address in every state, rolls to redistribute and one redistribution', async () => {
    const client = await signedInClient(context.app, 'supplier@demo.example', '12345A0001');
    const list = (await client.get(LIST)).json();
    const states = new Set(list.results.map((row: Row) => row.state));
    expect(states).toEqual(new Set(['REJECTED', 'CLIENT_APPROVAL_REQUESTED', 'APPROVED']));
    expect(list.results.find((row: Row) => row.state === 'REJECTED').feedback).toContain('25000');
    const spools = (await client.get('/distribution/api/spool_list/')).json();
    expect(spools.results.length).toBeGreaterThan(0);
    const history = (await client.get('/distribution/api/distribution_list/')).json();
    expect(history.results.length).toBeGreaterThan(0);
    // Only ever Demo Parts' own rolls.
    const [foreign] = await queryRows<{ n: number }>(
      context.database,
      sql`select count(*)::int as n from spools s join companies c on c.id = s.company_id
          where c.cofor10 <> '12345A0001' and s.spool_no in (${sql.join(
            spools.results.map((spool: { spool_no: string }) => sql`${spool.spool_no}`),
            sql`, `,
          )})`,
    );
    expect(foreign!.n).toBe(0);
  });
});
