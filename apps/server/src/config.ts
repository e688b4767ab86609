import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, for defaults relative to it (DATA_DIR, the built web app). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** proxy-addr's names for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which X-Forwarded-For entries to believe: none (false), the last N hops (a number: the proxies
 * in front of the server), or the entries added by the listed proxy addresses. `true` is refused:
 * it believes the leftmost entry, which the client writes itself.
 */
export type TrustProxy = false | number | string[];

const trustProxySchema = z
  .string()
  .trim()
  .refine((value) => !['true', 'yes'].includes(value.toLowerCase()), {
    error:
      'true would believe any X-Forwarded-For a client sends; give the number of proxies in front of the server (for example 1) or their addresses',
  })
  .transform((value, ctx): TrustProxy => {
    if (['false', 'no', '0'].includes(value.toLowerCase())) return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not a number of hops nor proxy addresses (IP, CIDR, loopback, linklocal, uniquelocal): ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's form of TrustProxy. Fastify ignores a bare number (it cannot check the peer), so the
 * hop count becomes proxy-addr's function: the socket peer is hop 0, the entry left of it hop 1 …
 */
export function toFastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** More server processes than this is a typing error, not a plan (each opens its own pool). */
const MAX_WORKERS = 64;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(
      /^([^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
      'must be an address (no-reply@example.com) or a name and an address (Label Portal <no-reply@example.com>)',
    )
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySchema.default(false),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  SERVE_WEB: booleanFlag.optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SEED_DEMO: booleanFlag.default(true),
  WEB_CONCURRENCY: z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number of server processes from 1 to ${MAX_WORKERS}`)
    .transform(Number)
    .refine((count) => count >= 1 && count <= MAX_WORKERS, {
      error: `must be a whole number of server processes from 1 to ${MAX_WORKERS}`,
    })
    .optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string;
  publicUrl: string;
  isHttps: boolean;
  smtpUrl: string | undefined;
  /** The From of every mail; by default no-reply at PUBLIC_URL's host name. */
  mailFrom: string;
  logLevel: string;
  trustProxy: TrustProxy;
  recaptchaSecret: string | undefined;
  serveWeb: boolean;
  webDistDir: string;
  seedDemo: boolean;
  /** Server processes (node:cluster workers); always 1 on PGlite, whose database lives in the process. */
  workers: number;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the environment; a bad variable stops the start with its name and the reason. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(REPO_ROOT, e.DATA_DIR);
  if (!e.SESSION_SECRET && e.NODE_ENV === 'production' && e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  SESSION_SECRET: required in production with DATABASE_URL (at least 32 characters)',
    );
  }
  if (!e.DATABASE_URL && e.WEB_CONCURRENCY !== undefined && e.WEB_CONCURRENCY > 1) {
    throw new ConfigError(
      'Invalid configuration:\n  WEB_CONCURRENCY: several server processes need PostgreSQL (DATABASE_URL); PGlite runs in one process, so leave WEB_CONCURRENCY unset or set it to 1',
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateLocalSecret(dataDir),
    publicUrl,
    isHttps: publicUrl.startsWith('https://'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Label Portal <no-reply@${new URL(publicUrl).hostname}>`,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    recaptchaSecret: e.RECAPTCHA_SECRET,
    serveWeb: e.SERVE_WEB ?? e.NODE_ENV === 'production',
    webDistDir: e.WEB_DIST_DIR ? resolve(REPO_ROOT, e.WEB_DIST_DIR) : join(REPO_ROOT, 'apps/web/dist'),
    seedDemo: e.SEED_DEMO,
    workers: e.DATABASE_URL ? (e.WEB_CONCURRENCY ?? Math.min(availableParallelism(), MAX_WORKERS)) : 1,
  };
}

/**
 * Without SESSION_SECRET (local runs), a random secret is kept in DATA_DIR so that a restart keeps
 * sessions and CSRF tokens valid. Never committed: DATA_DIR is ignored by git.
 */
function readOrCreateLocalSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
