import { BACKOFFICE_RIGHTS, RIGHTS } from '@label-portal/contract';

/** The approval and activation screens (accounts-and-site.md section 2) with the rights of their guards. */
export const APPROVAL_SCREENS = {
  clientConfirmation: { path: '/accounts/client_confirmation/:code', right: RIGHTS.approveUser },
  clientAddressConfirmation: {
    path: '/accounts/client_address_confirmation/:code',
    right: RIGHTS.approveAddress,
  },
  backofficeUsers: { path: '/backoffice/users', right: BACKOFFICE_RIGHTS.viewUsers },
} as const;
