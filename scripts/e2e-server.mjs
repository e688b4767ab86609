// The portal as the browser tests see it: built web app, production mode, port 3100, and a fresh
// PGlite folder (or the PostgreSQL of DATABASE_URL), filled with demo data on start.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureWebBuild, ROOT, runAsync } from './lib.mjs';

ensureWebBuild();
const dataDir = mkdtempSync(join(tmpdir(), 'label-portal-e2e-'));
const code = await runAsync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: ROOT,
  env: {
    NODE_ENV: 'production',
    PORT: process.env.E2E_PORT ?? '3100',
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
});
process.exit(code);
