import { SCREENS } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';
import { DISTRIBUTION_PATHS } from '../../features/distribution/utils/paths';

const guardOf = (key: keyof typeof SCREENS) => ({ path: SCREENS[key].path, right: SCREENS[key].right });

describe('distribution routes', () => {
  it('guards both screens with distribution.* (accounts-and-site.md section 2)', () => {
    expect(guardOf('addressList')).toEqual({
      path: '/distribution/addressList',
      right: 'distribution.*',
    });
    expect(guardOf('distribution')).toEqual({
      path: '/distribution/distribution',
      right: 'distribution.*',
    });
    expect(DISTRIBUTION_PATHS).toEqual({
      addressList: SCREENS.addressList.path,
      distribution: SCREENS.distribution.path,
    });
  });
});
