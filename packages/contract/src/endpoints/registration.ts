import {
  coforLookupQuerySchema,
  coforLookupReplySchema,
  confirmationBodySchema,
  confirmationReplySchema,
  registrationBodySchema,
  registrationReplySchema,
} from '../schemas/registration.js';
import { defineEndpoint } from './define.js';

const tags = ['registration'];

export const coforLookupEndpoint = defineEndpoint({
  name: 'accounts:api_cofor_list',
  method: 'GET',
  path: '/accounts/api/cofor_list/',
  tags,
  summary:
    'Company-code lookup at registration (COFOR6 or account id): the mode and the companies to choose from',
  query: coforLookupQuerySchema,
  reply: coforLookupReplySchema,
  errors: [400, 429],
});

export const registrationEndpoint = defineEndpoint({
  name: 'accounts:api_registration',
  method: 'POST',
  path: '/accounts/api/registration/',
  tags,
  summary: 'Registers a user (and, for a new company, the company); mails the confirmation link',
  body: registrationBodySchema,
  reply: registrationReplySchema,
  status: 201,
  errors: [400, 429],
});

export const confirmationEndpoint = defineEndpoint({
  name: 'accounts:api_confirmation',
  method: 'POST',
  path: '/accounts/api/confirmation/',
  tags,
  summary: "Confirms a registrant's e-mail address with the mailed code; asks the approvers",
  body: confirmationBodySchema,
  reply: confirmationReplySchema,
  errors: [400, 429],
});
