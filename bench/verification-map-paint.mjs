#!/usr/bin/env node
/**
 * The authentications map's first paint (decision 265): signs in as the analyst, opens
 * /statistics/authentications, waits for the chart and the rankings, presses the Map tab and times
 * until the first marker is visible, with the map's user-timing marks (from the tab press). Then
 * (issue 33) `zoomRuns` walks from zoom 2 to 12 over the densest city (the largest precision-4 cell
 * of the start answer's filters), one zoom at a time as the map's setView, and prints per zoom the
 * answer, the markers in the DOM, answered → shown (addLayers returned), answered → drawn (the last
 * chunk on the map) and the longest task of the step (PerformanceObserver 'longtask'). Tiles are
 * refused (none reachable here). Needs a running portal with the demo data (or any data with the
 * demo accounts): `node bench/verification-map-paint.mjs http://127.0.0.1:3000 [runs] [zoomRuns]`.
 */
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const runs = Number(process.argv[3] ?? 5);
const zoomRuns = Number(process.argv[4] ?? 1);
const VERIFICATIONS_PATH = '/statistics/api/verifications/';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.route(/openstreetmap|cartocdn/, (route) => route.abort());
// The Leaflet map (caught by an init hook when the map bundle sets window.L) and the long tasks.
await page.addInitScript(() => {
  window.__maps = [];
  window.__longTasks = [];
  let leaflet;
  Object.defineProperty(window, 'L', {
    configurable: true,
    get: () => leaflet,
    set: (value) => {
      leaflet = value;
      value?.Map?.addInitHook?.(function () {
        window.__maps.push(this);
      });
    },
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
});
let markersRequest;
page.on('request', (request) => {
  const isMarkers =
    request.method() === 'POST' &&
    new URL(request.url()).pathname === VERIFICATIONS_PATH &&
    (request.postData() ?? '').includes('"markers"');
  if (isMarkers) markersRequest = request;
});

/** The map's last marks (ms, page time) once the last request's markers are drawn and 600 ms quiet. */
async function settledMarks() {
  for (;;) {
    const marks = await page.evaluate(() => {
      const last = {};
      for (const mark of performance.getEntriesByType('mark')) {
        if (mark.name.startsWith('verification-map:')) last[mark.name.slice(17)] = mark.startTime;
      }
      last.now = performance.now();
      return last;
    });
    const requested = marks['markers-requested'];
    const drawn = marks['markers-drawn'];
    if (requested !== undefined && drawn > requested && marks.now - drawn > 600) return marks;
    await page.waitForTimeout(100);
  }
}
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
  await settledMarks();
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

/** The densest city: the largest precision-4 cell (about 39 × 20 km) under the start answer's filters. */
async function densestCity() {
  const body = { ...markersRequest.postDataJSON(), precision: 4 };
  const headers = Object.fromEntries(
    Object.entries(markersRequest.headers()).filter(([name]) => /csrf|content-type/i.test(name)),
  );
  const reply = await page.evaluate(
    async ({ path, body, headers }) =>
      (
        await fetch(path, { method: 'POST', body: JSON.stringify(body), headers, credentials: 'include' })
      ).json(),
    { path: VERIFICATIONS_PATH, body, headers },
  );
  const densest = reply.data.buckets.reduce((best, bucket) =>
    bucket.doc_count > best.doc_count ? bucket : best,
  );
  return { lat: densest.center_lat.value, lon: densest.center_lon.value, scans: densest.doc_count };
}

for (let run = 0; run < zoomRuns; run += 1) {
  await page.goto(`${base}/statistics/authentications`);
  await page.getByTestId('rank-by-company').getByRole('row').nth(1).waitFor();
  await page.getByRole('tab', { name: 'Map' }).click();
  await page.locator('.leaflet-marker-icon').first().waitFor({ state: 'visible' });
  await settledMarks();
  const start = markersRequest;
  const city = await densestCity();
  markersRequest = start;
  console.log(`zoom walk ${run + 1} over ${JSON.stringify(city)}:`);
  for (let zoom = 2; zoom <= 12; zoom += 1) {
    if (zoom > 2) {
      await page.evaluate(() => performance.clearMarks());
      await page.evaluate(
        ([lat, lon, to]) => window.__maps.at(-1).setView([lat, lon], to),
        [city.lat, city.lon, zoom],
      );
      await page.waitForFunction(
        () => performance.getEntriesByName('verification-map:markers-requested').length > 0,
      );
    }
    const marks = await settledMarks();
    const reply = await (await markersRequest.response()).json();
    const answer =
      reply.data.type === 'buckets'
        ? `${reply.data.buckets.length} buckets, ${reply.data.buckets.reduce((sum, b) => sum + b.doc_count, 0)} scans`
        : `${reply.data.hits.length} hits${reply.data.truncated ? ' (truncated)' : ''}`;
    const markers = await page.locator('.leaflet-marker-icon').count();
    const longest = await page.evaluate(
      ([from, to]) =>
        Math.max(0, ...window.__longTasks.filter(([at, d]) => at + d > from && at < to).map(([, d]) => d)),
      [marks['markers-requested'], marks['markers-drawn']],
    );
    const answered = marks['markers-answered'];
    console.log(
      `zoom ${zoom}: ${answer}, ${markers} markers in the DOM; requested → answered ${Math.round(
        answered - marks['markers-requested'],
      )} ms, answered → shown ${Math.round(marks['markers-shown'] - answered)} ms, answered → drawn ${Math.round(
        marks['markers-drawn'] - answered,
      )} ms, longest task ${Math.round(longest)} ms`,
    );
  }
}
console.log(
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
await browser.close();
