import { permissionsReplySchema } from '../schemas/auth.js';
import {
  confirmPasswordBodySchema,
  resetPasswordBodySchema,
  resetPasswordReplySchema,
} from '../schemas/passwords.js';
import { defineEndpoint } from './define.js';

const tags = ['accounts'];

export const resetPasswordEndpoint = defineEndpoint({
  name: 'accounts:api_reset_password',
  method: 'POST',
  path: '/accounts/api/reset_password/',
  tags,
  summary:
    'Mails a link to set a new password when the e-mail and account id match an account; the same answer either way',
  body: resetPasswordBodySchema,
  reply: resetPasswordReplySchema,
  errors: [400, 429],
});

export const confirmPasswordEndpoint = defineEndpoint({
  name: 'accounts:api_confirm_password',
  method: 'POST',
  path: '/accounts/api/confirm_password/',
  tags,
  summary: "Sets a new password with a mailed code, ends the user's other sessions and signs in",
  body: confirmPasswordBodySchema,
  reply: permissionsReplySchema,
  errors: [400, 429],
});
