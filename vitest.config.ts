import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure code, beside the sources) and `api` (the real app on a real database:
 * PGlite in memory by default, the PostgreSQL of DATABASE_URL when set). API files run one after
 * another because they share one database.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
