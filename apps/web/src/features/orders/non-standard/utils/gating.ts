import { isPartialRoll, type Product, toPrintingFields } from '@label-portal/contract';
import type { NonStandardInput } from '../../utils/non-standard-cart';
import { type NsRow, parseLabels } from './ns-rows';
import { printStatusOf } from './print-form';

export type NsProduct = Pick<
  Product,
  'pk' | 'labels_per_unit' | 'extra_services' | 'print_fields' | 'blocked'
>;

/** The product offers printing (a PRINTING extra service): its rows get a print data form. */
export function offersPrinting(product: Pick<Product, 'extra_services'>): boolean {
  return product.extra_services.some((service) => service.category === 'PRINTING');
}

/** The cart inputs of the rows: a chosen product and its labels, with the confirmed print data. */
export function cartInputsOf(rows: readonly NsRow[], products: readonly NsProduct[]): NonStandardInput[] {
  const inputs: NonStandardInput[] = [];
  for (const row of rows) {
    const product = products.find((candidate) => candidate.pk === row.product);
    if (!product) continue;
    const confirmed = row.print && printStatusOf(row.print) === 'confirmed';
    inputs.push({
      rowId: row.rowId,
      product: product.pk,
      quantity: parseLabels(row.labels),
      labelsPerUnit: product.labels_per_unit,
      services: product.extra_services,
      printData: confirmed && row.print ? toPrintingFields(product.print_fields, row.print.values) : null,
    });
  }
  return inputs;
}

export interface NsChecks {
  /** Some print form was edited but not confirmed. */
  anyUnconfirmed: boolean;
  /** Some row in the cart is a partial roll without print data. */
  partialUnprinted: boolean;
  /** The cart mixes printed and unprinted rows. */
  mixed: boolean;
}

export function nsChecksOf(rows: readonly NsRow[], products: readonly NsProduct[]): NsChecks {
  const inCart = cartInputsOf(rows, products).filter((input) => input.quantity > 0);
  const printed = inCart.filter((input) => input.printData);
  return {
    anyUnconfirmed: rows.some((row) => row.product !== null && printStatusOf(row.print) === 'unconfirmed'),
    partialUnprinted: inCart.some(
      (input) => !input.printData && isPartialRoll(input.quantity, input.labelsPerUnit),
    ),
    mixed: printed.length > 0 && printed.length < inCart.length,
  };
}

/**
 * CHECKOUT in the non-standard tab (ordering.md section 4): the order can be placed, no print data
 * is unconfirmed, and partial rolls without print are acknowledged.
 */
export function canCheckoutNonStandard(
  orderPlaceable: boolean,
  checks: NsChecks,
  acknowledged: boolean,
): boolean {
  return orderPlaceable && !checks.anyUnconfirmed && (!checks.partialUnprinted || acknowledged);
}
