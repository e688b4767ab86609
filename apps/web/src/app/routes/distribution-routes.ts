import { RIGHTS } from '@label-portal/contract';

/** The address list and redistribution screens (accounts-and-site.md section 2) with the rights of their guards. */
export const DISTRIBUTION_SCREENS = {
  addressList: { path: '/distribution/addressList', right: RIGHTS.distributionAny },
  distribution: { path: '/distribution/distribution', right: RIGHTS.distributionAny },
} as const;
