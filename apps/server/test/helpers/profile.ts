import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client.js';
import { queryRows } from './database.js';

export type TestCompany = {
  id: number;
  accountId: string;
  users: { id: number; email: string }[];
  deliveryId: number | null;
  provisioningEmail: string;
};

/**
 * A company of its own for a test: `T…` (keeps its own delivery address) or a supplier-file
 * account id, with an approved billing and (for T) delivery address, a provisioning contact and
 * `userCount` active users in the supplier group, all with the demo password.
 */
export async function createTestCompany(
  database: DatabaseHandle,
  options: { isPortalMade: boolean; userCount?: number; deliveryState?: string },
): Promise<TestCompany> {
  const digits = String(randomInt(100_000_000, 999_999_999));
  const accountId = options.isPortalMade ? `T${digits}` : `${digits.slice(0, 5)}Z${digits.slice(5)}`;
  const [company] = await queryRows<{ id: number }>(
    database,
    sql`insert into companies (name, cofor10) values (${`Test company ${accountId}`}, ${accountId}) returning id`,
  );
  const companyId = Number(company!.id);
  const provisioningEmail = `provisioning-${randomUUID().slice(0, 8)}@test.example`;
  await database.db.execute(
    sql`insert into contacts (company_id, category, name, phone, email)
        values (${companyId}, 'PROVISIONING', 'Paula Provision', '0123456789', ${provisioningEmail})`,
  );
  await database.db.execute(
    sql`insert into addresses (company_id, category, is_primary, company_name, street_address, postal_code, city, country_code, state)
        values (${companyId}, 'BILLING', true, 'Billing name', '1 Bill Street', '75001', 'Paris', 'FR', 'APPROVED')`,
  );
  let deliveryId: number | null = null;
  if (options.isPortalMade) {
    const [delivery] = await queryRows<{ id: number }>(
      database,
      sql`insert into addresses (company_id, category, is_primary, company_name, street_address, postal_code, city, country_code, state)
          values (${companyId}, 'DELIVERY', true, 'Delivery name', '2 Dock Road', '88100', 'Saint-Dié', 'FR', ${options.deliveryState ?? 'APPROVED'})
          returning id`,
    );
    deliveryId = Number(delivery!.id);
  }
  const users: { id: number; email: string }[] = [];
  for (let index = 0; index < (options.userCount ?? 2); index += 1) {
    const email = `profile-${randomUUID().slice(0, 8)}@test.example`;
    const [user] = await queryRows<{ id: number }>(
      database,
      sql`insert into users (company_id, email, first_name, last_name, phone, password_hash, state, is_active)
          select ${companyId}, ${email}, 'First', ${`Last${index}`}, '0123456789', u.password_hash, 'APPROVED', true
          from users u where u.email = 'supplier@demo.example' order by u.id limit 1 returning id`,
    );
    const id = Number(user!.id);
    await database.db.execute(
      sql`insert into user_groups (user_id, group_id) select ${id}, id from groups where name = 'supplier'`,
    );
    users.push({ id, email });
  }
  return { id: companyId, accountId, users, deliveryId, provisioningEmail };
}
