import {
  type Language,
  type LocalizedText,
  type PrintField,
  type Product,
  pickText,
} from '@label-portal/contract';
import type { Executor } from '../../../db/client.js';
import { countryName } from '../../../lib/countries.js';
import {
  findExtraServicesOfProducts,
  findOrderableGroupIds,
  findOrderableProducts,
  findOrderableProductsByIds,
  findPrintFieldsOfProducts,
  findServicesAndFeesOfProducts,
  type PrintFieldRow,
  type ProductExtraServiceRow,
  type ProductRow,
} from './catalogue.repository.js';
import type { CatalogueSnapshot } from './catalogue-snapshot.js';
import { compareProducts } from './product-order.js';

/**
 * A field's choices in a language. A country field's choices are named by the maintained country
 * names (lib/countries.ts) in that language; other choices by their stored texts.
 */
function toOptions(row: PrintFieldRow, language: Language): { value: string; label: string }[] {
  const isCountry = row.fieldType === 'COUNTRY_CODE';
  return row.options.map((option) => ({
    value: option.value,
    label: isCountry ? countryName(option.value, language) : pickText(option.label, language),
  }));
}

/** A print field definition with its texts in the language asked (fallback English). */
export function toPrintField(row: PrintFieldRow, language: Language): PrintField {
  const text = (value: LocalizedText) => pickText(value, language);
  return {
    pk: row.id,
    index: row.index,
    name: row.name,
    label: text(row.label),
    description: text(row.description),
    type: row.type,
    field_type: row.fieldType,
    validation: row.validation,
    validation_message: text(row.validationMessage),
    default_value: row.defaultValue,
    read_only: row.readOnly,
    dependencies: row.dependencies,
    linked: row.linked,
    options: toOptions(row, language),
    format: row.format,
  };
}

/** A product row as the supplier sees it, texts in the language asked (fallback English). */
function toProduct(
  row: ProductRow,
  services: readonly ProductExtraServiceRow[],
  fields: readonly PrintFieldRow[],
  isBlocked: boolean,
  language: Language,
): Product {
  const text = (value: LocalizedText) => pickText(value, language);
  return {
    pk: row.id,
    customer_reference: row.customerReference,
    description: text(row.description),
    destination: text(row.destination),
    product_group: { pk: row.productGroupId, name: row.groupName, sort_index: row.groupSortIndex },
    labels_per_unit: row.labelsPerUnit,
    label_length: Number(row.labelLength),
    label_width: Number(row.labelWidth),
    winding_direction: row.windingDirection,
    rewind_flag: row.rewindFlag,
    note: text(row.note),
    image: row.image,
    blocked: isBlocked || row.isBlocked,
    product_blocked: row.isBlocked,
    product_options: row.options,
    extra_services: services.map((service) => ({
      pk: service.id,
      category: service.category,
      name: text(service.name),
      image: service.image,
      fee: service.fee,
    })),
    unit_price: row.unitPrice,
    label_type_code: row.labelTypeCode,
    overlay_specification: row.overlaySpecification,
    print_fields: fields.map((field) => toPrintField(field, language)),
  };
}

/**
 * The products a company may order, sorted, each marked blocked when the company is blocked, with
 * their texts in the language asked (fallback English). With a snapshot (the screens), the
 * catalogue comes from memory and only the company's rights from the database; without one (inside
 * an order's transaction), everything is read from the database.
 */
export async function listOrderableProducts(
  db: Executor,
  companyId: number,
  isBlocked: boolean,
  language: Language,
  snapshot?: CatalogueSnapshot,
  orderableGroupIds?: readonly number[],
): Promise<Product[]> {
  if (snapshot) {
    const groupIds = new Set(orderableGroupIds ?? (await findOrderableGroupIds(db, companyId)));
    return snapshot.activeProducts
      .filter((row) => groupIds.has(row.productGroupId))
      .map((row) =>
        toProduct(
          row,
          snapshot.extraServicesOf.get(row.id) ?? [],
          snapshot.printFieldsOf.get(row.id) ?? [],
          isBlocked,
          language,
        ),
      );
  }
  const rows = (await findOrderableProducts(db, companyId)).sort(compareProducts);
  const ids = rows.map((row) => row.id);
  const [services, fields] = await Promise.all([
    findExtraServicesOfProducts(db, ids),
    findPrintFieldsOfProducts(db, ids),
  ]);
  return rows.map((row) =>
    toProduct(
      row,
      services.filter((service) => service.productId === row.id),
      fields.filter((field) => field.productId === row.id),
      isBlocked,
      language,
    ),
  );
}

/**
 * What pricing a send needs, read in its transaction: of the products ordered, those the company
 * may order (as listOrderableProducts shows them), and every extra service's fee by category. Only
 * the ordered products are read, in three statements whatever the catalogue's size.
 */
export async function listOrderedProducts(
  db: Executor,
  companyId: number,
  isBlocked: boolean,
  language: Language,
  productIds: number[],
): Promise<{ products: Product[]; fees: { category: string; fee: string }[] }> {
  const ids = [...new Set(productIds)];
  const [rows, { services, fees }, fields] = await Promise.all([
    findOrderableProductsByIds(db, companyId, ids),
    findServicesAndFeesOfProducts(db, ids),
    findPrintFieldsOfProducts(db, ids),
  ]);
  const orderable = new Set(rows.map((row) => row.id));
  const servicesOf = groupByProduct(services.filter((service) => orderable.has(service.productId)));
  const fieldsOf = groupByProduct(fields.filter((field) => orderable.has(field.productId)));
  return {
    products: rows
      .sort(compareProducts)
      .map((row) =>
        toProduct(row, servicesOf.get(row.id) ?? [], fieldsOf.get(row.id) ?? [], isBlocked, language),
      ),
    fees,
  };
}

function groupByProduct<T extends { productId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.productId);
    if (group) group.push(row);
    else groups.set(row.productId, [row]);
  }
  return groups;
}

/** The print fields of products (every field of each, for stored print data), texts in the language asked. */
export async function listPrintFieldsOfProducts(
  db: Executor,
  productIds: number[],
  language: Language,
  snapshot?: CatalogueSnapshot,
): Promise<PrintField[]> {
  const rows = snapshot
    ? productIds.flatMap((id) => snapshot.printFieldsOf.get(id) ?? [])
    : await findPrintFieldsOfProducts(db, productIds);
  return rows.map((row) => toPrintField(row, language));
}
