import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, REPO_ROOT, toFastifyTrustProxy } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { listenWithRetry } from './db/listen-with-retry.js';
import { type CaptchaVerifier, captchaOff, createRecaptchaVerifier } from './lib/captcha.js';
import { type Clock, systemClock } from './lib/clock.js';
import { createDeferredWork, type DeferredWork } from './lib/deferred-work.js';
import { loggerOptions } from './lib/logger-options.js';
import { parseQueryString } from './lib/query-string.js';
import { type RandomBytes, strongRandomBytes } from './lib/random-bytes.js';
import { createReplySerializerCompiler } from './lib/reply-serializer.js';
import { registerApprovalRoutes } from './modules/accounts/approvals/index.js';
import {
  createPasswordGuessThrottle,
  createSessionService,
  registerAuthRoutes,
  startSessionPurge,
} from './modules/accounts/auth/index.js';
import { registerAccountRoutes } from './modules/accounts/companies/index.js';
import { registerPasswordRoutes } from './modules/accounts/passwords/index.js';
import { registerProfileRoutes } from './modules/accounts/profile/index.js';
import { registerRegistrationRoutes } from './modules/accounts/registration/index.js';
import { createApiKeyResolver, registerActivationRoutes } from './modules/backoffice/activation/index.js';
import { registerCompaniesAdminRoutes } from './modules/backoffice/backoffice-companies/index.js';
import { registerBackofficeOrderRoutes } from './modules/backoffice/backoffice-orders/index.js';
import { registerBackofficeUserRoutes } from './modules/backoffice/backoffice-users/index.js';
import { registerSupplierFileRoutes } from './modules/backoffice/supplier-file/index.js';
import {
  type CatalogueSnapshots,
  createCatalogueSnapshots,
  registerCatalogueAdminRoutes,
} from './modules/ordering/catalogue/index.js';
import { registerOrderRoutes } from './modules/ordering/orders/index.js';
import { registerAuditRoutes } from './modules/platform/audit/index.js';
import { pingDatabase, registerHealthRoutes } from './modules/platform/health/index.js';
import { registerMailboxRoutes } from './modules/platform/mail/index.js';
import type { SharedRateLimit } from './modules/platform/rate-limit/index.js';
import {
  createSettingsService,
  registerSettingsRoutes,
  SETTINGS_CHANNEL,
} from './modules/platform/settings/index.js';
import {
  createVerificationStore,
  registerStatisticsMapRoutes,
  registerVerificationLookupRoutes,
  registerVerificationQueryRoutes,
  registerVerificationRoutes,
} from './modules/scans/verifications/index.js';
import { registerContactRoutes } from './modules/site/contact/index.js';
import { registerDistributionRoutes } from './modules/site/distribution/index.js';
import { registerDocumentRoutes } from './modules/site/documents/index.js';
import { registerNewsRoutes } from './modules/site/news/index.js';
import { registerOrderFiguresRoutes } from './modules/statistics/statistics-order-figures/index.js';
import { registerStatisticsOrderRoutes } from './modules/statistics/statistics-orders/index.js';
import { registerStatisticsRegistrationRoutes } from './modules/statistics/statistics-registrations/index.js';
import { registerStatisticsVolumeRoutes } from './modules/statistics/statistics-volume/index.js';
import { accessPlugin } from './plugins/access.js';
import { apiKeyPlugin } from './plugins/api-key.js';
import { createClientErrorHandler } from './plugins/client-errors.js';
import { csrfPlugin } from './plugins/csrf.js';
import { createFrameworkErrorHandler, registerErrorHandler } from './plugins/error-handler.js';
import { openApiPlugin } from './plugins/openapi.js';
import { requestContextPlugin } from './plugins/request-context.js';
import { requestLogPlugin } from './plugins/request-log.js';
import { createSecurityHeaders, securityPlugin } from './plugins/security.js';
import { sessionPlugin } from './plugins/session.js';
import { webAppPlugin } from './plugins/web-app.js';

export const APP_VERSION: string = JSON.parse(
  readFileSync(join(REPO_ROOT, 'apps/server/package.json'), 'utf8'),
).version;

declare module 'fastify' {
  interface FastifyInstance {
    /** The session service (sign-out and user changes reach every process's session cache through it). */
    sessions: ReturnType<typeof createSessionService>;
    /** The catalogue kept in memory for the screens (its `changed` reaches every process). */
    catalogue: CatalogueSnapshots;
    /** Work done after a reply (decision 293); app.close() waits for it. */
    deferredWork: DeferredWork;
  }
}

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  verifyCaptcha?: CaptchaVerifier;
  /** Requests per minute and client address before 429 (all routes). */
  rateLimitMax?: number;
  /**
   * Counts the per-address limit with the other server processes (server.ts makes the database one
   * on PostgreSQL); without it the app counts alone, in memory. app.close() stops it after a last sync.
   */
  sharedRateLimit?: (log: FastifyBaseLogger) => SharedRateLimit;
  /** The server's one clock (sessions, throttles, ordering, blocking); the wall clock unless a test moves it. */
  now?: Clock;
  /** Random bytes for identifiers made in bulk (label ids); the operating system's unless a test replays chosen ones. */
  randomBytes?: RandomBytes;
  /** How long a process trusts a session it read (default SESSION_CACHE_TTL_MS of the auth module). */
  sessionCacheTtlMs?: number;
  /** Deletes ended sessions this often while the app runs (server.ts sets it; stopped by app.close()). */
  sessionPurgeIntervalMs?: number;
};

/** Builds the whole server: plugins in their order, then every module's routes. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const securityHeaders = createSecurityHeaders(config.isHttps);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    bodyLimit: 10 * 1024 * 1024,
    // A malformed percent-encoding in the query is refused like one in the path (decision 295).
    routerOptions: { querystringParser: parseQueryString },
    // Failed and slow requests only (plugins/request-log.ts): two lines per request cost more than
    // a small reply's whole handling.
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors: createFrameworkErrorHandler(securityHeaders),
    // Headers over 16 KB and malformed HTTP: Node's replies in the same shape and headers (decision 295).
    clientErrorHandler: createClientErrorHandler(securityHeaders),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createReplySerializerCompiler({ isChecked: config.env !== 'production' }));
  registerErrorHandler(app);

  const now = options.now ?? systemClock;
  const deferredWork = createDeferredWork(app.log);
  app.decorate('deferredWork', deferredWork);
  app.addHook('onClose', () => deferredWork.idle());
  const settings = createSettingsService(database.db);
  const sessions = createSessionService({
    db: database.db,
    settings,
    now,
    ...(options.sessionCacheTtlMs !== undefined ? { cacheTtlMs: options.sessionCacheTtlMs } : {}),
  });
  // Sign-outs and user changes made by any process reach this one's session cache (decision 095).
  app.decorate('sessions', sessions);
  const { channel, ...handlers } = sessions.invalidation;
  const sessionListener = listenWithRetry(database, channel, handlers, app.log);
  app.addHook('onClose', () => sessionListener.stop());
  // The catalogue the screens show, kept per process until a change is notified (decision 096).
  const catalogue = createCatalogueSnapshots({ db: database.db, now });
  app.decorate('catalogue', catalogue);
  const { channel: catalogueChannel, ...catalogueHandlers } = catalogue.invalidation;
  const catalogueListener = listenWithRetry(database, catalogueChannel, catalogueHandlers, app.log);
  app.addHook('onClose', () => catalogueListener.stop());
  // Settings changed by staff in any process reach this one's settings cache (decision 204).
  const forgetSettings = () => settings.invalidate();
  const settingsListener = listenWithRetry(
    database,
    SETTINGS_CHANNEL,
    { onMessage: forgetSettings, onConnect: forgetSettings },
    app.log,
  );
  app.addHook('onClose', () => settingsListener.stop());
  if (options.sessionPurgeIntervalMs !== undefined) {
    const purge = startSessionPurge({ sessions, log: app.log, intervalMs: options.sessionPurgeIntervalMs });
    app.addHook('onClose', () => purge.stop());
  }
  const secure = config.isHttps;
  const sharedRateLimit = options.sharedRateLimit?.(app.log);
  if (sharedRateLimit) app.addHook('onClose', () => sharedRateLimit.stop());

  await app.register(requestContextPlugin);
  await app.register(requestLogPlugin);
  await app.register(securityPlugin, {
    isHttps: config.isHttps,
    rateLimitMax: options.rateLimitMax ?? 1200,
    rateLimitCounter: sharedRateLimit,
  });
  await app.register(cookie);
  await app.register(sessionPlugin, { resolveSession: sessions.resolveSession, secure });
  await app.register(csrfPlugin, { secret: config.sessionSecret, secure });
  // Integration calls: the API key of `Authorization: Bearer`, on key routes only (decision 172).
  await app.register(apiKeyPlugin, { resolveApiKey: createApiKeyResolver({ db: database.db, now }) });
  await app.register(accessPlugin);
  await app.register(openApiPlugin, {
    publicUrl: config.publicUrl,
    version: APP_VERSION,
    isUiServed: config.env !== 'production',
  });

  const verifyCaptcha =
    options.verifyCaptcha ??
    (config.recaptchaSecret ? createRecaptchaVerifier(config.recaptchaSecret) : captchaOff);
  await registerHealthRoutes(app, {
    checkDatabase: () => pingDatabase(database.db),
    databaseKind: database.kind,
  });
  await registerAuthRoutes(app, {
    db: database.db,
    settings,
    sessions,
    verifyCaptcha,
    secret: config.sessionSecret,
    secure,
    now,
  });
  await registerAccountRoutes(app, { db: database.db, settings, now });
  await registerRegistrationRoutes(app, {
    db: database.db,
    deferWork: deferredWork.defer,
    settings,
    now,
    publicUrl: config.publicUrl,
    verifyCaptcha,
  });
  await registerPasswordRoutes(app, {
    db: database.db,
    deferWork: deferredWork.defer,
    settings,
    sessions,
    now,
    publicUrl: config.publicUrl,
  });
  await registerProfileRoutes(app, {
    db: database.db,
    settings,
    now,
    publicUrl: config.publicUrl,
    passwordGuesses: createPasswordGuessThrottle(settings),
    sessions,
  });
  await registerDocumentRoutes(app, { db: database.db, settings, now });
  await registerMailboxRoutes(app, { db: database.db, isDelivering: Boolean(config.smtpUrl), now });
  await registerAuditRoutes(app, { db: database.db });
  await registerSettingsRoutes(app, { db: database.db, now, settings });
  await registerCompaniesAdminRoutes(app, { db: database.db, now, settings });
  await registerOrderRoutes(app, {
    db: database.db,
    settings,
    now,
    catalogue,
    publicUrl: config.publicUrl,
    localWrites: database.localWrites,
  });
  await registerDistributionRoutes(app, { db: database.db, now });
  await registerApprovalRoutes(app, {
    db: database.db,
    settings,
    now,
    publicUrl: config.publicUrl,
    refreshUserSessions: sessions.refreshUserSessions,
  });
  await registerBackofficeUserRoutes(app, {
    db: database.db,
    settings,
    now,
    publicUrl: config.publicUrl,
    endUserSessions: sessions.endUserSessions,
    refreshUserSessions: sessions.refreshUserSessions,
  });
  await registerNewsRoutes(app, { db: database.db, now });
  await registerContactRoutes(app, { db: database.db, settings, now });
  await registerBackofficeOrderRoutes(app, {
    db: database.db,
    now,
    publicUrl: config.publicUrl,
    randomBytes: options.randomBytes ?? strongRandomBytes,
  });
  await registerActivationRoutes(app, { db: database.db, now });
  await registerVerificationRoutes(app, {
    db: database.db,
    now,
    store: createVerificationStore(database.kind),
  });
  await registerVerificationLookupRoutes(app, { db: database.db });
  await registerVerificationQueryRoutes(app, { db: database.db, now });
  await registerSupplierFileRoutes(app, { db: database.db, settings, now });
  await registerStatisticsRegistrationRoutes(app, { db: database.db, settings, now });
  await registerCatalogueAdminRoutes(app, { db: database.db, now, catalogue, settings });
  await registerStatisticsOrderRoutes(app, { db: database.db, now });
  await registerStatisticsVolumeRoutes(app, { db: database.db, now });
  await registerOrderFiguresRoutes(app, { db: database.db, now });
  await registerStatisticsMapRoutes(app, { settings });

  await app.register(webAppPlugin, {
    serveWeb: config.serveWeb,
    webDistDir: config.webDistDir,
    mediaDir: join(REPO_ROOT, 'apps/server/assets'),
  });
  return app;
}
