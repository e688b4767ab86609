import {
  type AdminProduct,
  type AdminProductGroup,
  type Language,
  type PrintFieldDefinitionInput,
  type Product,
  pickText,
  toPreviewPrintField,
} from '@label-portal/contract';

/** A product as the supplier's ordering screens receive it, built from what staff are editing. */
export function toSupplierProduct(
  product: AdminProduct,
  groups: readonly AdminProductGroup[],
  definitions: readonly PrintFieldDefinitionInput[],
  language: Language,
): Product {
  const group = groups.find((candidate) => candidate.pk === product.product_group);
  return {
    pk: product.pk,
    customer_reference: product.customer_reference,
    description: pickText(product.description, language),
    destination: pickText(product.destination, language),
    product_group: { pk: product.product_group, name: group?.name ?? '', sort_index: group?.sort_index ?? 0 },
    labels_per_unit: product.labels_per_unit,
    label_length: Number(product.label_length),
    label_width: Number(product.label_width),
    winding_direction: product.winding_direction,
    rewind_flag: product.rewind_flag,
    note: pickText(product.note, language),
    image: product.image,
    blocked: false,
    product_options: product.product_options,
    extra_services: [],
    unit_price: product.unit_price,
    label_type_code: product.label_type_code,
    overlay_specification: product.overlay_specification,
    print_fields: definitions.map((definition, index) =>
      toPreviewPrintField(definition, language, index + 1),
    ),
  };
}
