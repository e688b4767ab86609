import type { DistributionAddressRow } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import { actionsOf, formBodyOf } from './address-rows';

function row(overrides: Partial<DistributionAddressRow>): DistributionAddressRow {
  return {
    state: 'APPROVED',
    pk: 5,
    rejection: null,
    company_name: 'Garage Martin SARL',
    street_address: '22 Avenue de la Gare',
    address_details: '',
    postal_code: '39100',
    city: 'Dole',
    country: 'France',
    country_code: 'FR',
    feedback: '',
    changed_at: '2026-01-01T00:00:00.000Z',
    is_used_by_distributions: false,
    ...overrides,
  };
}

describe('the rows of the address list', () => {
  it('offers edit and delete for an approved address that no redistribution uses', () => {
    expect(actionsOf(row({}))).toEqual({ canEdit: true, canDelete: true, canResubmit: false });
    expect(actionsOf(row({ is_used_by_distributions: true }))).toEqual({
      canEdit: false,
      canDelete: false,
      canResubmit: false,
    });
  });

  it('offers nothing for a pending address and resubmission for a rejected proposal', () => {
    expect(actionsOf(row({ state: 'CLIENT_APPROVAL_REQUESTED' }))).toEqual({
      canEdit: false,
      canDelete: false,
      canResubmit: false,
    });
    expect(actionsOf(row({ state: 'REJECTED', pk: null, rejection: 3 }))).toEqual({
      canEdit: false,
      canDelete: false,
      canResubmit: true,
    });
  });

  it('starts the form empty (France), with the pk of a change, or with the rejection it resubmits', () => {
    expect(formBodyOf(null)).toEqual({
      category: 'DISTRIBUTION',
      company_name: '',
      street_address: '',
      address_details: '',
      postal_code: '',
      city: '',
      country_code: 'FR',
    });
    expect(formBodyOf(row({}))).toMatchObject({ pk: 5, company_name: 'Garage Martin SARL' });
    const resubmit = formBodyOf(row({ state: 'REJECTED', pk: null, rejection: 3 }));
    expect(resubmit).toMatchObject({ rejection: 3, street_address: '22 Avenue de la Gare' });
    expect(resubmit).not.toHaveProperty('pk');
  });
});
