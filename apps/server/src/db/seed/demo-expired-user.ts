import { eq } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { companies, userGroups, users } from '../schema/index.js';
import type { GroupName } from './demo-access.js';

/**
 * A supplier user of Demo Parts whose password expired (changed 400 days ago, the limit being
 * 365): signing in leads to the reset-expired-password page. Outside DEMO_ACCOUNTS, whose users
 * sign in straight away; without random values, so the rest of the demo stays as it was.
 */
export const EXPIRED_PASSWORD_USER = {
  email: 'expired@demo.example',
  accountId: '12345A0001',
  passwordAgeDays: 400,
} as const;

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
