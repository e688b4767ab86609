import {
  emptyReplySchema,
  heartbeatReplySchema,
  loginBodySchema,
  permissionsReplySchema,
  sessionStatusSchema,
} from '../schemas/auth.js';
import { defineEndpoint } from './define.js';

const tags = ['accounts'];

export const loginStatusEndpoint = defineEndpoint({
  name: 'accounts:api_login.get',
  method: 'GET',
  path: '/accounts/api/login/',
  tags,
  summary: "The session's permissions; sets the csrftoken cookie",
  reply: permissionsReplySchema,
});

export const loginEndpoint = defineEndpoint({
  name: 'accounts:api_login.post',
  method: 'POST',
  path: '/accounts/api/login/',
  tags,
  summary: 'Sign in with e-mail, account id and password',
  body: loginBodySchema,
  reply: permissionsReplySchema,
  errors: [400, 429],
});

export const logoutEndpoint = defineEndpoint({
  name: 'accounts:api_logout',
  method: 'POST',
  path: '/accounts/api/logout/',
  tags,
  summary: 'Sign out and end the session',
  reply: emptyReplySchema,
});

export const sessionHeartbeatEndpoint = defineEndpoint({
  name: 'accounts:api_session_heartbeat',
  method: 'GET',
  path: '/accounts/api/session_heartbeat/',
  tags,
  summary: 'Keeps the session alive',
  reply: heartbeatReplySchema,
});

export const sessionStatusEndpoint = defineEndpoint({
  name: 'accounts:api_session_status',
  method: 'GET',
  path: '/accounts/api/session_status/',
  tags,
  summary: 'Whether the session has timed out',
  reply: sessionStatusSchema,
});
