import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, REPO_ROOT } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { type CaptchaVerifier, captchaOff, createRecaptchaVerifier } from './lib/captcha.js';
import { registerAccountRoutes } from './modules/accounts/accounts.routes.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { createSessionService } from './modules/auth/session.service.js';
import { pingDatabase } from './modules/health/health.repository.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerMailboxRoutes } from './modules/mail/mailbox.routes.js';
import { registerOrderRoutes } from './modules/orders/orders.routes.js';
import { registerSettingsRoutes } from './modules/settings/settings.routes.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { accessPlugin } from './plugins/access.js';
import { csrfPlugin } from './plugins/csrf.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { openApiPlugin } from './plugins/openapi.js';
import { requestContextPlugin } from './plugins/request-context.js';
import { securityPlugin } from './plugins/security.js';
import { sessionPlugin } from './plugins/session.js';
import { webAppPlugin } from './plugins/web-app.js';

export const APP_VERSION: string = JSON.parse(
  readFileSync(join(REPO_ROOT, 'apps/server/package.json'), 'utf8'),
).version;

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  verifyCaptcha?: CaptchaVerifier;
  /** Requests per minute and client address before 429 (all routes). */
  rateLimitMax?: number;
  /** The clock of the ordering date rules; the wall clock unless a test moves it. */
  now?: () => Date;
};

/** Builds the whole server: plugins in their order, then every module's routes. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const settings = createSettingsService(database.db);
  const sessions = createSessionService({ db: database.db, settings });
  const secure = config.isHttps;

  await app.register(requestContextPlugin);
  await app.register(securityPlugin, { isHttps: config.isHttps, rateLimitMax: options.rateLimitMax ?? 1200 });
  await app.register(cookie);
  await app.register(sessionPlugin, { sessions, secure });
  await app.register(csrfPlugin, { secret: config.sessionSecret, secure });
  await app.register(accessPlugin);
  await app.register(openApiPlugin, { publicUrl: config.publicUrl, version: APP_VERSION });

  const verifyCaptcha =
    options.verifyCaptcha ??
    (config.recaptchaSecret ? createRecaptchaVerifier(config.recaptchaSecret) : captchaOff);
  await registerHealthRoutes(app, {
    checkDatabase: () => pingDatabase(database.db),
    databaseKind: database.kind,
  });
  await registerAuthRoutes(app, { db: database.db, settings, sessions, verifyCaptcha });
  await registerAccountRoutes(app, { db: database.db, settings });
  await registerMailboxRoutes(app, { db: database.db });
  await registerSettingsRoutes(app, { db: database.db });
  await registerOrderRoutes(app, { db: database.db, settings, now: options.now ?? (() => new Date()) });

  await app.register(webAppPlugin, {
    serveWeb: config.serveWeb,
    webDistDir: config.webDistDir,
    mediaDir: join(REPO_ROOT, 'apps/server/assets'),
  });
  return app;
}
