import { type OrderPosition, PRODUCT_OPTION_RIBBON, rollsForLabels } from '@label-portal/contract';

type PrintField = OrderPosition['extra_service_data'][number]['fields'][number];

/** One printing field as the hover shows it: "index - description: value". */
export function printFieldLine(field: PrintField, yes: string, no: string): string {
  let value: string;
  if (typeof field.value === 'boolean') value = field.value ? yes : no;
  else if (field.value === null || field.value === undefined) value = '';
  else {
    const text = String(field.value);
    value = field.options.find((option) => option.value === text)?.label ?? text;
  }
  return `${field.index} - ${field.description}: ${value}`;
}

/** The printing fields of a position (PRINTING extra service), in index order. */
export function printFieldLines(
  position: Pick<OrderPosition, 'extra_service_data'>,
  yes: string,
  no: string,
): string[] {
  return position.extra_service_data
    .filter((service) => service.category === 'PRINTING')
    .flatMap((service) => service.fields)
    .sort((a, b) => a.index - b.index)
    .map((field) => printFieldLine(field, yes, no));
}

/** Rolls of a position: labels / labels per roll, up to 4 decimals. */
export function positionRolls(position: Pick<OrderPosition, 'quantity' | 'product'>): number {
  return rollsForLabels(position.quantity, position.product.labels_per_unit);
}

/** "30 x 20 mm", plus the ribbon suffix with the ribbon option. */
export function positionDimensions(product: OrderPosition['product'], ribbonSuffix: string): string {
  const dimensions = `${product.label_length} x ${product.label_width} mm`;
  return product.product_options.includes(PRODUCT_OPTION_RIBBON)
    ? `${dimensions} ${ribbonSuffix}`
    : dimensions;
}

/** REPEAT copies the positions into the repeat basket: product and number of labels. */
export function repeatEntriesOf(positions: readonly Pick<OrderPosition, 'product' | 'quantity'>[]) {
  return positions.map((position) => ({ product: position.product.pk, quantity: position.quantity }));
}
