import { randomUUID } from 'node:crypto';
import { type AuditAction, entityTypeOfAction, MESSAGES_EN } from '@label-portal/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { recordAudit } from '../src/modules/platform/audit/index.js';
import { deliverDueMails, insertMails, OUTBOX_DELIVERY } from '../src/modules/platform/mail/index.js';
import { createUserLike } from './helpers/accounts.js';
import { countRows, queryRows } from './helpers/database.js';
import { signedInClient, TEST_SECRET, useTestApp } from './helpers/test-app.js';

/** Issue 12: the audit log screen's call and the mailbox's status filter and resend. */
const context = useTestApp();
const STAFF = { email: 'staff@demo.example', accountId: 'PROVIDER01' };
const SUPPLIER = { email: 'supplier@demo.example', accountId: '12345A0001' };
const FORBIDDEN = {
  code: 'FORBIDDEN',
  errors: { detail: "You don't have sufficient rights to access this Content." },
};
const AUDIT = '/backoffice/api/audit/';
const run = randomUUID().slice(0, 8);
let viewer: { email: string; accountId: string };
let staffId: number;
let supplierId: number;
let supplierCompanyId: number;

beforeAll(async () => {
  const created = await createUserLike(context.database, STAFF.email);
  await context.database.db.execute(
    sql`insert into groups (name, description) values ('audit_viewer', 'View only') on conflict (name) do nothing`,
  );
  await context.database.db.execute(
    sql`insert into group_rights (group_id, "right")
        select id, r from groups, unnest(array['backoffice.view_mail', 'backoffice.view_auditlog']) r
        where name = 'audit_viewer' on conflict do nothing`,
  );
  await context.database.db.execute(sql`delete from user_groups where user_id = ${created.id}`);
  await context.database.db.execute(
    sql`insert into user_groups (user_id, group_id) select ${created.id}, id from groups where name = 'audit_viewer'`,
  );
  viewer = { email: created.email, accountId: created.accountId };
  const [staff] = await queryRows<{ id: number }>(
    context.database,
    sql`select id from users where email = ${STAFF.email}`,
  );
  const [supplier] = await queryRows<{ id: number; company_id: number }>(
    context.database,
    sql`select id, company_id from users where email = ${SUPPLIER.email}`,
  );
  staffId = staff!.id;
  supplierId = supplier!.id;
  supplierCompanyId = supplier!.company_id;
  // Rows on three days, by two users, about two entities of this run.
  const rows: [number, string, string, AuditAction][] = [
    [staffId, '2026-03-01T10:00:00Z', `product-${run}`, 'product.update'],
    [supplierId, '2026-03-02T10:00:00Z', `order-${run}`, 'order.send'],
    [staffId, '2026-03-02T23:59:59Z', `product-${run}`, 'product.update'],
    [supplierId, '2026-03-03T00:00:00Z', `order-${run}`, 'order.request_cancellation'],
  ];
  for (const [userId, at, entityId, action] of rows) {
    await context.database.db.transaction((tx) =>
      recordAudit(tx, { kind: 'user', userId }, new Date(at), {
        entityType: entityTypeOfAction(action),
        entityId,
        action,
        companyId: userId === supplierId ? supplierCompanyId : null,
        before: { n: 1 },
        after: { n: 2 },
      }),
    );
  }
});

const signIn = (who: { email: string; accountId: string }) =>
  signedInClient(context.app, who.email, who.accountId);

describe('the audit log', () => {
  it('filters by entity type and id, newest first, with who, company, before and after', async () => {
    const staff = await signIn(STAFF);
    const response = await staff.get(`${AUDIT}?entity_type=order&entity_id=order-${run}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      next_before: null,
      results: [
        expect.objectContaining({
          actor: SUPPLIER.email,
          actor_kind: 'user',
          entity_type: 'order',
          entity_id: `order-${run}`,
          action: 'order.request_cancellation',
          company_id: supplierCompanyId,
          company_account_id: SUPPLIER.accountId,
          at: '2026-03-03T00:00:00.000Z',
          before: { n: 1 },
          after: { n: 2 },
        }),
        expect.objectContaining({ action: 'order.send', at: '2026-03-02T10:00:00.000Z' }),
      ],
    });
  });

  it('filters by user e-mail (any case), company and days, the last day included', async () => {
    const staff = await signIn(STAFF);
    const byUser = (
      await staff.get(`${AUDIT}?user=${STAFF.email.toUpperCase()}&entity_id=product-${run}`)
    ).json();
    expect(byUser.results.map((row: { at: string }) => row.at)).toEqual([
      '2026-03-02T23:59:59.000Z',
      '2026-03-01T10:00:00.000Z',
    ]);
    const byCompany = (
      await staff.get(`${AUDIT}?company=${SUPPLIER.accountId}&from=2026-03-01&to=2026-03-03`)
    ).json();
    expect(byCompany.results.map((row: { action: string }) => row.action)).toEqual([
      'order.request_cancellation',
      'order.send',
    ]);
    const oneDay = (await staff.get(`${AUDIT}?from=2026-03-02&to=2026-03-02`)).json();
    expect(oneDay.results.map((row: { entity_id: string; action: string }) => row.entity_id)).toEqual([
      `product-${run}`,
      `order-${run}`,
    ]);
    const unknownUser = (await staff.get(`${AUDIT}?user=nobody@nowhere.example`)).json();
    expect(unknownUser.results).toEqual([]);
  });

  it('filters by action, a name of the contract list', async () => {
    const staff = await signIn(STAFF);
    const sends = (await staff.get(`${AUDIT}?action=order.send&entity_id=order-${run}`)).json();
    expect(sends.results).toEqual([
      expect.objectContaining({ action: 'order.send', at: '2026-03-02T10:00:00.000Z' }),
    ]);
    const none = (await staff.get(`${AUDIT}?action=order.cancel&entity_id=order-${run}`)).json();
    expect(none.results).toEqual([]);
  });

  it('pages by keyset: before the last id of the page, nothing twice', async () => {
    const staff = await signIn(STAFF);
    const first = (await staff.get(`${AUDIT}?from=2026-03-01&to=2026-03-03&limit=3`)).json();
    expect(first.results).toHaveLength(3);
    expect(first.next_before).toBe(first.results[2].id);
    const second = (
      await staff.get(`${AUDIT}?from=2026-03-01&to=2026-03-03&limit=3&before=${first.next_before}`)
    ).json();
    expect(second).toMatchObject({ next_before: null, results: [{ at: '2026-03-01T10:00:00.000Z' }] });
  });

  it('refuses bad filters with the field message', async () => {
    const staff = await signIn(STAFF);
    const reversed = await staff.get(`${AUDIT}?from=2026-03-03&to=2026-03-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.to).toEqual([MESSAGES_EN['validation.dateRangeReversed']]);
    const badDay = await staff.get(`${AUDIT}?from=2026-02-30`);
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().errors.from).toEqual([MESSAGES_EN['validation.invalid']]);
    expect((await staff.get(`${AUDIT}?limit=201`)).statusCode).toBe(400);
    const oldName = await staff.get(`${AUDIT}?action=send`);
    expect(oldName.statusCode).toBe(400);
    expect(oldName.json().errors.action).toEqual([MESSAGES_EN['validation.invalid']]);
    const unknownType = await staff.get(`${AUDIT}?entity_type=nothing`);
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().errors.entity_type).toEqual([MESSAGES_EN['validation.invalid']]);
    expect((await staff.get(`${AUDIT}?offset=10`)).statusCode).toBe(400);
  });

  it('needs view_auditlog: a supplier gets 403, a view-only staff member reads', async () => {
    expect((await (await signIn(SUPPLIER)).get(AUDIT)).json()).toEqual(FORBIDDEN);
    expect((await (await signIn(viewer)).get(AUDIT)).statusCode).toBe(200);
  });
});

describe('the mailbox: status filter and resend', () => {
  const to = (name: string) => `${name}.${run}@demo.example`;

  async function mailId(recipient: string): Promise<number> {
    const [row] = await queryRows<{ id: number }>(
      context.database,
      sql`select id from outbox where recipient = ${recipient} order by id desc limit 1`,
    );
    return row!.id;
  }

  beforeAll(async () => {
    await insertMails(
      context.database.db,
      ['failed', 'sent', 'retrying', 'waiting', 'in-flight'].map((name) => ({
        recipient: to(name),
        subject: `Mail ${name}`,
        bodyText: 'Text\n',
        template: 'test.resend',
      })),
    );
    // Failed for good: every attempt used, the last one over (a final failure sets next_attempt_at to its time).
    await context.database.db.execute(
      sql`update outbox set attempts = ${OUTBOX_DELIVERY.maxAttempts}, last_error = '550 No such user',
          next_attempt_at = now() - interval '1 minute' where recipient = ${to('failed')}`,
    );
    // Its last attempt in flight: the claim counted it and holds the lease (decision 189).
    await context.database.db.execute(
      sql`update outbox set attempts = ${OUTBOX_DELIVERY.maxAttempts}, last_error = 'ECONNRESET',
          next_attempt_at = now() + interval '5 minutes' where recipient = ${to('in-flight')}`,
    );
    await context.database.db.execute(
      sql`update outbox set sent_at = now(), attempts = 1 where recipient = ${to('sent')}`,
    );
    await context.database.db.execute(
      sql`update outbox set attempts = 2, last_error = 'ECONNREFUSED' where recipient = ${to('retrying')}`,
    );
  });

  it('filters by status', async () => {
    const staff = await signIn(STAFF);
    for (const [status, names] of [
      ['failed', ['failed']],
      ['sent', ['sent']],
      ['retrying', ['in-flight', 'retrying']],
      ['local', ['waiting']],
    ] as const) {
      const response = await staff.get(`/backoffice/api/mailbox/?status=${status}&limit=200`);
      expect(response.statusCode).toBe(200);
      const results = response.json().results as { recipient: string; status: string }[];
      expect(results.every((mail) => mail.status === status)).toBe(true);
      expect(
        results.filter((mail) => mail.recipient.endsWith(`${run}@demo.example`)).map((m) => m.recipient),
      ).toEqual(names.map(to));
    }
    expect((await staff.get('/backoffice/api/mailbox/?status=lost')).statusCode).toBe(400);
  });

  it('refuses to resend a sent or a pending mail (409 with why), nothing written', async () => {
    const staff = await signIn(STAFF);
    const auditBefore = await countRows(context.database, 'audit_log');
    const sent = await staff.post(`/backoffice/api/mailbox/${await mailId(to('sent'))}/resend/`, {});
    expect(sent.statusCode).toBe(409);
    expect(sent.json().errors.detail).toBe(MESSAGES_EN['errors.mailAlreadySent']);
    for (const name of ['retrying', 'waiting']) {
      const pending = await staff.post(`/backoffice/api/mailbox/${await mailId(to(name))}/resend/`, {});
      expect(pending.statusCode).toBe(409);
      expect(pending.json().errors.detail).toBe(MESSAGES_EN['errors.mailStillPending']);
    }
    // Every attempt used but the last one still in flight: not failed yet, not queued again.
    const inFlight = await staff.post(`/backoffice/api/mailbox/${await mailId(to('in-flight'))}/resend/`, {});
    expect(inFlight.statusCode).toBe(409);
    expect(inFlight.json().errors.detail).toBe(MESSAGES_EN['errors.mailBeingSent']);
    const [held] = await queryRows<{ attempts: number }>(
      context.database,
      sql`select attempts from outbox where recipient = ${to('in-flight')}`,
    );
    expect(held!.attempts).toBe(OUTBOX_DELIVERY.maxAttempts);
    expect((await staff.post('/backoffice/api/mailbox/2000000000/resend/', {})).statusCode).toBe(404);
    expect(await countRows(context.database, 'audit_log')).toBe(auditBefore);
  });

  it('needs change_mail to resend: a supplier and a view-only staff member get 403', async () => {
    const id = await mailId(to('failed'));
    for (const who of [SUPPLIER, viewer]) {
      const response = await (await signIn(who)).post(`/backoffice/api/mailbox/${id}/resend/`, {});
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    const [row] = await queryRows<{ attempts: number }>(
      context.database,
      sql`select attempts from outbox where id = ${id}`,
    );
    expect(row!.attempts).toBe(OUTBOX_DELIVERY.maxAttempts);
  });

  it('queues a failed mail again (attempts 0, due now), audited; the worker then sends it', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: TEST_SECRET,
      SERVE_WEB: 'false',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    const delivering = await buildApp({ config, database: context.database, logger: false });
    try {
      const staff = await signedInClient(delivering, STAFF.email, STAFF.accountId);
      const id = await mailId(to('failed'));
      const response = await staff.post(`/backoffice/api/mailbox/${id}/resend/`, {});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id, status: 'queued', attempts: 0, last_error: null });
      const [audit] = await queryRows<{ actor_user_id: number; action: string; before: unknown }>(
        context.database,
        sql`select actor_user_id, action, before from audit_log where entity_type = 'mail' and entity_id = ${String(id)}`,
      );
      expect(audit).toMatchObject({
        actor_user_id: staffId,
        action: 'mail.resend',
        before: { status: 'failed', attempts: OUTBOX_DELIVERY.maxAttempts, last_error: '550 No such user' },
      });
      // Rounds of the worker until it is sent: on a shared database other mails may be due first.
      const delivered: string[] = [];
      for (let round = 0; round < 100 && !delivered.includes(to('failed')); round += 1) {
        const count = await deliverDueMails({
          db: context.database.db,
          send: async (mail) => {
            delivered.push(mail.to);
          },
          log: delivering.log,
          now: () => new Date(),
        });
        if (count === 0) break;
      }
      expect(delivered).toContain(to('failed'));
      const [row] = await queryRows<{ sent_at: Date | null }>(
        context.database,
        sql`select sent_at from outbox where id = ${id}`,
      );
      expect(row!.sent_at).not.toBeNull();
    } finally {
      await delivering.close();
    }
    // Rounds of the worker over a shared outbox: other files' mails may come first.
  }, 180_000);

  it('while the worker makes the last attempt, resend answers 409; once it failed, resend queues it once', async () => {
    const staff = await signIn(STAFF);
    const recipient = to('last-try');
    await insertMails(context.database.db, [
      { recipient, subject: 'Mail last try', bodyText: 'Text\n', template: 'test.resend' },
    ]);
    await context.database.db.execute(
      sql`update outbox set attempts = ${OUTBOX_DELIVERY.maxAttempts - 1}, last_error = '421 busy',
          next_attempt_at = now() - interval '1 second' where recipient = ${recipient}`,
    );
    const id = await mailId(recipient);
    let isReached = false;
    let reach!: () => void;
    const reached = new Promise<void>((resolve) => {
      reach = resolve;
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const attempts: string[] = [];
    const round = () =>
      deliverDueMails({
        db: context.database.db,
        send: async (mail) => {
          if (mail.to !== recipient) return;
          attempts.push(mail.to);
          isReached = true;
          reach();
          await held;
          throw new Error('421 try again later');
        },
        log: context.app.log,
        now: () => new Date(),
      });
    // Rounds until the worker holds this mail's last attempt (other due mails may come first).
    let holding: Promise<number> | undefined;
    for (let index = 0; index < 100 && !isReached; index += 1) {
      const running = round();
      const count = await Promise.race([running, reached.then(() => -1)]);
      if (isReached) holding = running;
      else if (count === 0) break;
    }
    expect(holding).toBeDefined();
    const during = await staff.post(`/backoffice/api/mailbox/${id}/resend/`, {});
    expect(during.statusCode).toBe(409);
    expect(during.json().errors.detail).toBe(MESSAGES_EN['errors.mailBeingSent']);
    const listed = (await staff.get(`/backoffice/api/mailbox/?recipient=${recipient}`)).json();
    expect(listed.results).toMatchObject([{ id, status: 'retrying' }]);
    release();
    await holding;
    // The final failure is failed at once: one resend queues it, a second answers 409.
    const failed = (await staff.get(`/backoffice/api/mailbox/?recipient=${recipient}`)).json();
    expect(failed.results).toMatchObject([
      { id, status: 'failed', attempts: OUTBOX_DELIVERY.maxAttempts, last_error: '421 try again later' },
    ]);
    const resent = await staff.post(`/backoffice/api/mailbox/${id}/resend/`, {});
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ id, attempts: 0, last_error: null });
    const again = await staff.post(`/backoffice/api/mailbox/${id}/resend/`, {});
    expect(again.statusCode).toBe(409);
    expect(attempts).toEqual([recipient]);
    expect(
      await countRows(context.database, 'audit_log', `entity_type = 'mail' and entity_id = '${id}'`),
    ).toBe(1);
  }, 180_000);
});
