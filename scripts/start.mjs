// `npm start`: installs what is missing, builds the web app and the server when their builds are
// missing or stale, and runs the built server with node (no transpiler at run time) on
// http://localhost:3000 or PORT (PGlite in ./data with demo data unless DATABASE_URL is set).
import { spawn } from 'node:child_process';
import { ensureDependencies, ensureServerBuild, ensureWebBuild, log, ROOT, SERVER_ENTRY } from './lib.mjs';

try {
  ensureDependencies();
  ensureWebBuild();
  ensureServerBuild();
} catch (error) {
  log(error.message);
  process.exit(error.exitCode ?? 1);
}
log('Starting the portal…');
const server = spawn(process.execPath, [SERVER_ENTRY], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
// A stop sent to this script (a service manager, a container) reaches the server, which closes
// its connections before it exits.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
