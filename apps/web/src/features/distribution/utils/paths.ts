import { SCREENS } from '@label-portal/contract';

/** The two screens of the area (accounts-and-site.md section 2), from the screen table (decision 319). */
export const DISTRIBUTION_PATHS = {
  addressList: SCREENS.addressList.path,
  distribution: SCREENS.distribution.path,
} as const;
