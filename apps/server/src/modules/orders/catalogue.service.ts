import type { Product } from '@label-portal/contract';
import type { Database } from '../../db/client.js';
import {
  findExtraServicesOfProducts,
  findOrderableProducts,
  findPrintFieldsOfProducts,
  type PrintFieldRow,
  type ProductRow,
} from './catalogue.repository.js';

function toPrintField(row: PrintFieldRow): Product['print_fields'][number] {
  return {
    pk: row.id,
    index: row.index,
    name: row.name,
    label: row.label,
    description: row.description,
    type: row.type,
    field_type: row.fieldType,
    validation: row.validation,
    validation_message: row.validationMessage,
    default_value: row.defaultValue,
    read_only: row.readOnly,
    dependencies: row.dependencies,
    linked: row.linked,
    options: row.options,
    format: row.format,
  };
}

/**
 * The spec's order: product group sort_index, then products with a note last, then rewind flag,
 * label length, label width, labels per unit, winding direction.
 */
export function compareProducts(a: ProductRow, b: ProductRow): number {
  return (
    a.groupSortIndex - b.groupSortIndex ||
    Number(a.note !== '') - Number(b.note !== '') ||
    Number(a.rewindFlag) - Number(b.rewindFlag) ||
    Number(a.labelLength) - Number(b.labelLength) ||
    Number(a.labelWidth) - Number(b.labelWidth) ||
    a.labelsPerUnit - b.labelsPerUnit ||
    a.windingDirection.localeCompare(b.windingDirection) ||
    a.id - b.id
  );
}

/** The products a company may order, sorted, each marked blocked when the company is blocked. */
export async function listOrderableProducts(
  db: Database,
  companyId: number,
  isBlocked: boolean,
): Promise<Product[]> {
  const rows = (await findOrderableProducts(db, companyId)).sort(compareProducts);
  const ids = rows.map((row) => row.id);
  const [services, fields] = await Promise.all([
    findExtraServicesOfProducts(db, ids),
    findPrintFieldsOfProducts(db, ids),
  ]);
  return rows.map((row) => ({
    pk: row.id,
    customer_reference: row.customerReference,
    description: row.description,
    destination: row.destination,
    product_group: { pk: row.productGroupId, name: row.groupName, sort_index: row.groupSortIndex },
    labels_per_unit: row.labelsPerUnit,
    label_length: Number(row.labelLength),
    label_width: Number(row.labelWidth),
    winding_direction: row.windingDirection,
    rewind_flag: row.rewindFlag,
    note: row.note,
    image: row.image,
    blocked: isBlocked,
    product_options: row.options,
    extra_services: services
      .filter((service) => service.productId === row.id)
      .map((service) => ({
        pk: service.id,
        category: service.category,
        name: service.name,
        image: service.image,
        fee: service.fee,
      })),
    unit_price: row.unitPrice,
    label_type_code: row.labelTypeCode,
    overlay_specification: row.overlaySpecification,
    print_fields: fields.filter((field) => field.productId === row.id).map(toPrintField),
  }));
}
