import {
  countOrderLabels,
  type draftPositionSchema,
  isPartialRoll,
  MESSAGE,
  type OrderDraft,
  type OrderPositionInput,
  type Product,
} from '@label-portal/contract';
import type { z } from 'zod';
import { AppError, type FieldErrors } from '../../../lib/app-error.js';
import type { SettingsService } from '../../platform/settings/index.js';
import { checkPrintingFields } from '../catalogue/index.js';
import { computeCosts } from './cost-model.js';

export type PricedPosition = OrderPositionInput & {
  productRow: Product;
  isPartialRoll: boolean;
  isPrinted: boolean;
  unitPrice: string;
  total: string;
  /** Extra services as stored: category resolved, PARTIAL_ROLL kept only for partial rolls. */
  extraServices: z.output<typeof draftPositionSchema>['extra_service_data'];
};

export type PricedCart = { draft: OrderDraft; positions: PricedPosition[] };

function checkPosition(
  position: OrderPositionInput,
  index: number,
  products: Map<number, Product>,
  errors: FieldErrors,
) {
  const product = products.get(position.product);
  if (!product) {
    errors[`order_positions.${index}.product`] = [MESSAGE.productNotOrderable];
    return undefined;
  }
  if (product.product_blocked) {
    // Blocked by the provider for now (decision 191): listed, but neither drafted nor sent.
    errors[`order_positions.${index}.product`] = [MESSAGE.productBlocked];
    return undefined;
  }
  const offered = new Map(product.extra_services.map((service) => [service.pk, service]));
  const extraServices: PricedPosition['extraServices'] = [];
  for (const [serviceIndex, service] of position.extra_service_data.entries()) {
    const path = `order_positions.${index}.extra_service_data.${serviceIndex}`;
    const known = offered.get(service.extra_service);
    if (!known) {
      errors[`${path}.extra_service`] = [MESSAGE.extraServiceNotOffered];
      continue;
    }
    if (extraServices.some((kept) => kept.extra_service === known.pk)) {
      errors[`${path}.extra_service`] = [MESSAGE.duplicateExtraService];
      continue;
    }
    if (known.category !== 'PRINTING') {
      // Only the printing service carries fields.
      if ((service.fields ?? []).length > 0) errors[`${path}.fields`] = [MESSAGE.invalid];
      extraServices.push({ extra_service: known.pk, category: known.category, fields: [] });
      continue;
    }
    const printing = checkPrintingFields(product, service.fields ?? []);
    for (const [name, message] of Object.entries(printing.errors))
      errors[`${path}.fields.${name}`] = [message];
    if (printing.unnamedErrors.length > 0) errors[`${path}.fields`] = printing.unnamedErrors;
    extraServices.push({ extra_service: known.pk, category: known.category, fields: printing.fields });
  }
  const partial = isPartialRoll(position.quantity, product.labels_per_unit);
  const partialService = product.extra_services.find((service) => service.category === 'PARTIAL_ROLL');
  if (partial && !partialService) {
    errors[`order_positions.${index}.quantity`] = [MESSAGE.wholeRollsOnly];
  }
  // The cart rules: a partial roll carries PARTIAL_ROLL, a whole number of rolls never does;
  // print data carries PRINTING and PRINT_DESIGN together.
  const isPrinted = extraServices.some((service) => service.category === 'PRINTING');
  const designService = product.extra_services.find((service) => service.category === 'PRINT_DESIGN');
  const kept = extraServices.filter(
    (service) => service.category !== 'PARTIAL_ROLL' && (isPrinted || service.category !== 'PRINT_DESIGN'),
  );
  const normalised = [
    ...(partial && partialService
      ? [{ extra_service: partialService.pk, category: 'PARTIAL_ROLL', fields: [] }]
      : []),
    ...(isPrinted && designService && !kept.some((service) => service.category === 'PRINT_DESIGN')
      ? [{ extra_service: designService.pk, category: 'PRINT_DESIGN', fields: [] }]
      : []),
    ...kept,
  ];
  return { product, partial, isPrinted, extraServices: normalised };
}

/**
 * Checks a cart against the company's catalogue and prices it with the one cost model. Field
 * errors name the position (`order_positions.1.quantity`); nothing is priced while any remain.
 */
export async function priceCart(
  input: { positions: OrderPositionInput[]; transportByCustomer: boolean; handlingIncluded: boolean },
  products: Map<number, Product>,
  settings: SettingsService,
  fees: { partialRoll: string; printDesign: string },
): Promise<PricedCart> {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  const checked = input.positions.map((position, index) => {
    if (seen.has(position.uuid)) errors[`order_positions.${index}.uuid`] = [MESSAGE.duplicatePosition];
    seen.add(position.uuid);
    return checkPosition(position, index, products, errors);
  });
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', { fields: errors });

  const valid = checked.map((entry) => entry!);
  const costs = computeCosts({
    positions: input.positions.map((position, index) => ({
      quantity: position.quantity,
      unitPrice: valid[index]!.product.unit_price,
      isPartialRoll: valid[index]!.partial,
      isPrinted: valid[index]!.isPrinted,
    })),
    handlingIncluded: input.handlingIncluded,
    transportByCustomer: input.transportByCustomer,
    settings: {
      handlingFeeThreshold: await settings.getString('orders.handling_fee_threshold'),
      smallOrderFee: await settings.getString('orders.small_order_fee'),
      deliveryFee: await settings.getString('orders.delivery_fee'),
      partialRollFee: fees.partialRoll,
      printDesignFee: fees.printDesign,
    },
  });
  const positions: PricedPosition[] = input.positions.map((position, index) => ({
    ...position,
    productRow: valid[index]!.product,
    isPartialRoll: valid[index]!.partial,
    isPrinted: valid[index]!.isPrinted,
    unitPrice: valid[index]!.product.unit_price,
    total: costs.positionTotals[index]!,
    extraServices: valid[index]!.extraServices,
  }));
  return {
    positions,
    draft: {
      labels_total: costs.labelsTotal,
      total: costs.total,
      delivery_costs: costs.deliveryCosts,
      handling_costs: costs.handlingCosts,
      handling_sub_costs_operator: costs.handlingSubCostsOperator,
      handling_costs_explanation: costs.handlingExplanation,
      delivery_costs_explanation: costs.deliveryExplanation,
      label_count: countOrderLabels(positions),
      order_positions: positions.map((position) => ({
        uuid: position.uuid,
        product: { pk: position.product },
        quantity: position.quantity,
        price: position.unitPrice,
        total: position.total,
        is_partial_roll: position.isPartialRoll,
        extra_service_data: position.extraServices,
      })),
    },
  };
}
