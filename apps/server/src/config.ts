import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, for defaults relative to it (DATA_DIR, the built web app). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

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
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  SERVE_WEB: booleanFlag.optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SEED_DEMO: booleanFlag.default(true),
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
  logLevel: string;
  trustProxy: boolean;
  recaptchaSecret: string | undefined;
  serveWeb: boolean;
  webDistDir: string;
  seedDemo: boolean;
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
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(REPO_ROOT, e.DATA_DIR);
  if (!e.SESSION_SECRET && e.NODE_ENV === 'production' && e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  SESSION_SECRET: required in production with DATABASE_URL (at least 32 characters)',
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateLocalSecret(dataDir),
    publicUrl: e.PUBLIC_URL,
    isHttps: e.PUBLIC_URL.startsWith('https://'),
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    recaptchaSecret: e.RECAPTCHA_SECRET,
    serveWeb: e.SERVE_WEB ?? e.NODE_ENV === 'production',
    webDistDir: e.WEB_DIST_DIR ? resolve(REPO_ROOT, e.WEB_DIST_DIR) : join(REPO_ROOT, 'apps/web/dist'),
    seedDemo: e.SEED_DEMO,
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
