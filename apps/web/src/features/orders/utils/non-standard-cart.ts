import {
  type ExtraService,
  type ExtraServiceInput,
  isPartialRoll,
  type toPrintingFields,
} from '@label-portal/contract';
import type { CartRow } from './cart';

/** A row of the non-standard tab as the cart needs it. */
export interface NonStandardInput {
  rowId: string;
  product: number;
  quantity: number;
  labelsPerUnit: number;
  /** The product's extra services (pk and category). */
  services: readonly Pick<ExtraService, 'pk' | 'category'>[];
  /** Confirmed print data of the row, null when there is none. */
  printData: ReturnType<typeof toPrintingFields> | null;
}

/**
 * The cart rules of ordering.md section 4: PARTIAL_ROLL when the labels are not a whole number of
 * rolls; PRINT_DESIGN and PRINTING (with the fields) when print data is confirmed.
 */
export function extraServicesFor(input: Omit<NonStandardInput, 'rowId' | 'product'>): ExtraServiceInput[] {
  const byCategory = (category: string) => input.services.find((service) => service.category === category);
  const services: ExtraServiceInput[] = [];
  const partial = byCategory('PARTIAL_ROLL');
  if (partial && input.quantity > 0 && isPartialRoll(input.quantity, input.labelsPerUnit)) {
    services.push({ extra_service: partial.pk });
  }
  const design = byCategory('PRINT_DESIGN');
  const printing = byCategory('PRINTING');
  if (input.printData && printing) {
    if (design) services.push({ extra_service: design.pk });
    services.push({
      extra_service: printing.pk,
      fields: input.printData.map((field) => ({ ...field })),
    });
  }
  return services;
}

/** The cart rows of the non-standard tab: rows with a quantity above 0, with their extra services. */
export function nonStandardCartRows(inputs: readonly NonStandardInput[]): CartRow[] {
  return inputs
    .filter((input) => Number.isSafeInteger(input.quantity) && input.quantity > 0)
    .map((input) => {
      const extraServices = extraServicesFor(input);
      return {
        rowId: input.rowId,
        product: input.product,
        quantity: input.quantity,
        extraServices,
        hasPrintingService: Boolean(input.printData) && extraServices.some((service) => service.fields),
      };
    });
}
