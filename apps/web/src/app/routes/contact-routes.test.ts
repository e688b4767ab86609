import { describe, expect, it } from 'vitest';
import { CONTACT_SCREENS } from './contact-routes';
import { GUARDED_LATER_SCREENS } from './later-screens';

describe('contact routes', () => {
  it('lets any signed-in user reach both screens', () => {
    expect(CONTACT_SCREENS.contact).toEqual({ path: '/contact/contact', right: '' });
    expect(CONTACT_SCREENS.contactInformation).toEqual({ path: '/contact/contact_information', right: '' });
  });

  it('leaves none of them to the later screens', () => {
    const later = GUARDED_LATER_SCREENS.map((screen) => screen.path);
    for (const screen of Object.values(CONTACT_SCREENS)) expect(later).not.toContain(screen.path);
  });
});
