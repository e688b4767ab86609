import { SCREENS } from '@label-portal/contract';
import { describe, expect, it } from 'vitest';

const guardOf = (key: keyof typeof SCREENS) => ({ path: SCREENS[key].path, right: SCREENS[key].right });

describe('contact routes', () => {
  it('lets any signed-in user reach both screens', () => {
    expect(guardOf('contact')).toEqual({ path: '/contact/contact', right: '' });
    expect(guardOf('contactInformation')).toEqual({ path: '/contact/contact_information', right: '' });
  });
});
