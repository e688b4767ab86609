import { coforLookupEndpoint, confirmationEndpoint, registrationEndpoint } from '@label-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.js';
import type { CaptchaVerifier } from '../../../lib/captcha.js';
import type { Clock } from '../../../lib/clock.js';
import type { DeferredWork } from '../../../lib/deferred-work.js';
import { routeOf } from '../../../lib/endpoint-route.js';
import { PUBLIC } from '../../../plugins/access.js';
import type { SettingsService } from '../../platform/settings/index.js';
import { createFormThrottle } from '../auth/index.js';
import { confirmEmail } from './confirmation.service.js';
import { lookUpCompanyCode } from './lookup.service.js';
import { register } from './registration.service.js';

export type RegistrationRouteDeps = {
  db: Database;
  deferWork: DeferredWork['defer'];
  settings: SettingsService;
  now: Clock;
  publicUrl: string;
  verifyCaptcha: CaptchaVerifier;
};

/** The public registration calls: company-code lookup, registration, e-mail confirmation. */
export async function registerRegistrationRoutes(app: FastifyInstance, options: RegistrationRouteDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = { ...options, throttle: createFormThrottle(options.settings) };

  routes.route({
    ...routeOf(coforLookupEndpoint),
    config: { access: PUBLIC },
    handler: async (request) =>
      lookUpCompanyCode(deps, request.query, { ip: request.ip, language: request.language }),
  });

  routes.route({
    ...routeOf(registrationEndpoint),
    config: { access: PUBLIC },
    handler: async (request, reply) => {
      const result = await register(deps, request.body, { ip: request.ip, language: request.language });
      return reply.status(201).send(result);
    },
  });

  routes.route({
    ...routeOf(confirmationEndpoint),
    config: { access: PUBLIC },
    handler: async (request) =>
      confirmEmail(
        {
          ...deps,
          refreshUserSessions: (userId, executor) => app.sessions.refreshUserSessions(userId, executor),
        },
        request.body.token,
        request.ip,
      ),
  });
}
