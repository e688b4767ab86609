import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { companies, userGroups, users } from '../db/schema/index.js';
import type { GroupName } from './demo-access.js';
import { EXPIRED_PASSWORD_USER } from './demo-accounts.js';

export async function insertExpiredPasswordUser(
  tx: Executor,
  input: { groupIds: Record<GroupName, number>; passwordHash: string; now: Date },
): Promise<void> {
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.cofor10, EXPIRED_PASSWORD_USER.accountId));
  if (!company) throw new Error('Demo Parts is missing');
  const [user] = await tx
    .insert(users)
    .values({
      companyId: company.id,
      email: EXPIRED_PASSWORD_USER.email,
      firstName: 'Hugo',
      lastName: 'Lambert',
      phone: '+33 3 81 47 20 18',
      passwordHash: input.passwordHash,
      passwordChangedAt: new Date(input.now.getTime() - EXPIRED_PASSWORD_USER.passwordAgeDays * 86_400_000),
      state: 'APPROVED',
      isActive: true,
      createdAt: new Date('2024-02-12T08:45:00Z'),
    })
    .returning({ id: users.id });
  await tx.insert(userGroups).values({ userId: user!.id, groupId: input.groupIds.supplier });
}
