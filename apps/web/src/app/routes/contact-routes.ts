/** The contact screens (accounts-and-site.md section 2): any signed-in user (right ''). */
export const CONTACT_SCREENS = {
  contact: { path: '/contact/contact', right: '' },
  contactInformation: { path: '/contact/contact_information', right: '' },
} as const;
