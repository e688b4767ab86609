import { emptyReplySchema } from '../schemas/auth.js';
import { contactInformationSchema, contactMessageBodySchema } from '../schemas/contact.js';
import { defineEndpoint } from './define.js';

const tags = ['contact'];

export const sendContactMessageEndpoint = defineEndpoint({
  name: 'contact:api_send_message',
  method: 'POST',
  path: '/contact/api/send_message/',
  tags,
  summary:
    "Mails a message to customer service with the sender's name, e-mail, phone, company and account id (429 after too many)",
  body: contactMessageBodySchema,
  reply: emptyReplySchema,
  status: 201,
  errors: [400, 401, 403, 429],
});

export const contactInformationEndpoint = defineEndpoint({
  name: 'contact:api_contact_information',
  method: 'GET',
  path: '/contact/api/contact_information/',
  tags,
  summary: "The provider's contacts: order processing, shipping and bank data",
  reply: contactInformationSchema,
  errors: [401, 403],
});
