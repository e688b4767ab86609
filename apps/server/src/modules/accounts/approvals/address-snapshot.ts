import { toAddressLines } from '../companies/index.js';
import type { AddressRow } from './approvals.repository.js';

/** The fields of an address kept as a version or a rejected proposal. */
export function snapshotOf(address: AddressRow): Record<string, string> {
  return toAddressLines(address);
}
