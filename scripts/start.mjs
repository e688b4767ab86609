// `npm start`: installs what is missing, builds the web app, and serves the portal on
// http://localhost:3000 (PGlite in ./data with demo data unless DATABASE_URL is set).
import { ensureDependencies, ensureWebBuild, log, ROOT, runAsync } from './lib.mjs';

try {
  ensureDependencies();
  ensureWebBuild();
} catch (error) {
  log(error.message);
  process.exit(error.exitCode ?? 1);
}
log('Starting the portal…');
const code = await runAsync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: ROOT,
  env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
process.exit(code);
