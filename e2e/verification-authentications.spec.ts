import { writeFileSync } from 'node:fs';
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { signInIn, useLanguage } from './support/accessibility';
import { DEMO_ACCOUNTS } from './support/accounts';
import { signIn } from './support/sign-in';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const COUNT_TEXT = /^([\d,]+) verifications? match(?:es)? the filters\.$/;

async function countOf(page: Page): Promise<number> {
  const count = page.getByTestId('verification-count');
  await expect(count).toHaveText(COUNT_TEXT);
  return Number((await count.textContent())!.match(COUNT_TEXT)![1]!.replaceAll(',', ''));
}

/**
 * Presses a cluster and waits for the map's answer for the view it zooms to: a markers POST. The
 * count of markers shown can be the same before and after, so it is no sign of the new view.
 */
async function zoomIntoCluster(page: Page, cluster: Locator, options: { force?: boolean } = {}) {
  const answered = page.waitForResponse((response) => {
    const request = response.request();
    return (
      request.method() === 'POST' &&
      new URL(response.url()).pathname === '/statistics/api/verifications/' &&
      (request.postData() ?? '').includes('"markers"')
    );
  });
  await cluster.click(options);
  await answered;
}

/** No tile server is reachable here: tile requests fail at once instead of waiting. */
async function withoutTiles(page: Page) {
  await page.route(/openstreetmap|cartocdn/, (route) => route.abort());
}

test('the analyst filters the authentications, opens the map, zooms into a city and reads a verification log', async ({
  page,
}) => {
  await withoutTiles(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO_ACCOUNTS.analyst!);
  await page.goto('/statistics/authentications');
  await expect(page.getByRole('heading', { name: 'AUTHENTICATIONS', level: 1 })).toBeVisible();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2018-01-01');
  const all = await countOf(page);
  expect(all).toBeGreaterThan(1000);

  // A domain and a status: the count changes, the filters go into the URL.
  await page.getByRole('combobox', { name: 'Domains' }).click();
  await page.getByRole('option', { name: 'Original Part' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Verification status' }).click();
  await page.getByRole('option', { name: 'Valid', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/domains=Original\+Part/);
  await expect(page).toHaveURL(/verification_status=99/);
  await expect.poll(() => countOf(page)).not.toBe(all);
  const filtered = await countOf(page);
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(all);
  await expect(page.getByRole('tab', { name: 'Verifications by Time' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('verifications-by-time')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Rank By Company' })).toBeVisible();
  await expect(page.getByTestId('rank-by-company').getByRole('row').nth(1)).toBeVisible();
  await page.screenshot({ path: '/tmp/au-authentications-1280-en.png', fullPage: true });

  // The map: its first markers, timed from the tab's press (a figure for bench/, not a test).
  await page.evaluate(() => performance.clearMarks());
  const opened = Date.now();
  await page.getByRole('tab', { name: 'Map' }).click();
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  const firstPaintMs = Date.now() - opened;
  const marks = await page.evaluate(() =>
    Object.fromEntries(
      performance
        .getEntriesByType('mark')
        .filter((mark) => mark.name.startsWith('verification-map:'))
        .map((mark) => [mark.name.slice('verification-map:'.length), Math.round(mark.startTime)]),
    ),
  );
  const steps = Object.fromEntries(
    Object.entries(marks).map(([step, at]) => [step, at - (marks['tab-opened'] ?? at)]),
  );
  writeFileSync('/tmp/au-map-first-paint.txt', `${JSON.stringify({ firstPaintMs, steps })}\n`);
  console.log(`map first paint: ${firstPaintMs} ms, steps ${JSON.stringify(steps)}`);
  expect(await page.locator('.leaflet-marker-icon').count()).toBeLessThanOrEqual(2000);
  await expect(page.getByTestId('map-legend')).not.toContainText('Valid Code');
  await expect(page.getByTestId('map-legend')).toContainText('Checked too often');

  // Clusters: a white disc with a slate ring, in no status colour; the legend names the symbol.
  await expect(page.getByTestId('map-legend-cluster').getByText(/^Cluster:/)).toHaveText(
    'Cluster: the verifications of the area, summed (click to zoom in)',
  );
  const clusterColours = await page
    .locator('.leaflet-marker-icon.marker-cluster div')
    .first()
    .evaluate((disc) => {
      const style = getComputedStyle(disc);
      return [style.backgroundColor, style.borderTopColor, style.color];
    });
  // The status colours as the legend's swatches show them.
  const statusColours = await page
    .getByTestId('map-legend')
    .locator('[data-status] .mantine-ColorSwatch-colorOverlay')
    .evaluateAll((swatches) => swatches.map((swatch) => getComputedStyle(swatch).backgroundColor));
  expect(statusColours).toHaveLength(6);
  expect(clusterColours[0]).toBe('rgb(255, 255, 255)');
  for (const colour of clusterColours) expect(statusColours).not.toContain(colour);

  // Into a city: a cluster or bucket pressed zooms in, until single verifications show.
  const singles = page.locator('.verification-single');
  for (let step = 0; step < 14 && (await singles.count()) === 0; step += 1) {
    const target = page.locator('.leaflet-marker-icon.marker-cluster').first();
    if ((await target.count()) === 0) break;
    await zoomIntoCluster(page, target);
    await page.waitForTimeout(400);
  }
  await expect(singles.first()).toBeVisible();
  expect(await page.locator('.leaflet-marker-icon').count()).toBeLessThanOrEqual(2000);
  await page.screenshot({ path: '/tmp/au-map-1280-en.png', fullPage: false });

  // A single verification's log in its popup, opened with the map's top under the fixed header:
  // the popup is panned (or the page scrolled) so that it shows whole below the header.
  const header = page.locator('.mantine-AppShell-header');
  const headerBottom = (await header.boundingBox())!.y + (await header.boundingBox())!.height;
  const mapBox = page.getByTestId('verification-map');
  await mapBox.evaluate((element, covered) => {
    window.scrollBy(0, element.getBoundingClientRect().top - covered);
  }, headerBottom - 150);
  expect((await mapBox.boundingBox())!.y).toBeLessThan(headerBottom - 100);
  const single = singles.first();
  await single.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await single.click();
  const log = page.getByTestId('verification-log');
  await expect(log).toBeVisible();
  await expect(log).toContainText('Timestamp');
  await expect(log).toContainText('Verification count');
  await expect(log).toContainText('Position');
  const popup = page.locator('.leaflet-popup');
  await expect
    .poll(async () => (await popup.boundingBox())!.y, { message: 'the popup top below the header' })
    .toBeGreaterThanOrEqual(headerBottom);
  await page.screenshot({ path: '/tmp/au-popup-1280-en.png' });

  // By keyboard: Escape closes the log and leaves the focus on its marker, Enter opens it again,
  // and its close button gives the focus back to the marker.
  const focusedIsSingle = () =>
    page.evaluate(() => document.activeElement?.classList.contains('verification-single') ?? false);
  await single.focus();
  await page.keyboard.press('Escape');
  await expect(log).toBeHidden();
  expect(await focusedIsSingle()).toBe(true);
  // A marker never clicked (its first Enter has no popup of Leaflet's to fall back on).
  const fresh = (await singles.count()) > 1 ? singles.nth(1) : single;
  await fresh.focus();
  await page.keyboard.press('Enter');
  await expect(log).toContainText('Timestamp');
  await page.locator('.leaflet-popup-close-button').focus();
  await page.keyboard.press('Enter');
  await expect(log).toBeHidden();
  await expect.poll(focusedIsSingle).toBe(true);
  await page.keyboard.press(' ');
  await expect(log).toContainText('Timestamp');
});

test("the look-up fields stop at 100 characters, the look-ups' limit", async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.analyst!);
  await page.goto('/statistics/authentications');
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/statistics/api/tags/')) statuses.push(response.status());
  });
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tags.click();
  await tags.pressSequentially('t'.repeat(120), { delay: 0 });
  await expect(tags).toHaveValue('t'.repeat(100));
  await expect.poll(() => statuses.length).toBeGreaterThan(0);
  expect(statuses.every((status) => status === 200)).toBe(true);
});

test('the time chart is one Tab stop: from its tab to the view choice, the chart, then the figures table', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.analyst!);
  await page.goto('/statistics/authentications');
  const chart = page.getByTestId('verifications-by-time');
  await expect(chart.locator('svg.recharts-surface')).toBeVisible();
  await page.getByRole('tab', { name: 'Verifications by Time' }).focus();
  // The view's choice (one chart, or one per status), then the chart.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'All statuses in one chart' })).toBeFocused();
  // recharts 3.11.0 left its layer groups Tab stops in Chromium (six empty stops inside the chart).
  await page.keyboard.press('Tab');
  await expect(chart.locator('svg.recharts-surface')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(chart.locator('summary', { hasText: 'The figures as a table' })).toBeFocused();
});

test('companies chosen in the URL show their names in the filter at once, not their numbers', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.analyst!);
  await page.goto('/statistics/authentications');
  const [company] = (await page.evaluate(async () => {
    const reply = await fetch('/statistics/api/suppliers/?search=32345C', { credentials: 'include' });
    return reply.json();
  })) as { id: number; name: string; cofor10: string }[];
  await page.goto(`/statistics/authentications?company_ids=${company!.id}`);
  const filter = page.getByTestId('verification-filters');
  await expect(filter.getByText(`${company!.name} (${company!.cofor10})`)).toBeVisible();
  await expect(filter.getByText(`Company #${company!.id}`)).toHaveCount(0);
});

test('a single verification near the map edge opens its log at 768 px, and the popup stays open', async ({
  page,
}) => {
  await withoutTiles(page);
  await page.setViewportSize({ width: 768, height: 1000 });
  await signIn(page, DEMO_ACCOUNTS.analyst!);
  await page.goto('/statistics/authentications');
  await page.getByRole('tab', { name: 'Map' }).click();
  const singles = page.locator('.verification-single');
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  for (let step = 0; step < 14 && (await singles.count()) < 3; step += 1) {
    const target = page.locator('.leaflet-marker-icon.marker-cluster').first();
    if ((await target.count()) === 0) break;
    await zoomIntoCluster(page, target, { force: true });
    await page.waitForTimeout(400);
  }
  // The single marker nearest the map's left edge: its popup needs the map to pan.
  const lefts = await singles.evaluateAll((markers) => markers.map((m) => m.getBoundingClientRect().left));
  const edge = singles.nth(lefts.indexOf(Math.min(...lefts)));
  await edge.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await edge.click();
  const log = page.getByTestId('verification-log');
  await expect(log).toContainText('Timestamp');
  await page.waitForTimeout(1_000);
  await expect(log).toBeVisible();
  await page.screenshot({ path: '/tmp/au-popup-edge-768-en.png' });
});

test('the date filters refuse a start before 2017 and an end before the start, on their fields', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.analyst!);
  await page.goto('/statistics/authentications?date_start=2020-05-01&date_end=2020-04-01');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByText('The end date is before the start date.').first()).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('2016-12-31');
  await page.getByLabel('To', { exact: true }).fill('2020-01-01');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByText('Enter a date from 2017-01-01 on.').first()).toBeVisible();
});

for (const language of ['en', 'fr'] as const) {
  test(`the suppliers scan analysis at 768 px in ${language}`, async ({ page }) => {
    await withoutTiles(page);
    await useLanguage(page, language);
    await page.setViewportSize({ width: 768, height: 1000 });
    await signInIn(page, language, DEMO_ACCOUNTS.analyst!);
    await page.goto('/statistics/supplier_analysis');
    await expect(
      page.getByRole('heading', {
        name: language === 'fr' ? 'ANALYSE DES SCANS PAR FOURNISSEUR' : 'SUPPLIERS SCAN ANALYSIS',
        level: 1,
      }),
    ).toBeVisible();
    const table = page.getByTestId('supplier-product-table');
    await expect(table.getByTestId('supplier-product-row').first()).toBeVisible();
    const checkedName = language === 'fr' ? 'Vérifié trop souvent' : 'Checked too often';
    await expect(table.getByRole('columnheader', { name: checkedName })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // The server's order: Checked too often descending down the rows (only those in sight are in the page).
    const column = await table
      .getByRole('columnheader')
      .evaluateAll(
        (headers, name) => headers.findIndex((header) => header.textContent === name),
        checkedName,
      );
    expect(column).toBeGreaterThan(5);
    const checked = await table
      .getByTestId('supplier-product-row')
      .evaluateAll(
        (rows, at) => rows.map((row) => Number((row.children[at]?.textContent ?? '').replace(/[^0-9]/g, ''))),
        column,
      );
    expect(checked.length).toBeGreaterThan(0);
    expect(checked).toEqual([...checked].sort((a, b) => b - a));
    // Every column title whole (two lines at most), none cut to 'Coun…'.
    const cutTitles = await table.getByRole('columnheader').evaluateAll((headers) =>
      headers
        .map((header) => {
          const title = header.querySelector('[class*="clampedTitle"]') ?? header;
          const isCut =
            title.scrollWidth > title.clientWidth + 1 || title.scrollHeight > title.clientHeight + 1;
          return isCut ? header.textContent : null;
        })
        .filter((text) => text !== null),
    );
    expect(cutTitles).toEqual([]);
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    await expect(page.getByTestId('map-legend-cluster')).toBeVisible();
    // No tile server here: the built-in countries (Natural Earth 1:110m) show the world under the markers.
    const countries = page.locator('.world-outline-pane path');
    expect(await countries.count()).toBeGreaterThan(100);
    await expect(page.locator('.world-outline-pane svg')).toBeVisible();
    // Leaflet's zoom buttons in the interface's language.
    const map = page.getByTestId('verification-map');
    await expect(
      map.getByRole('button', { name: language === 'fr' ? 'Zoom avant' : 'Zoom in', exact: true }),
    ).toBeVisible();
    await expect(
      map.getByRole('button', { name: language === 'fr' ? 'Zoom arrière' : 'Zoom out', exact: true }),
    ).toBeVisible();
    await page.screenshot({ path: `/tmp/au-supplier-768-${language}.png`, fullPage: true });
    await page.goto('/statistics/authentications');
    const byTime = page.getByTestId('verifications-by-time');
    await expect(byTime).toBeVisible();
    // The figures table's months on one line each.
    await byTime.locator('summary').click();
    const monthCells = byTime.getByRole('table').locator('tbody tr td:first-child');
    await expect(monthCells.first()).toHaveText(/^\d{4}-\d{2}$/);
    const heights = await monthCells.evaluateAll((cells) =>
      cells.slice(0, 12).map((cell) => cell.getBoundingClientRect().height),
    );
    const firstHeight = heights[0] ?? 0;
    for (const height of heights) expect(height).toBeLessThan(firstHeight + 1);
    expect(firstHeight).toBeLessThan(40);
    await page.screenshot({ path: `/tmp/au-authentications-768-${language}.png`, fullPage: true });
  });
}

test('the time chart: labels evenly spaced to the end, a legend entry for each chosen status, one chart per status', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.analyst!);
  // 2019: Imitated Code has scans, Checked too often none (the demo's come from 2024 on).
  await page.goto(
    '/statistics/authentications?date_start=2019-01-01&date_end=2020-12-31&verification_status=3&verification_status=4',
  );
  const byTime = page.getByTestId('verifications-by-time');
  const chart = byTime.locator('.recharts-wrapper').first();
  await expect(chart.locator('svg.recharts-surface')).toBeVisible();
  await expect(byTime.locator('.recharts-legend-wrapper')).toContainText('Imitated Code');
  await expect(byTime.locator('.recharts-legend-wrapper')).toContainText('Checked too often');
  // 24 months: a label every second month from the first, with no uneven jump before the last.
  const labels = await chart
    .locator('text.recharts-cartesian-axis-tick-value[orientation="bottom"]')
    .allTextContents();
  expect(labels).toEqual([
    '2019-01',
    '2019-03',
    '2019-05',
    '2019-07',
    '2019-09',
    '2019-11',
    '2020-01',
    '2020-03',
    '2020-05',
    '2020-07',
    '2020-09',
    '2020-11',
  ]);
  // By keyboard: the arrow moves the view's choice.
  await page.getByRole('radio', { name: 'All statuses in one chart' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'One chart per status' })).toBeChecked();
  const small = page.getByTestId('verifications-by-status');
  await expect(small.locator('[data-status]')).toHaveCount(2);
  await expect(small.locator('[data-status="4"]')).toContainText('Imitated Code');
  await expect(small.locator('[data-status="3"]')).toContainText('Checked too often');
  await expect(small.locator('svg.recharts-surface')).toHaveCount(2);
});
