// `npm run dev`: the API with reload on :3000 and Vite with hot reload on :5173.
import { ensureDependencies, log, runAsync } from './lib.mjs';

ensureDependencies();
log('API on http://localhost:3000, web app with hot reload on http://localhost:5173');
const codes = await Promise.all([
  // One server process under tsx watch, whatever WEB_CONCURRENCY says (a reload restarts it).
  runAsync('npm', ['run', 'dev', '-w', 'apps/server'], { env: { WEB_CONCURRENCY: '1' } }),
  runAsync('npm', ['run', 'dev', '-w', 'apps/web']),
]);
process.exit(Math.max(...codes));
