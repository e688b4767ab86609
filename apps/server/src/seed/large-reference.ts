import { SETTING_DEFAULTS, type SettingKey } from '@label-portal/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.js';
import {
  extraServices,
  groups,
  printFieldDefinitions,
  productExtraServices,
  productGroups,
  products,
  settings,
  userGroups,
  users,
} from '../db/schema/index.js';
import { hashPassword } from '../lib/password-hash.js';
import { DEMO_PASSWORD } from './demo-accounts.js';
import { buildSamplePrintValues } from './demo-print-preview.js';

export type LargeProduct = {
  id: number;
  productGroupId: number;
  groupBit: number;
  unitPrice: string;
  labelsPerUnit: number;
  /** S: standard full rolls, P: partial rolls only, X: printed labels. */
  kind: 'S' | 'P' | 'X';
  serviceData: unknown[];
};

export type LargeReference = {
  supplierGroupId: number;
  staffUserId: number | null;
  passwordHash: string;
  productGroups: { id: number; bit: number; quota: boolean }[];
  products: LargeProduct[];
  fees: { threshold: string; smallOrder: string; delivery: string; partialRoll: string; printDesign: string };
};

/** A money setting as stored (staff may have changed it), else its default. */
async function readSetting(handle: DatabaseHandle, key: SettingKey): Promise<string> {
  const [row] = await handle.db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return String(row?.value ?? SETTING_DEFAULTS[key]);
}

/** What the large data set builds on: the demo's groups, catalogue, fees and a staff user. */
export async function loadLargeReference(handle: DatabaseHandle): Promise<LargeReference> {
  const { db } = handle;
  const [supplier] = await db.select({ id: groups.id }).from(groups).where(eq(groups.name, 'supplier'));
  const groupRows = await db
    .select()
    .from(productGroups)
    .orderBy(asc(productGroups.sortIndex), asc(productGroups.id));
  const productRows = await db
    .select()
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id));
  const serviceRows = await db.select().from(extraServices);
  if (!supplier || groupRows.length === 0 || productRows.length === 0 || serviceRows.length === 0) {
    throw new Error('the large data set builds on the demo: seed the demo first');
  }
  const [staff] = await db
    .select({ id: userGroups.userId })
    .from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.groupId))
    .where(eq(groups.name, 'provider_staff'))
    .limit(1);
  const [demoUser] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, 'supplier@demo.example'));

  const service = (category: string) => serviceRows.find((s) => s.category === category);
  const links = await db.select().from(productExtraServices);
  const fields = await db
    .select({
      productId: printFieldDefinitions.productId,
      id: printFieldDefinitions.id,
      name: printFieldDefinitions.name,
    })
    .from(printFieldDefinitions)
    .where(
      inArray(
        printFieldDefinitions.productId,
        productRows.map((p) => p.id),
      ),
    )
    .orderBy(asc(printFieldDefinitions.productId), asc(printFieldDefinitions.index));
  const sample = buildSamplePrintValues('DUAL_MARKET', 0);
  const bitOf = new Map(groupRows.map((g, i) => [g.id, 1 << i]));

  const largeProducts = productRows.map((p): LargeProduct => {
    const categories = links
      .filter((l) => l.productId === p.id)
      .map((l) => serviceRows.find((s) => s.id === l.extraServiceId)?.category);
    const base = {
      id: p.id,
      productGroupId: p.productGroupId,
      groupBit: bitOf.get(p.productGroupId) ?? 0,
      unitPrice: p.unitPrice,
      labelsPerUnit: p.labelsPerUnit,
    };
    const printing = service('PRINTING');
    const printDesign = service('PRINT_DESIGN');
    if (categories.includes('PRINTING') && printing && printDesign) {
      const ownFields = fields
        .filter((f) => f.productId === p.id)
        .map((f) => ({ pk: f.id, name: f.name, value: sample[f.name] ?? null }));
      return {
        ...base,
        kind: 'X',
        serviceData: [
          { extra_service: printDesign.id, category: 'PRINT_DESIGN' },
          { extra_service: printing.id, category: 'PRINTING', fields: ownFields },
        ],
      };
    }
    const partial = service('PARTIAL_ROLL');
    if (categories.includes('PARTIAL_ROLL') && partial) {
      return { ...base, kind: 'P', serviceData: [{ extra_service: partial.id, category: 'PARTIAL_ROLL' }] };
    }
    return { ...base, kind: 'S', serviceData: [] };
  });

  return {
    supplierGroupId: supplier.id,
    staffUserId: staff?.id ?? null,
    passwordHash: demoUser?.hash ?? (await hashPassword(DEMO_PASSWORD)),
    productGroups: groupRows.map((g, i) => ({ id: g.id, bit: 1 << i, quota: g.isQuotaCategory })),
    products: largeProducts,
    fees: {
      threshold: await readSetting(handle, 'orders.handling_fee_threshold'),
      smallOrder: await readSetting(handle, 'orders.small_order_fee'),
      delivery: await readSetting(handle, 'orders.delivery_fee'),
      partialRoll: service('PARTIAL_ROLL')?.fee ?? '0.00',
      printDesign: service('PRINT_DESIGN')?.fee ?? '0.00',
    },
  };
}
