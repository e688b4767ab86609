// `npm test`: every check and every test. Lint and import rules, types, unit and API tests
// (Vitest; API tests on PostgreSQL when DATABASE_URL is set, else on PGlite), then the browser
// tests (Playwright in Debian's Chromium) against the built portal. Installs what is missing.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  ensureChromium,
  ensureDependencies,
  ensureServerBuild,
  ensureWebBuild,
  log,
  ROOT,
  runAsync,
} from './lib.mjs';

const results = join(ROOT, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

try {
  ensureDependencies();
  ensureChromium();
} catch (error) {
  log(error.message);
  process.exit(error.exitCode ?? 1);
}

const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (in memory)';
const steps = [
  ['Lint (Biome)', 'npx', ['biome', 'ci', '.']],
  [
    'Import direction (dependency-cruiser)',
    'npx',
    ['depcruise', '--config', '.dependency-cruiser.cjs', 'apps', 'packages'],
  ],
  ['Unused code and dependencies (knip)', 'npx', ['knip']],
  ['Types (contract)', 'npx', ['tsc', '-p', 'packages/contract']],
  ['Types (server)', 'npx', ['tsc', '-p', 'apps/server']],
  ['Types (web)', 'npx', ['tsc', '-p', 'apps/web']],
  [
    `Unit and API tests on ${database}`,
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(results, 'vitest.json')}`,
    ],
  ],
  ['Build (web and server)', 'build'],
  ['Browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test']],
];

// TEST_SCOPE=database runs only the tests whose outcome depends on the database engine (the API
// tests): CI's second pass on PGlite, after a full pass on PostgreSQL (decision 154).
const isDatabaseScope = process.env.TEST_SCOPE === 'database';
if (isDatabaseScope) {
  const vitest = steps.find(([title]) => title.startsWith('Unit and API tests'));
  steps.splice(0, steps.length, [`API tests on ${database}`, vitest[1], [...vitest[2], '--project', 'api']]);
}

const failed = [];
for (const [title, command, args] of steps) {
  log(`▶ ${title}`);
  let code = 0;
  if (command === 'build') {
    try {
      ensureWebBuild({ force: true });
      ensureServerBuild({ force: true });
    } catch (error) {
      code = error.exitCode ?? 1;
    }
  } else {
    code = await runAsync(command, args, {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'playwright.json') },
    });
  }
  if (code !== 0) failed.push(title);
  log(`${code === 0 ? '✔' : '✘'} ${title}`);
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}
const vitest = readJson(join(results, 'vitest.json'));
const playwright = readJson(join(results, 'playwright.json'));
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failedTests =
  (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (playwright?.stats?.skipped ?? 0);

log(`Vitest: ${vitest?.numPassedTests ?? 0} passed, ${vitest?.numFailedTests ?? 0} failed`);
log(`Playwright: ${playwright?.stats?.expected ?? 0} passed, ${playwright?.stats?.unexpected ?? 0} failed`);
if (failed.length > 0) log(`Failed steps: ${failed.join('; ')}`);
process.stdout.write(
  `${passed} passed, ${failedTests + (failed.length > 0 && failedTests === 0 ? failed.length : 0)} failed, ${skipped} skipped\n`,
);
process.exit(failed.length > 0 ? 1 : 0);
