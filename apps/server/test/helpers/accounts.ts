import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../src/db/client.js';
import { queryRows } from './database.js';

export type CreatedUser = { id: number; email: string; accountId: string };

/**
 * A new approved, active user in the same company and groups as a demo user, with the same
 * password: a test changes this user's state instead of a demo account other tests rely on.
 */
export async function createUserLike(database: DatabaseHandle, templateEmail: string): Promise<CreatedUser> {
  const email = `user-${randomUUID().slice(0, 8)}@test.example`;
  const [row] = await queryRows<{ id: number; account_id: string }>(
    database,
    sql`insert into users (company_id, email, password_hash, state, is_active)
        select u.company_id, ${email}, u.password_hash, 'APPROVED', true
        from users u where u.email = ${templateEmail} order by u.id limit 1
        returning id, (select cofor10 from companies c where c.id = users.company_id) as account_id`,
  );
  if (!row) throw new Error(`No demo user ${templateEmail}`);
  await database.db.execute(
    sql`insert into user_groups (user_id, group_id)
        select ${row.id}, g.group_id from user_groups g
        where g.user_id = (select id from users where email = ${templateEmail} order by id limit 1)`,
  );
  return { id: Number(row.id), email, accountId: row.account_id };
}

/**
 * Changes a user's active flag and state as the back office or the approval does: in one
 * transaction that also tells every server process to read the user's sessions again.
 */
export async function updateUserStatus(
  app: FastifyInstance,
  database: DatabaseHandle,
  userId: number,
  status: { isActive?: boolean; state?: string },
): Promise<void> {
  await database.db.transaction(async (tx) => {
    if (status.isActive !== undefined) {
      await tx.execute(sql`update users set is_active = ${status.isActive} where id = ${userId}`);
    }
    if (status.state !== undefined) {
      await tx.execute(sql`update users set state = ${status.state} where id = ${userId}`);
    }
    await app.sessions.refreshUserSessions(userId, tx);
  });
}
