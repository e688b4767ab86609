import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client.js';
import { queryRows } from './database.js';

type AddressState = 'APPROVED' | 'CLIENT_APPROVAL_REQUESTED';

/** A distribution address of the company in the given state; its pk. */
export async function createDistributionAddress(
  database: DatabaseHandle,
  companyId: number,
  state: AddressState = 'APPROVED',
  companyName = `Recipient ${randomUUID().slice(0, 6)}`,
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    database,
    sql`insert into addresses (company_id, category, is_primary, company_name, street_address, postal_code, city, country_code, state)
        values (${companyId}, 'DISTRIBUTION', false, ${companyName}, '5 Quai du Port', '57000', 'Metz', 'FR', ${state})
        returning id`,
  );
  return Number(row!.id);
}

/**
 * `count` rolls of the company (product: the first one of the catalogue), numbered
 * `<prefix>-0001` upwards with a prefix unique to the call; their spool numbers in order.
 */
export async function createSpools(database: DatabaseHandle, companyId: number, count: number) {
  const prefix = `T${randomUUID().slice(0, 8).toUpperCase()}`;
  await database.db.execute(
    sql`insert into spools (spool_no, product_id, company_id, label_count)
        select ${prefix} || '-' || lpad(n::text, 4, '0'), (select min(id) from products), ${companyId}, 50
        from generate_series(1, ${count}::int) as n`,
  );
  return Array.from({ length: count }, (_, index) => `${prefix}-${String(index + 1).padStart(4, '0')}`);
}

/** A rejected distribution proposal of the company (decision 101); its pk. */
export async function createDistributionRejection(
  database: DatabaseHandle,
  companyId: number,
  feedback = 'Postal code wrong',
): Promise<number> {
  const snapshot = {
    company_name: 'Rejected Recipient',
    street_address: '1 Wrong Street',
    address_details: '',
    postal_code: '1',
    city: 'Nowhere',
    country_code: 'FR',
  };
  const [row] = await queryRows<{ id: number }>(
    database,
    sql`insert into address_rejections (company_id, category, snapshot, feedback)
        values (${companyId}, 'DISTRIBUTION', ${JSON.stringify(snapshot)}::jsonb, ${feedback}) returning id`,
  );
  return Number(row!.id);
}
