import { SCREENS } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';

const guardOf = (key: keyof typeof SCREENS) => ({ path: SCREENS[key].path, right: SCREENS[key].right });

describe('approval routes', () => {
  it('guards the approval screens with the rights of the specification, customer service with backoffice.*', () => {
    expect(guardOf('clientConfirmation')).toEqual({
      path: '/accounts/client_confirmation/:code',
      right: 'accounts.approve_user',
    });
    expect(guardOf('clientAddressConfirmation')).toEqual({
      path: '/accounts/client_address_confirmation/:code',
      right: 'accounts.approve_address',
    });
    expect(guardOf('backofficeUsers')).toEqual({
      path: '/backoffice/users',
      right: 'backoffice.view_user',
    });
  });
});
