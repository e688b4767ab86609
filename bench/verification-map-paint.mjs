#!/usr/bin/env node
/**
 * The authentications map's first paint (decision 265): signs in as the analyst, opens
 * /statistics/authentications, waits for the chart and the rankings, presses the Map tab and times
 * until the first marker is visible, with the map's user-timing marks (from the tab press). Tiles
 * are refused (none reachable here). Needs a running portal with the demo data:
 * `node bench/verification-map-paint.mjs http://127.0.0.1:3000 [runs]`.
 */
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const runs = Number(process.argv[3] ?? 5);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.route(/openstreetmap|cartocdn/, (route) => route.abort());
await page.goto(`${base}/accounts/login`);
await page.getByLabel('E-mail/username').fill('analyst@demo.example');
await page.getByLabel('Account ID').fill('CARMAKER01');
await page.getByLabel('Password').fill('Demo-pass-1');
await page.getByRole('button', { name: 'Login' }).click();
await page.waitForURL(/welcome/);
const figures = [];
for (let run = 0; run < runs; run += 1) {
  await page.goto(`${base}/statistics/authentications`);
  await page.getByTestId('verifications-by-time').waitFor();
  await page.getByTestId('rank-by-company').getByRole('row').nth(1).waitFor();
  await page.evaluate(() => performance.clearMarks());
  const start = Date.now();
  await page.getByRole('tab', { name: 'Map' }).click();
  await page.locator('.leaflet-marker-icon').first().waitFor({ state: 'visible' });
  const ms = Date.now() - start;
  figures.push(ms);
  const steps = await page.evaluate(() => {
    const marks = performance
      .getEntriesByType('mark')
      .filter((mark) => mark.name.startsWith('verification-map:'));
    const opened = marks.find((mark) => mark.name.endsWith(':tab-opened'))?.startTime ?? 0;
    return marks.map((mark) => `${mark.name.slice(17)} +${Math.round(mark.startTime - opened)}`).join(', ');
  });
  console.log(`run ${run + 1}: ${ms} ms to the first marker visible (${steps})`);
}
const sorted = [...figures].sort((a, b) => a - b);
console.log(
  `median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms; load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
await browser.close();
