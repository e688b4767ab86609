import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (pure code, beside the sources), `web-components` (React components of the
 * web app rendered in happy-dom with Testing Library, *.test.tsx beside them) and `api` (the real app
 * on a real database: PGlite in memory by default, the PostgreSQL of DATABASE_URL when set). Each
 * API file gets its own copy of a database migrated and seeded once per run (decision 196), so the
 * files run in parallel: at least two workers, also on a 2-core machine (they wait on the database
 * half of the time; Vitest's default there is one).
 */
/**
 * The postgres.js crash after a cut connection (decision 062) that the server's process guard
 * ignores in production: the outage test provokes it on purpose, so the test run ignores it too.
 * Any other uncaught error still fails the run.
 */
function isKnownDriverCrash(error: { message?: string; stack?: string }): boolean {
  return (
    error.message === "Cannot read properties of null (reading 'write')" &&
    /nextWrite/.test(error.stack ?? '') &&
    /postgres[\\/](cjs[\\/])?src[\\/]connection\.js/.test(error.stack ?? '')
  );
}

export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism() - 1),
    onUnhandledError: (error) => !isKnownDriverCrash(error),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web-components',
          isolate: false,
          // As the API files (decision 157): importing Mantine and the features again per file cost
          // more than the tests; each test still renders into a clean document (setup.ts).
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          // The files share their worker's modules: loading the app's module graph again for each
          // file cost 3-5 s a file (decision 157). Each file still has its own database and app.
          isolate: false,
          environment: 'node',
          globalSetup: ['apps/server/test/setup/global-setup.ts'],
          setupFiles: ['apps/server/test/setup/file-database.ts'],
          // PGlite (one thread, in CI beside the browser tests: decision 197) runs the brute-force
          // comparisons several times slower than PostgreSQL; no test asserts a time.
          testTimeout: process.env.DATABASE_URL ? 30_000 : 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
