import type { ExtraServiceData } from '../db/schema/index.js';
import type { Catalogue, CatalogueProduct } from './demo-catalogue.js';
import type { LinePlan } from './demo-order-plans.js';
import { buildSamplePrintValues } from './demo-print-preview.js';
import type { Prng } from './prng.js';

export type PositionDraft = {
  uuid: string;
  product: CatalogueProduct;
  quantity: number;
  unitPrice: string;
  isPartialRoll: boolean;
  isPrinted: boolean;
  extraServiceData: ExtraServiceData;
};

/**
 * A position from its plan: a partial roll carries the PARTIAL_ROLL service, printed labels carry
 * PRINT_DESIGN and PRINTING with the print data as {pk, name, value} per field.
 */
export function buildPosition(
  prng: Prng,
  catalogue: Catalogue,
  line: LinePlan,
  variant: number,
): PositionDraft {
  const product = catalogue.byReference(line.reference);
  const quantity = line.rolls * product.labelsPerUnit + line.extraLabels;
  const isPartialRoll = quantity % product.labelsPerUnit !== 0;
  if (isPartialRoll && !product.services.includes('PARTIAL_ROLL')) {
    throw new Error(`${product.reference} offers no partial rolls`);
  }
  if (line.printed && !product.printLayout) throw new Error(`${product.reference} offers no printing`);
  const data: ExtraServiceData = [];
  if (isPartialRoll)
    data.push({ extra_service: catalogue.services.PARTIAL_ROLL.id, category: 'PARTIAL_ROLL' });
  if (line.printed && product.printLayout) {
    const values = buildSamplePrintValues(product.printLayout, variant);
    data.push({ extra_service: catalogue.services.PRINT_DESIGN.id, category: 'PRINT_DESIGN' });
    data.push({
      extra_service: catalogue.services.PRINTING.id,
      category: 'PRINTING',
      fields: product.printFields.map((field) => ({
        pk: field.id,
        name: field.name,
        value: values[field.name] ?? null,
      })),
    });
  }
  return {
    uuid: prng.uuid(),
    product,
    quantity,
    unitPrice: product.unitPrice,
    isPartialRoll,
    isPrinted: line.printed,
    extraServiceData: data,
  };
}
