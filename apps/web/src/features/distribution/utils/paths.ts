/** The two screens of the area (accounts-and-site.md section 2). */
export const DISTRIBUTION_PATHS = {
  addressList: '/distribution/addressList',
  distribution: '/distribution/distribution',
} as const;
