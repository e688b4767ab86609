import {
  BACKOFFICE_RIGHTS,
  settingListEndpoint,
  settingPageEndpoint,
  settingUpdateEndpoint,
} from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../../lib/endpoint-route.js';
import { requireRight } from '../../../plugins/access.js';
import { listSettings } from './settings.service.js';
import { readSettingPage, type SettingsAdminDeps, updateSetting } from './settings-admin.service.js';

export async function registerSettingsRoutes(app: FastifyInstance, deps: SettingsAdminDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.route({
    ...routeOf(settingListEndpoint),
    config: { access: requireRight('backoffice.*') },
    handler: async () => listSettings(deps.db),
  });
  typed.route({
    ...routeOf(settingPageEndpoint),
    config: { access: requireRight(BACKOFFICE_RIGHTS.viewSettings) },
    handler: async () => readSettingPage(deps),
  });
  typed.route({
    ...routeOf(settingUpdateEndpoint),
    config: { access: requireRight(BACKOFFICE_RIGHTS.changeSettings) },
    handler: async (request) => {
      const userId = request.auth!.userId;
      const saved = await updateSetting(deps, userId, request.params.key, request.body);
      request.log.info({ settingKey: saved.key, userId }, 'setting changed');
      return saved;
    },
  });
}
