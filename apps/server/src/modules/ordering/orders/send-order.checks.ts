import { MESSAGE, type orderBodySchema } from '@label-portal/contract';
import type { z } from 'zod';
import type { AddressSnapshot } from '../../../db/schema/orders.js';
import type { FieldErrors } from '../../../lib/app-error.js';
import type { findCompanyAddressesByIds } from './orders.repository.js';

/** The send body after validation by the route's schema. */
export type SendableBody = z.output<typeof orderBodySchema>;

type AddressRow = Awaited<ReturnType<typeof findCompanyAddressesByIds>>[number];

function snapshotOf(row: AddressRow, companyName: string): AddressSnapshot {
  return {
    pk: row.id,
    company_name: row.companyName || companyName,
    street_address: row.streetAddress,
    address_details: row.addressDetails,
    postal_code: row.postalCode,
    city: row.city,
    country_code: row.countryCode,
  };
}

/**
 * The delivery address must be the company's own, approved DELIVERY address; the billing address
 * its own BILLING address. Another company's address is "not usable", like an unknown one.
 */
export function checkOrderAddresses(
  rows: AddressRow[],
  company: { name: string },
  body: Pick<SendableBody, 'billing_address' | 'delivery_address'>,
  errors: FieldErrors,
): { delivery: AddressSnapshot; billing: AddressSnapshot } | undefined {
  const delivery = rows.find((row) => row.id === body.delivery_address && row.category === 'DELIVERY');
  const billing = rows.find(
    (row) => row.id === body.billing_address && row.category === 'BILLING' && row.state !== 'REJECTED',
  );
  if (!delivery || delivery.state === 'REJECTED') errors.delivery_address = [MESSAGE.addressNotUsable];
  else if (delivery.state !== 'APPROVED') errors.delivery_address = [MESSAGE.deliveryAddressPending];
  if (!billing) errors.billing_address = [MESSAGE.addressNotUsable];
  if (delivery?.state !== 'APPROVED' || !billing) return undefined;
  return { delivery: snapshotOf(delivery, company.name), billing: snapshotOf(billing, company.name) };
}

/** TRANSPORT_CUSTOMER forces the customer's own transport; TRANSPORT_SCRIBOS does not offer it. */
export function checkTransport(restriction: string, transportByCustomer: boolean, errors: FieldErrors): void {
  if (restriction === 'TRANSPORT_CUSTOMER' && !transportByCustomer) {
    errors.transport_by_customer = [MESSAGE.transportForced];
  }
  if (restriction === 'TRANSPORT_SCRIBOS' && transportByCustomer) {
    errors.transport_by_customer = [MESSAGE.transportNotOffered];
  }
}
