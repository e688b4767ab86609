import { z } from 'zod';
import {
  editableSettingSchema,
  settingKeyParamsSchema,
  settingPageSchema,
  settingSchema,
  settingUpdateBodySchema,
} from '../schemas/settings.js';
import { defineEndpoint } from './define.js';

export const settingListEndpoint = defineEndpoint({
  name: 'backoffice:api_setting_list',
  method: 'GET',
  path: '/backoffice/api/settings/',
  tags: ['backoffice'],
  summary: 'Every setting with its value (fees, thresholds, timeouts)',
  reply: z.array(settingSchema),
});

export const settingPageEndpoint = defineEndpoint({
  name: 'backoffice:api_setting_page',
  method: 'GET',
  path: '/backoffice/api/settings/editable/',
  tags: ['backoffice'],
  summary: 'Every setting with its version and group, and the extra services fees, for the settings screen',
  reply: settingPageSchema,
});

export const settingUpdateEndpoint = defineEndpoint({
  name: 'backoffice:api_setting_update',
  method: 'PUT',
  path: '/backoffice/api/settings/:key/',
  tags: ['backoffice'],
  summary:
    'Changes one setting (checked by its rule; stale version 409); every server process reads it at once',
  params: settingKeyParamsSchema,
  body: settingUpdateBodySchema,
  reply: editableSettingSchema,
  errors: [400, 404, 409],
});
