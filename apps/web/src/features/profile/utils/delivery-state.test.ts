import { type Address, keepsOwnDeliveryAddress } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import { deliveryStateOf, selectableUsers } from './delivery-state';

const address = (state: Address['state']): Address => ({
  pk: 4,
  category: 'DELIVERY',
  company_name: 'A',
  company_id: 'T000000003',
  street_address: '1 Rue',
  address_details: '',
  postal_code: '88100',
  city: 'Saint-Dié',
  country: 'France',
  country_code: 'FR',
  state,
});

describe('deliveryStateOf', () => {
  it('tells pending, approved, rejected and none apart', () => {
    expect(
      deliveryStateOf({ addresses: [address('CLIENT_APPROVAL_REQUESTED')], delivery_rejection: null }).kind,
    ).toBe('pending');
    expect(deliveryStateOf({ addresses: [address('APPROVED')], delivery_rejection: null }).kind).toBe(
      'approved',
    );
    expect(deliveryStateOf({ addresses: [], delivery_rejection: null }).kind).toBe('none');
    const rejection = {
      category: 'DELIVERY' as const,
      feedback: 'Unknown street',
      rejected_at: '2026-11-23T10:00:00Z',
      proposal: {
        company_name: '',
        street_address: 'X',
        address_details: '',
        postal_code: '1',
        city: 'Y',
        country_code: 'FR',
      },
    };
    expect(deliveryStateOf({ addresses: [], delivery_rejection: rejection })).toMatchObject({
      kind: 'rejected',
      feedback: 'Unknown street',
    });
  });
});

describe('keepsOwnDeliveryAddress and selectableUsers', () => {
  it('keeps the delivery address for T account ids only, and never selects oneself', () => {
    expect(keepsOwnDeliveryAddress('T000000003')).toBe(true);
    expect(keepsOwnDeliveryAddress('12345A0001')).toBe(false);
    expect(selectableUsers([1, 2, 3], 2)).toEqual([1, 3]);
  });
});
