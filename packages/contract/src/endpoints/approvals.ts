import {
  activatedUserSchema,
  addressApprovalDataSchema,
  approvalDecisionSchema,
  approvalResultSchema,
  approvalTokenQuerySchema,
  backofficeUserListQuerySchema,
  backofficeUserPageSchema,
  userApprovalDataSchema,
} from '../schemas/approvals.js';
import { pkParamsSchema } from '../schemas/primitives.js';
import { defineEndpoint } from './define.js';

const tags = ['approvals'];

export const clientConfirmationEndpoint = defineEndpoint({
  name: 'accounts:api_client_confirmation.get',
  method: 'GET',
  path: '/accounts/api/client_confirmation/',
  tags,
  summary:
    "A registered user waiting for the car-maker's approval, from the mailed code (404 invalid or expired; 409 already approved, or already rejected with user_deleted)",
  query: approvalTokenQuerySchema,
  reply: userApprovalDataSchema,
  errors: [400, 401, 403, 404, 409],
});

export const decideClientConfirmationEndpoint = defineEndpoint({
  name: 'accounts:api_client_confirmation.post',
  method: 'POST',
  path: '/accounts/api/client_confirmation/',
  tags,
  summary:
    "The approver's decision on a registered user: approve (customer service then activates) or reject (the user is deleted, the feedback mailed)",
  body: approvalDecisionSchema,
  reply: approvalResultSchema,
  errors: [400, 401, 403, 404, 409],
});

export const clientAddressConfirmationEndpoint = defineEndpoint({
  name: 'accounts:api_client_address_confirmation.get',
  method: 'GET',
  path: '/accounts/api/client_address_confirmation/',
  tags,
  summary:
    'An address waiting for approval with its company and previous approved versions (404 invalid or expired; 409 already performed)',
  query: approvalTokenQuerySchema,
  reply: addressApprovalDataSchema,
  errors: [400, 401, 403, 404, 409],
});

export const decideClientAddressConfirmationEndpoint = defineEndpoint({
  name: 'accounts:api_client_address_confirmation.post',
  method: 'POST',
  path: '/accounts/api/client_address_confirmation/',
  tags,
  summary:
    "The approver's decision on an address: approve, or reject (the address is deleted, the proposal and feedback kept, decision 101)",
  body: approvalDecisionSchema,
  reply: approvalResultSchema,
  errors: [400, 401, 403, 404, 409],
});

export const backofficeUserListEndpoint = defineEndpoint({
  name: 'backoffice:api_user_list',
  method: 'GET',
  path: '/backoffice/api/users/',
  tags: ['backoffice'],
  summary: 'Users in a state (default CS_APPROVAL_REQUESTED: waiting for activation), by id, keyset paging',
  query: backofficeUserListQuerySchema,
  reply: backofficeUserPageSchema,
  errors: [400, 401, 403],
});

export const backofficeUserActivateEndpoint = defineEndpoint({
  name: 'backoffice:api_user_activate',
  method: 'POST',
  path: '/backoffice/api/users/:pk/activate/',
  tags: ['backoffice'],
  summary:
    'Customer service activates an approved user (CS_APPROVAL_REQUESTED to APPROVED); the user is mailed',
  params: pkParamsSchema,
  reply: activatedUserSchema,
  errors: [400, 401, 403, 404, 409],
});
