import {
  backofficeUserChangeSchema,
  backofficeUserDetailSchema,
  confirmationResentSchema,
} from '../schemas/backoffice-users.js';
import { pkParamsSchema } from '../schemas/primitives.js';
import { defineEndpoint } from './define.js';

const tags = ['backoffice'];

export const backofficeUserDetailEndpoint = defineEndpoint({
  name: 'backoffice:api_user_detail',
  method: 'GET',
  path: '/backoffice/api/users/:pk/',
  tags,
  summary: 'One user with their groups, active flag and version (for an edit)',
  params: pkParamsSchema,
  reply: backofficeUserDetailSchema,
  errors: [400, 401, 403, 404],
});

export const backofficeUserChangeEndpoint = defineEndpoint({
  name: 'backoffice:api_user_change',
  method: 'PATCH',
  path: '/backoffice/api/users/:pk/',
  tags,
  summary:
    "Enables or disables a user (a disabled user's sessions end at once) and sets their groups; the version read answers 409 when stale",
  params: pkParamsSchema,
  body: backofficeUserChangeSchema,
  reply: backofficeUserDetailSchema,
  errors: [400, 401, 403, 404, 409],
});

export const backofficeResendConfirmationEndpoint = defineEndpoint({
  name: 'backoffice:api_user_resend_confirmation',
  method: 'POST',
  path: '/backoffice/api/users/:pk/resend_confirmation/',
  tags,
  summary:
    'Mails a user waiting for their e-mail confirmation a new confirmation link; the earlier link stops working',
  params: pkParamsSchema,
  reply: confirmationResentSchema,
  errors: [400, 401, 403, 404, 409],
});
