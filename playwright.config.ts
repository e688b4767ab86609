import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

/**
 * A free port for the portal under test, picked once by the runner and handed to the server
 * (scripts/e2e-server.mjs) and to the workers (they inherit the runner's environment). E2E_PORT
 * forces one.
 */
function pickFreePort(): string {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}
process.env.E2E_PORT ||= pickFreePort();
// The runner's own process: the server script stops and cleans up when it is gone (killed without
// stopping its web server).
process.env.E2E_RUNNER_PID ||= String(process.pid);
const port = process.env.E2E_PORT;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Browser tests in Debian's Chromium against the built portal (scripts/e2e-server.mjs). */
export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  // One retry on CI (decision 267): on the 2-core machine the browser, the server and the PGlite API
  // pass share the cores, and a test whose wait ran out once is retried; the run's summary names
  // every test that needed it ("flaky"), so it gets fixed rather than hidden.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/playwright.json' }],
  ],
  outputDir: './test-results/playwright',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace of each failed test, locally. Not on CI: recording it cost a tenth of the browser
    // tests' CPU time (its screencast alone a third of the browser's); a failed CI test keeps its
    // screenshot and its page snapshot (error-context.md).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // Without transitions and animations (the portal's theme respects reduced motion): they cost
    // the software compositor CPU time and the tests waiting time. The ticker test turns motion on.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM, not Playwright's default SIGKILL: the server script drops its database and folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
