import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client.js';
import { queryRows } from './database.js';

const ALPHABET = 'BCDFGHJKLMNPQRSTVWXYZ';

/** Five random consonants: label ids `<prefix>0000001` upwards are unique to the call. */
function labelPrefix(): string {
  return Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

export type ShippedOrder = { orderPk: number; orderId: string; spoolNo: string; labelIds: string[] };

/**
 * A SHIPPED order of the company (shipped at `shippedAt`) with one roll of `labels` labels, none
 * activated, made with set-based SQL (10,000 labels in one statement). remove() deletes it again.
 */
export async function createShippedOrder(
  database: DatabaseHandle,
  companyId: number,
  shippedAt: Date,
  labels = 5,
): Promise<ShippedOrder> {
  const tag = randomUUID().slice(0, 8).toUpperCase();
  const orderId = `T-${tag}`;
  const spoolNo = `TS-${tag}`;
  const prefix = labelPrefix();
  const objectBase = 10 ** 12 + randomInt(1, 1_000_000) * 100_000;
  const [order] = await queryRows<{ id: number }>(
    database,
    sql`insert into orders (order_id, company_id, user_id, state, delivery_address, billing_address,
          labels_total, handling_costs, handling_sub_costs_operator, delivery_costs, total, label_count, created_at)
        select ${orderId}, ${companyId}, u.id, 'SHIPPED', '{}'::jsonb, '{}'::jsonb, 0, 0, 0, 0, 0, ${labels},
          ${shippedAt.toISOString()}::timestamptz
        from users u where u.company_id = ${companyId} order by u.id limit 1
        returning id`,
  );
  const orderPk = Number(order!.id);
  await database.db.execute(
    sql`insert into order_state_changes (order_id, from_state, to_state, created_at)
        values (${orderPk}, 'IN_PRODUCTION', 'SHIPPED', ${shippedAt.toISOString()}::timestamptz)`,
  );
  await database.db.execute(
    sql`with position as (
          insert into order_positions (order_id, uuid, product_id, quantity, unit_price, total)
          values (${orderPk}, gen_random_uuid(), (select min(id) from products), ${labels}, 0, 0)
          returning id, product_id
        ), spool as (
          insert into spools (spool_no, product_id, order_position_id, company_id, label_count)
          select ${spoolNo}, product_id, id, ${companyId}, ${labels} from position
          returning id
        )
        insert into labels (label_id, object_id, spool_id)
        select ${prefix} || lpad(n::text, 7, '0'), ${objectBase}::bigint + n, spool.id
        from spool, generate_series(1, ${labels}::int) as n`,
  );
  const labelIds = Array.from(
    { length: labels },
    (_, index) => `${prefix}${String(index + 1).padStart(7, '0')}`,
  );
  return { orderPk, orderId, spoolNo, labelIds };
}

/** Deletes orders made by createShippedOrder (their rolls and labels with them). */
export async function removeShippedOrders(database: DatabaseHandle, orders: readonly ShippedOrder[]) {
  for (const order of orders) {
    await database.db.execute(sql`delete from spools where spool_no = ${order.spoolNo}`);
    await database.db.execute(sql`delete from orders where id = ${order.orderPk}`);
  }
}

/** A new staff user holding only the given rights (a group of its own), with the demo password. */
export async function createStaffWithRights(
  database: DatabaseHandle,
  rights: readonly string[],
): Promise<{ email: string; accountId: string }> {
  const tag = randomUUID().slice(0, 8);
  const email = `staff-${tag}@test.example`;
  const [user] = await queryRows<{ id: number; account_id: string }>(
    database,
    sql`insert into users (company_id, email, password_hash, state, is_active)
        select u.company_id, ${email}, u.password_hash, 'APPROVED', true
        from users u where u.email = 'staff@demo.example'
        returning id, (select cofor10 from companies c where c.id = users.company_id) as account_id`,
  );
  const [group] = await queryRows<{ id: number }>(
    database,
    sql`insert into groups (name, description) values (${`test-${tag}`}, 'test') returning id`,
  );
  for (const right of rights) {
    await database.db.execute(
      sql`insert into group_rights (group_id, "right") values (${group!.id}, ${right})`,
    );
  }
  await database.db.execute(
    sql`insert into user_groups (user_id, group_id) values (${user!.id}, ${group!.id})`,
  );
  return { email, accountId: user!.account_id };
}
