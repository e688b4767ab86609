import { describe, expect, it } from 'vitest';
import { APPROVAL_SCREENS } from './approvals-routes';
import { GUARDED_LATER_SCREENS } from './later-screens';

describe('approval routes', () => {
  it('guards the approval screens with the rights of the specification, customer service with backoffice.*', () => {
    expect(APPROVAL_SCREENS.clientConfirmation).toEqual({
      path: '/accounts/client_confirmation/:code',
      right: 'accounts.approve_user',
    });
    expect(APPROVAL_SCREENS.clientAddressConfirmation).toEqual({
      path: '/accounts/client_address_confirmation/:code',
      right: 'accounts.approve_address',
    });
    expect(APPROVAL_SCREENS.backofficeUsers).toEqual({
      path: '/backoffice/users',
      right: 'backoffice.view_user',
    });
  });

  it('leaves none of them to the later screens', () => {
    const later = GUARDED_LATER_SCREENS.map((screen) => screen.path);
    for (const screen of Object.values(APPROVAL_SCREENS)) expect(later).not.toContain(screen.path);
  });
});
