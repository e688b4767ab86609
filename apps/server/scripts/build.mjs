// Builds the server for production: one ES module bundle in apps/server/dist (the contract's
// TypeScript included, npm packages left to node_modules) and the migrations beside it, where
// src/db/migrate.ts looks for them. `npm start` runs node on dist/main.js; no transpiler at run time.
// dist/main.js is small (configuration and the primary of several processes); the server is a chunk.
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const SERVER = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(SERVER, 'dist');

/** npm packages stay external; the workspace's own packages (TypeScript sources) are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@label-portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(DIST, { recursive: true, force: true });
await build({
  entryPoints: { main: join(SERVER, 'src/main.ts') },
  outdir: DIST,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // The primary of several server processes loads main.js only; the server code is a chunk that
  // each server process imports (chunks stay beside main.js: src/db/migrate.ts finds
  // ./migrations from there).
  splitting: true,
  chunkNames: '[name]-[hash]',
  plugins: [externalPackages],
  logLevel: 'warning',
});
cpSync(join(SERVER, 'src/db/migrations'), join(DIST, 'migrations'), { recursive: true });
