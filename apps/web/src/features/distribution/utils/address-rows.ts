import {
  DEFAULT_DELIVERY_COUNTRY,
  type DistributionAddressRow,
  type OwnAddressBody,
} from '@label-portal/contract';

/** What a row of the address list offers: edit and delete (approved, unused), resubmit (rejected), nothing (pending, used). */
export type RowActions = { canEdit: boolean; canDelete: boolean; canResubmit: boolean };

export function actionsOf(row: DistributionAddressRow): RowActions {
  const isFree = row.state === 'APPROVED' && row.pk !== null && !row.is_used_by_distributions;
  return {
    canEdit: isFree,
    canDelete: isFree,
    canResubmit: row.state === 'REJECTED' && row.rejection !== null,
  };
}

/** The form's start for a row: a change of the address (pk) or a resubmission of the rejection. */
export function formBodyOf(row: DistributionAddressRow | null): OwnAddressBody {
  const base: OwnAddressBody = {
    category: 'DISTRIBUTION',
    company_name: row?.company_name ?? '',
    street_address: row?.street_address ?? '',
    address_details: row?.address_details ?? '',
    postal_code: row?.postal_code ?? '',
    city: row?.city ?? '',
    country_code: row?.country_code ?? DEFAULT_DELIVERY_COUNTRY,
  };
  if (row?.state === 'REJECTED' && row.rejection !== null) return { ...base, rejection: row.rejection };
  if (row?.pk != null) return { ...base, pk: row.pk };
  return base;
}
