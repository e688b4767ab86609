import { emptyReplySchema } from '../schemas/auth.js';
import { accountSchema, addressSchema } from '../schemas/companies.js';
import { pkParamsSchema } from '../schemas/primitives.js';
import {
  ownAddressBodySchema,
  ownAddressListSchema,
  passwordChangeBodySchema,
  userStateBodySchema,
  userStateReplySchema,
  userUpdateBodySchema,
} from '../schemas/profile.js';
import { defineEndpoint } from './define.js';

const tags = ['profile'];

export const usersEnableEndpoint = defineEndpoint({
  name: 'accounts:api_users_enable',
  method: 'POST',
  path: '/accounts/api/users/enable/',
  tags,
  summary: 'Enables company users (never oneself); mails the provisioning contact',
  body: userStateBodySchema,
  reply: userStateReplySchema,
  errors: [400, 401, 403, 404],
});

export const usersDisableEndpoint = defineEndpoint({
  name: 'accounts:api_users_disable',
  method: 'POST',
  path: '/accounts/api/users/disable/',
  tags,
  summary: 'Disables company users (never oneself) and ends their sessions; mails the provisioning contact',
  body: userStateBodySchema,
  reply: userStateReplySchema,
  errors: [400, 401, 403, 404],
});

export const userUpdateEndpoint = defineEndpoint({
  name: 'accounts:api_user',
  method: 'PATCH',
  path: '/accounts/api/users/:pk/',
  tags,
  summary: 'Changes the phone of the signed-in account (other fields are refused)',
  params: pkParamsSchema,
  body: userUpdateBodySchema,
  reply: accountSchema,
  errors: [400, 401, 403, 404],
});

export const ownAddressListEndpoint = defineEndpoint({
  name: 'accounts:api_address.get',
  method: 'GET',
  path: '/accounts/api/address/',
  tags,
  summary: "The company's billing, delivery and distribution addresses with their state",
  reply: ownAddressListSchema,
  errors: [401, 403],
});

export const ownAddressSaveEndpoint = defineEndpoint({
  name: 'accounts:api_address.post',
  method: 'POST',
  path: '/accounts/api/address/',
  tags,
  summary: 'Proposes a new or changed delivery (T companies) or distribution address for approval',
  body: ownAddressBodySchema,
  reply: addressSchema,
  errors: [400, 401, 403, 404],
});

export const ownAddressDeleteEndpoint = defineEndpoint({
  name: 'accounts:api_address.delete',
  method: 'DELETE',
  path: '/accounts/api/address/:pk/',
  tags,
  summary: "Deletes one of the company's distribution addresses",
  params: pkParamsSchema,
  reply: emptyReplySchema,
  errors: [400, 401, 403, 404],
});

export const passwordChangeEndpoint = defineEndpoint({
  name: 'accounts:api_password_change',
  method: 'POST',
  path: '/accounts/api/password_change/',
  tags,
  summary:
    "Changes the signed-in user's password; ends their other sessions and their open reset links (429 after too many wrong current passwords)",
  body: passwordChangeBodySchema,
  reply: emptyReplySchema,
  errors: [400, 401, 403, 429],
});
