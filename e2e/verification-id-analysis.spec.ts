import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yFindings, signInIn, useLanguage } from './support/accessibility';
import { DEMO_ACCOUNTS } from './support/accounts';
import { signIn } from './support/sign-in';

/** First visits of a screen can be slow on a busy machine: wait longer than the default 7 s. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const ANALYST = DEMO_ACCOUNTS.analyst!;
const STAFF = DEMO_ACCOUNTS.staff!;
/**
 * The demo labels' object ids: from 41,000,000 on, roll after roll, each roll holding its product's
 * labels (demo-rolls.ts, decision 311): no roll holds fewer than 500, so a step of 500 meets every roll.
 */
const FIRST_OBJECT_ID = 41_000_000;
const OBJECT_ID_STEP = 500;
const SHOTS = process.env.E2E_SCREENSHOTS ?? 'test-results';

type FoundLabel = {
  label_id: string;
  spool_id: string;
  holospot_id: string;
  redistribution?: { company_name: string; comment: string; spool_id: string };
};

/** A label of a redistributed demo roll and its neighbour on the same roll, found in the first test. */
let redistributed: FoundLabel;
let neighbour: FoundLabel;

/** Looks labels up by object id (one a roll, ten rolls at a time) until one lies on a redistributed roll. */
async function findRedistributedLabel(page: Page): Promise<FoundLabel> {
  const BATCH = 10;
  for (let first = FIRST_OBJECT_ID; ; first += BATCH * OBJECT_ID_STEP) {
    const infos = await Promise.all(
      Array.from({ length: BATCH }, async (_, index) => {
        const reply = await page.request.get(`/statistics/api/label_info/${first + index * OBJECT_ID_STEP}`);
        expect(reply.status()).toBe(200);
        return (await reply.json()) as Partial<FoundLabel>;
      }),
    );
    const found = infos.find((info) => info.redistribution);
    if (found) return found as FoundLabel;
    if (infos.some((info) => !info.label_id)) throw new Error(`No redistributed demo roll before ${first}`);
  }
}

/** Staff make a key of the ingest scope in the back office and send scans of 2017 with it. */
async function ingestScans(page: Page, events: object[]) {
  await signIn(page, STAFF);
  await page.goto('/backoffice/api-keys');
  await page.getByLabel('Name').fill(`E2E spool analysis ${Date.now()}`);
  await page.getByLabel('Scope').selectOption({ label: 'Label authentication ingest' });
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = (await page.getByTestId('created-api-key').innerText()).trim();
  const ingest = await page.request.post('/integration/api/verifications/', {
    headers: { authorization: `Bearer ${key}`, cookie: '' },
    data: events,
  });
  expect(ingest.status()).toBe(200);
  expect(await ingest.json()).toMatchObject({
    received: events.length,
    inserted: events.length,
    rejected: [],
  });
}

const scan = (id: string, label: string, status: number, day: string) => ({
  id: `e2e-spool-${Date.now()}-${id}`,
  timestamp: `${day}T10:00:00Z`,
  label_id: label,
  status,
  verification_count: 1,
  lat: 48.85,
  lon: 2.35,
  accuracy: 0,
});

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
}

/** Every status title of the spool table shows whole: no ellipsis, nothing cut at the side. */
async function expectWholeStatusTitles(table: Locator) {
  const titles = table.getByRole('columnheader').locator('[class*="title"]');
  await expect(titles).toHaveCount(6);
  const clipped = await titles.evaluateAll((elements) =>
    elements
      .filter((title) => title.scrollWidth > title.clientWidth || title.scrollHeight > title.clientHeight)
      .map((title) => title.textContent),
  );
  expect(clipped).toEqual([]);
}

test('an analyst looks up a label of a redistributed roll, sees the redistribution and opens the spool analysis', async ({
  browser,
  page,
}) => {
  await signIn(page, ANALYST);
  redistributed = await findRedistributedLabel(page);
  const next = await page.request.get(`/statistics/api/label_info/${Number(redistributed.holospot_id) + 1}`);
  neighbour = (await next.json()) as FoundLabel;
  expect(neighbour.spool_id).toBe(redistributed.spool_id);

  // Scans of 2017: before the demo's scans (2018 on), so the counts below are these alone.
  const staff = await browser.newContext();
  await ingestScans(await staff.newPage(), [
    scan('a', redistributed.label_id, 3, '2017-03-01'),
    scan('b', redistributed.label_id, 3, '2017-03-02'),
    scan('c', redistributed.label_id, 99, '2017-03-03'),
    scan('d', redistributed.label_id, 1, '2017-03-04'),
    scan('e', neighbour.label_id, 4, '2017-04-01'),
  ]);
  await staff.close();

  // The landing's link, then the lookup by keyboard: typed in lower case with a dash, looked up at 12.
  await page.goto('/statistics/landing');
  await page.getByRole('link', { name: 'ID based analysis' }).click();
  await expect(page).toHaveURL(/\/statistics\/id_analysis$/);
  await expect(page.getByRole('heading', { name: 'ID BASED ANALYSIS', level: 1 })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Label ID or Object ID' });
  await field.focus();
  await page.keyboard.type('abc');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please enter 12 Characters for the Label Id.')).toBeVisible();
  await field.fill('');
  await page.keyboard.type(
    `${redistributed.label_id.slice(0, 4).toLowerCase()}-${redistributed.label_id.slice(4)}`,
  );
  await expect(field).toHaveValue(redistributed.label_id);
  const info = page.getByTestId('label-info');
  await expect(info.getByTestId('label-info-spool-id')).toHaveText(redistributed.spool_id);
  await expect(info.getByTestId('label-info-object-id')).toHaveText(`#${redistributed.holospot_id}`);
  const redistribution = info.getByTestId('label-redistribution');
  await expect(redistribution.getByRole('heading', { name: 'Redistribution' })).toBeVisible();
  await expect(redistribution).toContainText(redistributed.redistribution!.company_name);
  // Which roll is found first depends on the redistributions other browser tests made before this
  // one (the database is shared): the screen must show that roll's own redistribution.
  await expect(redistribution).toContainText(redistributed.redistribution!.spool_id);
  await expect(redistribution).toContainText(redistributed.redistribution!.comment);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/as-id-analysis-en-1280.png`, fullPage: true });
  await expectNoSeriousA11yFindings(page, 'the ID based analysis');

  // An unknown object id.
  await field.fill('#1');
  await page.keyboard.type('23');
  await expect(page.getByText('The entered Object ID was not found')).toBeVisible();
  await field.fill('');
  await page.keyboard.type(redistributed.label_id);
  await expect(info.getByTestId('label-info-spool-id')).toHaveText(redistributed.spool_id);

  // Spool analysis from the label: looked up on arrival with the default days (2018 to today).
  const open = page.getByRole('button', { name: `Spool analysis of spool ${redistributed.spool_id}` });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/statistics\/spool_analysis$/);
  await expect(page.getByRole('heading', { name: 'SPOOL ANALYSIS', level: 1 })).toBeVisible();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2018-01-01');
  await expect(page.getByRole('textbox', { name: 'Label ID' })).toHaveValue(redistributed.label_id);
  const result = page.getByTestId('spool-analysis-result');
  await expect(result).toContainText(`Spool ${redistributed.spool_id} of label ${redistributed.label_id}`);

  // Back shows the lookup again (the id stays in the address), Forward the spool analysis again.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/statistics/id_analysis\\?id=${redistributed.label_id}$`));
  await expect(field).toHaveValue(redistributed.label_id);
  await expect(info.getByTestId('label-info-spool-id')).toHaveText(redistributed.spool_id);
  await page.goForward();
  await expect(result).toContainText(`Spool ${redistributed.spool_id} of label ${redistributed.label_id}`);

  // Only 2017: the scans sent above, merged (1 and 99 as Valid), Checked too often first.
  await page.getByLabel('From', { exact: true }).fill('2017-01-01');
  await page.getByLabel('To', { exact: true }).fill('2017-12-31');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  const table = page.getByRole('table', {
    name: `Authentications per label of spool ${redistributed.spool_id}`,
  });
  const rows = table.getByTestId('spool-row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('spool-summary')).toHaveText(
    `Spool ${redistributed.spool_id}: 2 labels with authentications`,
  );
  const cells = (index: number) => rows.nth(index).getByRole('cell');
  await expect(cells(0).first()).toContainText(redistributed.label_id);
  await expect(cells(0).first()).toContainText('looked-up label');
  // Label, Valid, Checked too often, Imitated Code, Unknown, Demo Code, Animation Mismatch, Total
  // (first and last scan show from 1408 px on).
  await expect(cells(0)).toHaveText([
    `${redistributed.label_id}looked-up label`,
    '2',
    '2',
    '0',
    '0',
    '0',
    '0',
    '4',
  ]);
  await expect(cells(1)).toHaveText([neighbour.label_id, '0', '0', '1', '0', '0', '0', '1']);
  await page.screenshot({ path: `${SHOTS}/as-spool-analysis-en-1280.png`, fullPage: true });
  await expectWholeStatusTitles(table);
  await expectNoSeriousA11yFindings(page, 'the spool analysis');

  // A sort by keyboard: Imitated Code, most first.
  await table.getByRole('button', { name: 'Imitated Code' }).focus();
  await page.keyboard.press('Enter');
  await expect(cells(0).first()).toHaveText(neighbour.label_id);

  // 768 px wide: nothing scrolls sideways but the table's own box.
  await page.setViewportSize({ width: 768, height: 1000 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/as-spool-analysis-en-768.png`, fullPage: true });

  // A range without scans of the spool.
  await page.getByLabel('From', { exact: true }).fill('2017-06-01');
  await page.getByLabel('To', { exact: true }).fill('2017-06-30');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(
    page.getByText(`No Authentications found for Labels on Spool ${redistributed.spool_id}!`),
  ).toBeVisible();
  // An end before the start is refused on its field.
  await page.getByLabel('To', { exact: true }).fill('2017-05-01');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByText('The end date is before the start date.')).toBeVisible();
});

test('the ID based and spool analyses in French at 768 px', async ({ page }) => {
  test.skip(!redistributed, 'needs the label found by the first test');
  await useLanguage(page, 'fr');
  await page.setViewportSize({ width: 768, height: 1000 });
  await signInIn(page, 'fr', ANALYST);
  await page.goto('/statistics/id_analysis');
  await expect(page.getByRole('heading', { name: 'ANALYSE PAR IDENTIFIANT', level: 1 })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Identifiant d’étiquette ou d’objet' });
  await field.fill(redistributed.label_id);
  await expect(
    page.getByTestId('label-redistribution').getByRole('heading', { name: 'Redistribution' }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/as-id-analysis-fr-768.png`, fullPage: true });

  await page.getByRole('button', { name: `Analyse du rouleau ${redistributed.spool_id}` }).click();
  await expect(page.getByRole('heading', { name: 'ANALYSE DE ROULEAU', level: 1 })).toBeVisible();
  await page.getByLabel('Du', { exact: true }).fill('2017-01-01');
  await page.getByLabel('Au', { exact: true }).fill('2017-12-31');
  await page.getByRole('button', { name: 'Afficher', exact: true }).click();
  await expect(page.getByTestId('spool-row')).toHaveCount(2);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/as-spool-analysis-fr-768.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/as-spool-analysis-fr-1280.png`, fullPage: true });
  await expectWholeStatusTitles(page.getByRole('table'));
  await page.getByLabel('Du', { exact: true }).fill('2017-06-01');
  await page.getByLabel('Au', { exact: true }).fill('2017-06-30');
  await page.getByRole('button', { name: 'Afficher', exact: true }).click();
  await expect(
    page.getByText(/^Aucune authentification trouvée pour les étiquettes du rouleau .+\s!$/),
  ).toBeVisible();
});
