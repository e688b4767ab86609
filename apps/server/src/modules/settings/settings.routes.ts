import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { requireRight } from '../../plugins/access.js';
import { findAllSettings } from './settings.repository.js';

const settingSchema = z
  .object({ key: z.string(), value: z.unknown(), description: z.string(), updated_at: z.string() })
  .meta({ id: 'Setting' });

export async function registerSettingsRoutes(app: FastifyInstance, deps: { db: Database }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/backoffice/api/settings/',
    {
      config: { access: requireRight('backoffice.*') },
      schema: {
        tags: ['backoffice'],
        summary: 'Every setting with its value (fees, thresholds, timeouts)',
        response: { 200: z.array(settingSchema) },
      },
    },
    async () =>
      (await findAllSettings(deps.db)).map((row) => ({
        key: row.key,
        value: row.value,
        description: row.description,
        updated_at: row.updatedAt.toISOString(),
      })),
  );
}
