import { describe, expect, it } from 'vitest';
import { DISTRIBUTION_PATHS } from '../../features/distribution/utils/paths';
import { DISTRIBUTION_SCREENS } from './distribution-routes';
import { GUARDED_LATER_SCREENS } from './later-screens';

describe('distribution routes', () => {
  it('guards both screens with distribution.* (accounts-and-site.md section 2)', () => {
    expect(DISTRIBUTION_SCREENS.addressList).toEqual({
      path: '/distribution/addressList',
      right: 'distribution.*',
    });
    expect(DISTRIBUTION_SCREENS.distribution).toEqual({
      path: '/distribution/distribution',
      right: 'distribution.*',
    });
    expect(DISTRIBUTION_PATHS).toEqual({
      addressList: DISTRIBUTION_SCREENS.addressList.path,
      distribution: DISTRIBUTION_SCREENS.distribution.path,
    });
  });

  it('leaves none of them to the later screens', () => {
    const later = GUARDED_LATER_SCREENS.map((screen) => screen.path);
    for (const screen of Object.values(DISTRIBUTION_SCREENS)) expect(later).not.toContain(screen.path);
  });
});
