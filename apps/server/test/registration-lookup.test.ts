import { describe, expect, it } from 'vitest';
import type { Executor } from '../src/db/client.js';
import { buildLookupOptions } from '../src/modules/accounts/registration/lookup.service.js';
import type { SupplierEntry } from '../src/modules/accounts/registration/registration.repository.js';
import { createTestCompany } from './helpers/profile.js';
import { useTestApp } from './helpers/test-app.js';

const context = useTestApp();

/** The database, counting the statements started through it (select, insert, update, delete, execute). */
function countingExecutor(db: Executor) {
  let count = 0;
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (
        typeof value !== 'function' ||
        !['select', 'insert', 'update', 'delete', 'execute'].includes(String(property))
      )
        return value;
      return (...args: unknown[]) => {
        count += 1;
        return value.apply(target, args);
      };
    },
  });
  return { db: proxy, count: () => count };
}

function entryOf(index: number, cofor10: string): SupplierEntry {
  return {
    id: index,
    supplierFileId: 1,
    cofor6: '88877Q',
    cofor10,
    name: `Site ${index}`,
    streetAddress: `${index} Site Street`,
    postalCode: '25000',
    city: 'Besançon',
    countryCode: 'FR',
    companyGroup: 'EXTERNAL_SUPPLIERS',
    restricted: false,
  } as SupplierEntry;
}

describe('the company-code lookup of a COFOR6 with many sites', () => {
  it('prefills each site from its own company, with the same few statements for 3 sites or 40', async () => {
    const first = await createTestCompany(context.database, { isPortalMade: false, userCount: 1 });
    const second = await createTestCompany(context.database, { isPortalMade: false, userCount: 1 });
    const entries = [entryOf(1, first.accountId), entryOf(2, '88877Q9999'), entryOf(3, second.accountId)];
    const small = countingExecutor(context.database.db);
    const options = await buildLookupOptions(small.db, entries, 'COFOR6', 'en');
    expect(options.map((option) => [option.index, option.prefill.is_known_company])).toEqual([
      [0, true],
      [1, false],
      [2, true],
    ]);
    expect(options[0]!.prefill.contacts.map((contact) => contact.email)).toEqual([first.provisioningEmail]);
    expect(options[2]!.prefill.contacts.map((contact) => contact.email)).toEqual([second.provisioningEmail]);
    expect(options[0]!.prefill.company_profile.cofor10).toBe(first.accountId);
    expect(options[1]!.prefill).toMatchObject({
      company_profile: { name: 'Site 2', cofor10: '88877Q9999' },
      contacts: [],
      addresses: [{ category: 'BILLING', street_address: '2 Site Street' }],
    });
    const many = countingExecutor(context.database.db);
    const manyEntries = Array.from({ length: 40 }, (_, index) =>
      entryOf(index, index % 2 === 0 ? first.accountId : `88877Q${String(index).padStart(4, '0')}`),
    );
    expect(await buildLookupOptions(many.db, manyEntries, 'COFOR6', 'en')).toHaveLength(40);
    expect(many.count()).toBe(small.count());
    expect(small.count()).toBeLessThanOrEqual(4);
  });
});
