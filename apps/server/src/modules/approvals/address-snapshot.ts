import type { AddressRow } from './approvals.repository.js';

/** The fields of an address kept as a version or a rejected proposal. */
export function snapshotOf(address: AddressRow): Record<string, string> {
  return {
    company_name: address.companyName,
    street_address: address.streetAddress,
    address_details: address.addressDetails,
    postal_code: address.postalCode,
    city: address.city,
    country_code: address.countryCode,
  };
}
