import { defaultPrintValues, type Product, toPrintingFields } from '@label-portal/contract';

/** Valid print data of the demo's basic layout (by field name). */
export const GOOD_PRINT_VALUES = {
  product_code: '9812345680',
  designation: 'Brake pad set',
  quantity: '12',
  made_in: 'FR',
};

/** Valid values of the dual-market fields on top of the basic ones. */
export const GOOD_DUAL_MARKET_VALUES = {
  xf_ee_part_number: '9836471280',
  xf_packaging_date: '2026/01/15',
  xf_supplier_code: '12345A',
};

/** The product's printing service with the fields as the form sends them (defaults, then values). */
export function printingOf(product: Product, values: Record<string, string | boolean>) {
  const printing = product.extra_services.find((service) => service.category === 'PRINTING')!;
  const all = { ...defaultPrintValues(product.print_fields), ...values };
  return { extra_service: printing.pk, fields: toPrintingFields(product.print_fields, all) };
}

export function isDualMarket(product: Product): boolean {
  return product.print_fields.some((field) => field.name.startsWith('xf_'));
}

export function isPrinted(product: Product): boolean {
  return product.extra_services.some((service) => service.category === 'PRINTING');
}
