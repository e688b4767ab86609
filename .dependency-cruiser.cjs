/**
 * Imports flow one way: contract → server modules / web features → app.
 * Checked by `npm run lint` and `npm test`.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'contract-stands-alone',
      comment: 'The contract is shared by server and web; it imports neither.',
      severity: 'error',
      from: { path: '^packages/contract' },
      to: { path: '^apps/' },
    },
    {
      name: 'server-and-web-apart',
      severity: 'error',
      from: { path: '^apps/server' },
      to: { path: '^apps/web' },
    },
    {
      name: 'web-and-server-apart',
      severity: 'error',
      from: { path: '^apps/web' },
      to: { path: '^apps/server' },
    },
    {
      name: 'only-repositories-touch-the-database',
      comment:
        'Queries live in *.repository.ts. Routes, services and plugins receive the database as a value and pass it on.',
      severity: 'error',
      from: {
        path: '^apps/server/src/(modules|plugins|lib)/',
        pathNot: '\\.repository\\.ts$',
      },
      to: {
        path: '^(apps/server/src/db/schema|node_modules/drizzle-orm|apps/server/src/db/client\\.ts)',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'server-modules-do-not-import-the-app',
      severity: 'error',
      from: { path: '^apps/server/src/(modules|plugins|lib|db)/' },
      to: { path: '^apps/server/src/(app|main|server)\\.ts$' },
    },
    {
      name: 'server-modules-use-each-other-through-their-index',
      comment:
        'A server module is modules/<area>/<name>/ (decision 322). It may use another only through its index.ts (its public face), never its files.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+/[^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/[^/]+/.+',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'server-modules-live-in-an-area',
      comment:
        'Every server file under modules/ belongs to a module: modules/<area>/<name>/… (decision 322), never loose in modules/ or in an area folder.',
      severity: 'error',
      from: {},
      to: { path: '^apps/server/src/modules/([^/]+|[^/]+/[^/]+)$' },
    },
    {
      name: 'server-routes-call-services',
      comment: 'Routes validate, call a service and reply; only services reach repositories.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/.+\\.routes\\.ts$' },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'server-app-and-seed-use-module-index',
      comment:
        'app.ts, main.ts, server.ts, the database code and the seed reach a module only through its index.ts.',
      severity: 'error',
      from: { path: '^apps/server/src/((app|main|server|config)\\.ts$|db/|seed/)' },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: [
          '^apps/server/src/modules/[^/]+/[^/]+/index\\.ts$',
          // The schema's rollup tables are made from the registry (decision 313): pure data.
          '^apps/server/src/modules/scans/verifications/rollups/registry\\.ts$',
        ],
      },
    },
    {
      name: 'db-is-below-modules-and-seed',
      comment:
        'db/ (schema, client, migrations) sits below the modules and the seed (decision 322): it imports neither, except the rollup registry the schema is made from (decision 313).',
      severity: 'error',
      from: { path: '^apps/server/src/db/' },
      to: {
        path: '^apps/server/src/(modules|seed)/',
        pathNot: '^apps/server/src/modules/scans/verifications/rollups/registry\\.ts$',
      },
    },
    {
      name: 'rollup-registry-is-a-leaf',
      comment: 'The rollup registry (decision 313) is pure data the schema reads: it imports nothing.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/scans/verifications/rollups/registry\\.ts$' },
      to: {},
    },
    {
      name: 'server-plugins-and-lib-do-not-import-modules',
      comment:
        'Plugins and lib/ are below the modules: a plugin receives what it needs from a module as a function typed on its own side, wired in app.ts. Type-only imports count too.',
      severity: 'error',
      from: { path: '^apps/server/src/(plugins|lib)/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'web-features-do-not-import-the-app',
      severity: 'error',
      from: { path: '^apps/web/src/(features|components|lib)/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-shared-code-does-not-import-features',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-features-use-each-other-through-their-index',
      comment: 'A feature may use another only through its index.ts.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/([^/]+)/.+',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
