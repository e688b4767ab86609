import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client.js';
import {
  requestAddressApproval,
  requestUserApproval,
} from '../../src/modules/accounts/account-codes/index.js';
import { createSettingsService } from '../../src/modules/platform/settings/index.js';
import { queryRows } from './database.js';

export type Registrant = { userId: number; companyId: number; email: string; accountId: string };

const PUBLIC_URL = 'http://localhost:3000';

/**
 * A registered user of a new company (as the registration leaves them): delivery address,
 * contacts, quota categories; in the given state.
 */
export async function createRegistrant(
  database: DatabaseHandle,
  options: { state?: string; registerCase?: string; cofor6?: string; language?: 'en' | 'fr' } = {},
): Promise<Registrant> {
  const tag = randomUUID().slice(0, 8);
  const accountId = `T${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const [company] = await queryRows<{ id: number }>(
    database,
    sql`insert into companies (name, cofor6, cofor10, vat_identification_no)
        values (${`Registrant ${tag} SARL`}, ${options.cofor6 ?? ''}, ${accountId}, 'FR12345678901')
        returning id`,
  );
  const companyId = Number(company!.id);
  const email = `registrant-${tag}@test.example`;
  const [user] = await queryRows<{ id: number }>(
    database,
    sql`insert into users (company_id, email, first_name, last_name, password_hash, state, is_active,
          is_first_user, register_case, language)
        select ${companyId}, ${email}, 'Rita', 'Registrant', u.password_hash,
          ${options.state ?? 'CLIENT_APPROVAL_REQUESTED'}, true, true, ${options.registerCase ?? 'COFOR6'},
          ${options.language ?? 'en'}
        from users u where u.email = 'supplier@demo.example' limit 1
        returning id`,
  );
  const userId = Number(user!.id);
  await database.db.execute(
    sql`insert into user_groups (user_id, group_id) select ${userId}, id from groups where name = 'supplier'`,
  );
  await database.db.execute(
    sql`insert into addresses (company_id, category, is_primary, company_name, street_address, postal_code, city, country_code, state)
        values (${companyId}, 'BILLING', true, 'Registrant', '1 Rue A', '75001', 'Paris', 'FR', 'APPROVED'),
               (${companyId}, 'DELIVERY', true, 'Registrant', '2 Rue B', '69001', 'Lyon', 'FR', 'CLIENT_APPROVAL_REQUESTED')`,
  );
  await database.db.execute(
    sql`insert into contacts (company_id, category, name, phone, email)
        values (${companyId}, 'PROVISIONING', 'Paul', '0102030405', 'paul@test.example'),
               (${companyId}, 'COMMERCIAL', 'Claire', '0102030406', 'claire@test.example')`,
  );
  await database.db.execute(
    sql`insert into company_quota_categories (company_id, product_group_id)
        select ${companyId}, id from product_groups where name in ('Original Part', 'MOPAR')`,
  );
  return { userId, companyId, email, accountId };
}

function codeFrom(body: string, path: string): string {
  const match = body.match(new RegExp(`${path}/([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`no ${path} link in the mail`);
  return match[1]!;
}

/** Asks the approvers as the confirmation does; the code from the mail written to the outbox. */
export async function requestApprovalCode(
  database: DatabaseHandle,
  userId: number,
  now = new Date(),
): Promise<string> {
  // A snapshot: PGlite has one connection, a settings read beside the transaction would wait.
  const settings = await createSettingsService(database.db).snapshot();
  await database.db.transaction((tx) =>
    requestUserApproval(tx, { settings, now, publicUrl: PUBLIC_URL }, userId),
  );
  const [mail] = await queryRows<{ body_text: string }>(
    database,
    sql`select body_text from outbox where template = 'approval.user' and (payload->>'userId')::int = ${userId}
        order by id desc limit 1`,
  );
  return codeFrom(mail!.body_text, '/accounts/client_confirmation');
}

/** The delivery address of a company, asked for approval; the code from the mail. */
export async function requestAddressCode(
  database: DatabaseHandle,
  addressId: number,
  now = new Date(),
): Promise<string> {
  // A snapshot: PGlite has one connection, a settings read beside the transaction would wait.
  const settings = await createSettingsService(database.db).snapshot();
  await database.db.transaction((tx) =>
    requestAddressApproval(tx, { settings, now, publicUrl: PUBLIC_URL }, addressId),
  );
  const [mail] = await queryRows<{ body_text: string }>(
    database,
    sql`select body_text from outbox where template = 'approval.address' and (payload->>'addressId')::int = ${addressId}
        order by id desc limit 1`,
  );
  return codeFrom(mail!.body_text, '/accounts/client_address_confirmation');
}

/** The company's delivery address id. */
export async function deliveryAddressOf(database: DatabaseHandle, companyId: number): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    database,
    sql`select id from addresses where company_id = ${companyId} and category = 'DELIVERY' order by id limit 1`,
  );
  return Number(row!.id);
}

/** Mails of a template to a recipient, newest first. */
export async function mailsTo(database: DatabaseHandle, recipient: string, template: string) {
  return queryRows<{ subject: string; body_text: string; body_html: string; language: string }>(
    database,
    sql`select subject, body_text, body_html, language from outbox
        where lower(recipient) = lower(${recipient}) and template = ${template} order by id desc`,
  );
}
