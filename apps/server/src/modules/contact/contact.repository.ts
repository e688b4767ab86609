import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { companies, users } from '../../db/schema/index.js';

/** Who sends a contact message: the user's name, e-mail, phone and language, and the company. */
export async function findSender(db: Executor, userId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      language: users.language,
      companyId: companies.id,
      companyName: companies.name,
      accountId: companies.cofor10,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row;
}
