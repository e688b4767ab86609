import { ContactForm, ContactInformation } from '../../features/contact';

/** /contact/contact: the message to customer service, with a link to the contact information. */
export function ContactRoute() {
  return <ContactForm />;
}

/** /contact/contact_information: the provider's contacts. */
export function ContactInformationRoute() {
  return <ContactInformation />;
}
