import { multiplyDecimal, PRODUCT_OPTION_RIBBON, type Product } from '@label-portal/contract';

/** Standard products have no extra services; the others belong to the non-standard tab. */
export function isStandardProduct(product: Pick<Product, 'extra_services'>): boolean {
  return product.extra_services.length === 0;
}

export interface ProductGroupRows<T> {
  name: string;
  products: T[];
}

/** Groups products by product group name, keeping the server's order (ordering.md section 2). */
export function groupByProductGroup<T extends { product_group: { name: string } }>(
  products: readonly T[],
): ProductGroupRows<T>[] {
  const groups: ProductGroupRows<T>[] = [];
  for (const product of products) {
    const name = product.product_group.name;
    let group = groups.find((candidate) => candidate.name === name);
    if (!group) {
      group = { name, products: [] };
      groups.push(group);
    }
    group.products.push(product);
  }
  return groups;
}

/** "30 x 20 mm", plus " + TT-ribbons" with the ribbon option. */
export function dimensionsOf(
  product: Pick<Product, 'label_length' | 'label_width' | 'product_options'>,
  ribbonSuffix: string,
): string {
  const dimensions = `${product.label_length} x ${product.label_width} mm`;
  return product.product_options.includes(PRODUCT_OPTION_RIBBON)
    ? `${dimensions} ${ribbonSuffix}`
    : dimensions;
}

/** Price of one full roll: unit price x labels per roll (exact decimal string). */
export function pricePerRoll(product: Pick<Product, 'unit_price' | 'labels_per_unit'>): string {
  return multiplyDecimal(product.unit_price, product.labels_per_unit);
}

/** The rolls a row's labels make in the standard tab (always whole there). */
export function rollsOf(quantity: number, labelsPerUnit: number): number {
  return labelsPerUnit > 0 ? Math.floor(quantity / labelsPerUnit) : 0;
}
