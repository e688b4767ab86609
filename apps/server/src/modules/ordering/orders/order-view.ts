import {
  CANCELLABLE_STATES,
  isCheckboxField,
  type Language,
  ORDER_STATE_LABELS,
  type Order,
  type OrderPosition,
  type PrintField,
  pickText,
} from '@label-portal/contract';
import type { AddressSnapshot, ExtraServiceData } from '../../../db/schema/orders.js';
import { countryName } from '../../../lib/countries.js';
import type { CatalogueState } from './ordering-context.service.js';
import type { findPositionsOfOrders, OrderViewRow } from './orders.repository.js';

type PositionRow = Awaited<ReturnType<typeof findPositionsOfOrders>>[number];

export type OrderViewContext = {
  language: Language;
  /** The print fields of the positions' products, texts in the viewer's language. */
  printFields: Map<number, PrintField>;
  /** What the order's company may order now: each product's blocked flag. */
  orderCompany: CatalogueState;
  /** What the viewer's company may order now: the repeat rule. */
  viewer: CatalogueState;
};

function toAddress(snapshot: AddressSnapshot, language: Language): Order['delivery_address'] {
  return {
    pk: snapshot.pk,
    company_name: snapshot.company_name,
    street_address: snapshot.street_address,
    address_details: snapshot.address_details ?? '',
    postal_code: snapshot.postal_code,
    city: snapshot.city,
    country_code: snapshot.country_code,
    country: countryName(snapshot.country_code, language),
  };
}

/** Stored extra services with each printing field described by its definition, in the viewer's language. */
function toExtraServiceData(data: ExtraServiceData, printFields: Map<number, PrintField>) {
  return data.map((service) => ({
    extra_service: service.extra_service,
    category: service.category,
    fields: (service.fields ?? []).map((field) => {
      const definition = printFields.get(field.pk);
      return {
        index: definition?.index ?? 0,
        name: field.name,
        description: definition?.label ?? field.name,
        value: field.value,
        // The history knows two kinds (ordering.md section 3): checkboxes, and text for the rest.
        field_type: definition && isCheckboxField(definition) ? ('BOOLEAN' as const) : ('STRING' as const),
        options: definition?.options ?? [],
      };
    }),
  }));
}

function toPosition(row: PositionRow, context: OrderViewContext): OrderPosition {
  const { position, product } = row;
  const { language } = context;
  return {
    pk: position.id,
    uuid: position.uuid,
    product: {
      pk: product.id,
      label_length: Number(product.labelLength),
      label_width: Number(product.labelWidth),
      description: pickText(product.description, language),
      product_options: product.options,
      customer_reference: product.customerReference,
      image: product.image,
      rewind_flag: product.rewindFlag,
      note: pickText(product.note, language),
      destination: pickText(product.destination, language),
      labels_per_unit: product.labelsPerUnit,
      product_group: { name: row.groupName },
      blocked: context.orderCompany.isBlocked || !context.orderCompany.orderableProductIds.has(product.id),
    },
    quantity: position.quantity,
    price: position.unitPrice,
    total: position.total,
    alternative_customer_reference: position.alternativeCustomerReference,
    is_partial_roll: position.isPartialRoll,
    extra_service_data: toExtraServiceData(position.extraServiceData, context.printFields),
  };
}

/**
 * An order as the history shows it. Repeat is offered only when no position has extra services,
 * and the viewer's company is not blocked and can still order every product.
 */
export function toOrderView(
  order: OrderViewRow['order'],
  userEmail: string,
  positionRows: PositionRow[],
  context: OrderViewContext,
): Order {
  const positions = positionRows.map((row) => toPosition(row, context));
  const { viewer } = context;
  const isRepeatable =
    !viewer.isBlocked &&
    positions.length > 0 &&
    positions.every(
      (position) =>
        position.extra_service_data.length === 0 && viewer.orderableProductIds.has(position.product.pk),
    );
  return {
    pk: order.id,
    order_id: order.orderId,
    customer_order_no: order.customerOrderNo,
    desired_delivery_date: order.desiredDeliveryDate,
    date_created: order.createdAt.toISOString(),
    state: order.state,
    state_display: ORDER_STATE_LABELS[context.language][order.state],
    label_count: order.labelCount,
    labels_total: order.labelsTotal,
    handling_costs: order.handlingCosts,
    handling_sub_costs_operator: order.handlingSubCostsOperator,
    delivery_costs: order.deliveryCosts,
    total: order.total,
    transport_by_customer: order.transportByCustomer,
    delivery_address: toAddress(order.deliveryAddress, context.language),
    billing_address: toAddress(order.billingAddress, context.language),
    user: { email: userEmail },
    is_cancellable: CANCELLABLE_STATES.includes(order.state),
    is_repeatable: isRepeatable,
    order_positions: positions,
  };
}
