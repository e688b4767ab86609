// `npm test`: every check and every test. Lint and import rules, types, unit and API tests
// (Vitest; API tests on PostgreSQL when DATABASE_URL is set, else on PGlite), then the browser
// tests (Playwright in Debian's Chromium) against the built portal. Installs what is missing.
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import {
  ensureChromium,
  ensureDependencies,
  ensureServerBuild,
  ensureWebBuild,
  log,
  ROOT,
  runAsync,
  runAsyncToFile,
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
  [
    'Module graph in docs/architecture.md (generated)',
    process.execPath,
    ['scripts/module-graph.mjs', '--check'],
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

// TEST_PGLITE_BESIDE_BROWSER=1 with DATABASE_URL (CI, decisions 197 and 285): the API tests also
// run on PGlite, from the first step on, beside the others: lint and types leave a core idle, and
// the browser tests mostly wait on the browser and the server. Their output goes to a file, printed
// once they are done, so that the logs do not interleave.
const pgliteTitle = 'API tests on PGlite (beside the other steps)';
const isPgliteBesideBrowser =
  !isDatabaseScope && !!process.env.DATABASE_URL && process.env.TEST_PGLITE_BESIDE_BROWSER === '1';
const pgliteLog = join(results, 'vitest-pglite.log');
function startPgliteApiTests() {
  log(`▶ ${pgliteTitle} (output in ${pgliteLog}, printed when done)`);
  const started = Date.now();
  const done = runAsyncToFile(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'api',
      // One worker: the browser tests keep the other core.
      '--maxWorkers=1',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(results, 'vitest-pglite.json')}`,
    ],
    createWriteStream(pgliteLog),
    { env: { DATABASE_URL: undefined } },
  );
  return done.then((code) => ({ code, seconds: Math.round((Date.now() - started) / 1000) }));
}

const failed = [];
const started = Date.now();
let pglitePass;
for (const [title, command, args] of steps) {
  log(`▶ ${title}`);
  const stepStarted = Date.now();
  if (isPgliteBesideBrowser && !pglitePass) pglitePass = startPgliteApiTests();
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
  log(`${code === 0 ? '✔' : '✘'} ${title} (${Math.round((Date.now() - stepStarted) / 1000)} s)`);
}
if (pglitePass) {
  const { code, seconds } = await pglitePass;
  process.stdout.write(readFileSync(pgliteLog, 'utf8'));
  if (code !== 0) failed.push(pgliteTitle);
  log(`${code === 0 ? '✔' : '✘'} ${pgliteTitle} (${seconds} s)`);
}
log(`All steps: ${Math.round((Date.now() - started) / 1000)} s`);

/** "✘ <run>: <file> › <test>: <first line of the message>" for each failed Vitest test. */
function namedFailures(report, run) {
  const lines = [];
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const message = String(test.failureMessages?.[0] ?? '')
        .split('\n')[0]
        .slice(0, 200);
      lines.push(`✘ ${run}: ${relative(ROOT, file.name)} › ${test.fullName}: ${message}`);
    }
  }
  return lines;
}

/** The same for Playwright's report: failed tests, and flaky ones (failed, then passed on the retry). */
function playwrightFailures(report) {
  const lines = [];
  const visit = (suite) => {
    for (const child of suite.suites ?? []) visit(child);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failure = test.results?.find(
          (result) => result.status !== 'passed' && result.status !== 'skipped',
        );
        const message = stripVTControlCharacters(String(failure?.error?.message ?? ''))
          .split('\n')[0]
          .slice(0, 200);
        const label = test.status === 'flaky' ? 'flaky' : '✘';
        lines.push(`${label} Playwright: ${spec.file}:${spec.line} › ${spec.title}: ${message}`);
      }
    }
  };
  for (const suite of report?.suites ?? []) visit(suite);
  return lines;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}
const vitest = readJson(join(results, 'vitest.json'));
const vitestPglite = readJson(join(results, 'vitest-pglite.json'));
const playwright = readJson(join(results, 'playwright.json'));
const passed =
  (vitest?.numPassedTests ?? 0) + (vitestPglite?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failedTests =
  (vitest?.numFailedTests ?? 0) + (vitestPglite?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
const flaky = playwright?.stats?.flaky ?? 0;
const skipped =
  (vitest?.numPendingTests ?? 0) + (vitestPglite?.numPendingTests ?? 0) + (playwright?.stats?.skipped ?? 0);

log(`Vitest: ${vitest?.numPassedTests ?? 0} passed, ${vitest?.numFailedTests ?? 0} failed`);
if (vitestPglite) {
  log(`Vitest on PGlite: ${vitestPglite.numPassedTests} passed, ${vitestPglite.numFailedTests} failed`);
}
log(
  `Playwright: ${playwright?.stats?.expected ?? 0} passed, ${playwright?.stats?.unexpected ?? 0} failed` +
    (playwright?.stats?.flaky ? `, ${playwright.stats.flaky} flaky (failed, then passed on the retry)` : ''),
);
// The tests that failed or needed a retry, by name, last: what a CI log's tail shows (decision 267).
for (const line of namedFailures(vitest, 'Vitest')) log(line);
for (const line of namedFailures(vitestPglite, 'Vitest on PGlite')) log(line);
for (const line of playwrightFailures(playwright)) log(line);
if (failed.length > 0) log(`Failed steps: ${failed.join('; ')}`);
process.stdout.write(
  `${passed} passed, ${failedTests + (failed.length > 0 && failedTests === 0 ? failed.length : 0)} failed, ${skipped} skipped${flaky > 0 ? `, ${flaky} flaky` : ''}\n`,
);
process.exit(failed.length > 0 ? 1 : 0);
