/** Contact: the contact form's message to customer service and the provider's contact information. */
export { registerContactRoutes } from './contact.routes.js';
