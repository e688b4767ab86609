import type { Executor } from '../db/client.js';
import {
  companies,
  companyProductGroupRights,
  companyQuotaCategories,
  contacts,
  licensingEvents,
  userGroups,
  users,
} from '../db/schema/index.js';
import type { GroupName } from './demo-access.js';
import { insertAddresses } from './demo-addresses.js';
import type { Catalogue } from './demo-catalogue.js';
import {
  buildContacts,
  buildDestinations,
  buildDuns,
  buildPartNumbers,
  buildPhone,
  buildVatNumber,
} from './demo-company-details.js';
import { AWAITING_ACTIVATION_USER, EXTRA_COMPANIES } from './demo-company-extras.js';
import { CORE_COMPANIES, type DemoCompany } from './demo-company-list.js';
import { PRODUCT_GROUP_DEFINITIONS } from './demo-products.js';
import type { SeededCompanies, SeededCompany } from './demo-seeded.js';
import type { Prng } from './prng.js';

type Input = {
  catalogue: Catalogue;
  groupIds: Record<GroupName, number>;
  passwordHash: string;
  prng: Prng;
  now: Date;
};

function buildCofor6(company: DemoCompany): string {
  return company.kind === 'SUPPLIER' && !company.cofor10.startsWith('T') ? company.cofor10.slice(0, 6) : '';
}

/** Companies with their users, addresses, contacts, product-group rights, quota categories and contracts. */
export async function insertCompanies(tx: Executor, input: Input): Promise<SeededCompanies> {
  const { prng, catalogue } = input;
  const definitions = [...CORE_COMPANIES, ...EXTRA_COMPANIES];
  const companyRows = await tx
    .insert(companies)
    .values(
      definitions.map((c, i) => ({
        kind: c.kind,
        name: c.name,
        cofor6: buildCofor6(c),
        cofor10: c.cofor10,
        companyGroup: c.internal ? ('INTERNAL_SUPPLIERS' as const) : ('EXTERNAL_SUPPLIERS' as const),
        vatIdentificationNo: buildVatNumber(prng, c.address.country),
        duns: buildDuns(prng),
        companyReference: c.kind === 'SUPPLIER' ? `K${String(10001 + i)}` : '',
        destination: c.kind === 'SUPPLIER' ? buildDestinations(prng) : '',
        partNumbers: c.kind === 'SUPPLIER' ? buildPartNumbers(prng) : '',
        transportRestriction: c.transportRestriction ?? ('NONE' as const),
        handlingIncluded: c.handlingIncluded ?? false,
        blockedForOrdering: c.blockedForOrdering ?? false,
        blockedCompletely: c.blockedCompletely ?? false,
        registeredAt: new Date(`${c.registeredAt}T08:30:00Z`),
        createdAt: new Date(`${c.registeredAt}T08:30:00Z`),
      })),
    )
    .returning({ id: companies.id, cofor10: companies.cofor10 });
  const companyIdOf = new Map(companyRows.map((r) => [r.cofor10, r.id]));
  const seeded: SeededCompany[] = definitions.map((definition) => ({
    key: definition.key,
    id: companyIdOf.get(definition.cofor10) as number,
    definition,
    userIds: [],
    billing: undefined,
    delivery: undefined,
  }));
  const byKey = (key: string): SeededCompany => {
    const found = seeded.find((c) => c.key === key);
    if (!found) throw new Error(`unknown demo company ${key}`);
    return found;
  };

  const userPlan = seeded.flatMap((company) =>
    company.definition.users.map((user, i) => ({ company, user, first: i === 0 })),
  );
  const awaiting = byKey(AWAITING_ACTIVATION_USER.companyKey);
  userPlan.push({ company: awaiting, user: AWAITING_ACTIVATION_USER.user, first: false });
  const userRows = await tx
    .insert(users)
    .values(
      userPlan.map(({ company, user, first }) => ({
        companyId: company.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        phone: buildPhone(prng, company.definition.address.country),
        passwordHash: input.passwordHash,
        passwordChangedAt: input.now,
        isActive: true,
        isFirstUser: first,
        state: user.state ?? ('APPROVED' as const),
        language:
          company.definition.address.country === 'FR' && !user.email.endsWith('@demo.example')
            ? ('fr' as const)
            : ('en' as const),
        createdAt: new Date(`${company.definition.registeredAt}T08:45:00Z`),
      })),
    )
    .returning({ id: users.id });
  userPlan.forEach((plan, i) => {
    plan.company.userIds.push((userRows[i] as { id: number }).id);
  });
  await tx.insert(userGroups).values(
    userPlan.map((plan, i) => ({
      userId: (userRows[i] as { id: number }).id,
      groupId: input.groupIds[plan.user.group],
    })),
  );

  const suppliers = seeded.filter((c) => c.definition.kind === 'SUPPLIER');
  await insertAddresses(tx, suppliers);
  await tx
    .insert(contacts)
    .values(
      suppliers.flatMap((c) =>
        buildContacts(prng, c.definition).map((contact) => ({ ...contact, companyId: c.id })),
      ),
    );

  const rights = suppliers.flatMap((c) =>
    PRODUCT_GROUP_DEFINITIONS.map((g) => ({
      companyId: c.id,
      productGroupId: catalogue.groupIds[g.name],
      canOrder: c.definition.productGroups.includes(g.name),
    })),
  );
  await tx.insert(companyProductGroupRights).values(rights);
  const quotaGroups = new Set(PRODUCT_GROUP_DEFINITIONS.filter((g) => g.quota).map((g) => g.name));
  await tx
    .insert(companyQuotaCategories)
    .values(
      suppliers.flatMap((c) =>
        c.definition.productGroups
          .filter((g) => quotaGroups.has(g))
          .map((g) => ({ companyId: c.id, productGroupId: catalogue.groupIds[g] })),
      ),
    );
  await tx.insert(licensingEvents).values(
    suppliers.flatMap((c) =>
      c.definition.productGroups.map((g) => ({
        companyId: c.id,
        productGroupId: catalogue.groupIds[g],
        type: 'CONTRACT' as const,
        amount:
          c.key === 'demo-parts'
            ? g === 'Original Part'
              ? 5_000_000
              : 2_000_000
            : prng.pick([500_000, 1_000_000, 2_000_000, 3_000_000]),
        createdAt: new Date(`${c.definition.registeredAt}T10:00:00Z`),
      })),
    ),
  );
  return { all: seeded, byKey };
}
