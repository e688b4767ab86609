import type { Executor } from '../db/client.js';
import {
  extraServices,
  printFieldDefinitions,
  productExtraServices,
  productGroups,
  products,
} from '../db/schema/index.js';
import { buildPrintFields } from './demo-print-fields.js';
import { buildOverlaySpecification } from './demo-print-preview.js';
import {
  buildLabelTypeCode,
  buildProductDescription,
  EXTRA_SERVICE_DEFINITIONS,
  type ExtraServiceCategory,
  PRODUCT_DEFINITIONS,
  PRODUCT_GROUP_DEFINITIONS,
  type PrintLayout,
  type ProductGroupName,
} from './demo-products.js';

/** Where the product images are served (apps/server/assets/products). */
export const PRODUCT_IMAGE_PREFIX = '/media/products/';

export type CatalogueProduct = {
  id: number;
  reference: string;
  group: ProductGroupName;
  productGroupId: number;
  labelsPerUnit: number;
  unitPrice: string;
  services: readonly ExtraServiceCategory[];
  printLayout: PrintLayout | undefined;
  /** The printing service's fields (pk and name), in index order; empty without printing. */
  printFields: { id: number; name: string }[];
};

export type Catalogue = {
  groupIds: Record<ProductGroupName, number>;
  services: Record<ExtraServiceCategory, { id: number; fee: string }>;
  products: CatalogueProduct[];
  byReference: (reference: string) => CatalogueProduct;
};

/** Inserts product groups, extra services, products and their print data forms. */
export async function insertCatalogue(tx: Executor): Promise<Catalogue> {
  const groupRows = await tx
    .insert(productGroups)
    .values(
      PRODUCT_GROUP_DEFINITIONS.map((g, i) => ({ name: g.name, sortIndex: i + 1, isQuotaCategory: g.quota })),
    )
    .returning({ id: productGroups.id, name: productGroups.name });
  const groupIds = Object.fromEntries(groupRows.map((r) => [r.name, r.id])) as Record<
    ProductGroupName,
    number
  >;

  const serviceRows = await tx
    .insert(extraServices)
    .values(EXTRA_SERVICE_DEFINITIONS.map((s) => ({ category: s.category, name: s.name, fee: s.fee })))
    .returning({ id: extraServices.id, category: extraServices.category, fee: extraServices.fee });
  const services = Object.fromEntries(
    serviceRows.map((r) => [r.category, { id: r.id, fee: r.fee }]),
  ) as Catalogue['services'];

  const imageOf = new Map(
    PRODUCT_GROUP_DEFINITIONS.map((g) => [g.name, `${PRODUCT_IMAGE_PREFIX}${g.image}`]),
  );
  const productRows = await tx
    .insert(products)
    .values(
      PRODUCT_DEFINITIONS.map((p) => {
        const labelTypeCode = buildLabelTypeCode(p);
        return {
          productGroupId: groupIds[p.group],
          customerReference: p.reference,
          description: buildProductDescription(p),
          labelLength: p.size[0].toFixed(2),
          labelWidth: p.size[1].toFixed(2),
          labelsPerUnit: p.labelsPerUnit,
          windingDirection: p.winding,
          rewindFlag: p.rewind ?? false,
          note: p.note ?? { en: '' },
          image: imageOf.get(p.group) ?? '',
          destination: p.destination,
          options: p.ribbon ? ['PRODUCT_OPTION_RIBBON'] : [],
          labelTypeCode,
          overlaySpecification: p.printLayout ? buildOverlaySpecification(labelTypeCode, p.printLayout) : {},
          unitPrice: p.unitPrice,
          createdAt: new Date('2019-01-07T09:00:00Z'),
        };
      }),
    )
    .returning({ id: products.id, reference: products.customerReference });
  const idOf = new Map(productRows.map((r) => [r.reference, r.id]));

  const catalogueProducts: CatalogueProduct[] = PRODUCT_DEFINITIONS.map((p) => ({
    id: idOf.get(p.reference) as number,
    reference: p.reference,
    group: p.group,
    productGroupId: groupIds[p.group],
    labelsPerUnit: p.labelsPerUnit,
    unitPrice: p.unitPrice,
    services: p.services ?? [],
    printLayout: p.printLayout,
    printFields: [],
  }));

  const links = catalogueProducts.flatMap((p) =>
    p.services.map((category) => ({ productId: p.id, extraServiceId: services[category].id })),
  );
  if (links.length > 0) await tx.insert(productExtraServices).values(links);

  for (const product of catalogueProducts) {
    if (!product.printLayout) continue;
    const fields = buildPrintFields(product.printLayout);
    product.printFields = await tx
      .insert(printFieldDefinitions)
      .values(fields.map((f) => ({ ...f, productId: product.id, extraServiceId: services.PRINTING.id })))
      .returning({ id: printFieldDefinitions.id, name: printFieldDefinitions.name });
  }

  const byReference = (reference: string): CatalogueProduct => {
    const found = catalogueProducts.find((p) => p.reference === reference);
    if (!found) throw new Error(`unknown demo product ${reference}`);
    return found;
  };
  return { groupIds, services, products: catalogueProducts, byReference };
}
