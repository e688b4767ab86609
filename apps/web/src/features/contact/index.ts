/** Contact: the message to customer service and the provider's contact information. */
export { ContactForm } from './components/contact-form';
export { ContactInformation } from './components/contact-information';
