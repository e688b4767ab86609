import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support/accounts';
import { mainNavigation, signIn } from './support/sign-in';

const STAFF = DEMO_ACCOUNTS.staff!;
const INTEGRATION = '/integration/api/label_activation/';
/** A demo roll of Demo Parts' partly activated order, none of its 500 labels active yet (SL-SU-5002). */
const DEMO_SPOOL = 'S0001250';

test('staff create an API key, see it once, and revoke it: the key stops working', async ({ page }) => {
  test.slow();
  await signIn(page, STAFF);
  await mainNavigation(page).getByRole('link', { name: 'Back office' }).click();
  await page
    .getByRole('navigation', { name: 'Back office sections' })
    .getByRole('link', { name: 'API keys' })
    .click();
  await expect(page).toHaveURL(/\/backoffice\/api-keys$/);
  await expect(page.getByRole('heading', { name: 'Integration API keys', level: 1 })).toBeVisible();

  const name = `E2E key ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText(`Key "${name}" created`)).toBeVisible();
  await expect(page.getByText('it is shown only this once')).toBeVisible();
  const key = (await page.getByTestId('created-api-key').innerText()).trim();
  expect(key).toMatch(/^lp_[A-Za-z0-9_-]{43}$/);
  const row = page.getByTestId('api-key-row').filter({ hasText: name });
  await expect(row).toContainText(key.slice(0, 11));
  await expect(row).toContainText('Active');

  // The integration call takes the key (no session, no CSRF token).
  const call = () =>
    page.request.post(INTEGRATION, {
      headers: { authorization: `Bearer ${key}`, cookie: '' },
      data: { label_ids: ['BCDFGHJKLMNP'] },
    });
  expect((await call()).status()).toBe(200);

  // Shown once: after a reload only its prefix remains.
  await page.reload();
  await expect(page.getByTestId('created-api-key')).toHaveCount(0);
  await expect(page.getByText(key)).toHaveCount(0);

  await row.getByRole('button', { name: `Revoke key ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke this key?' });
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(`Key "${name}" revoked.`)).toBeVisible();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: `Revoke key ${name}` })).toHaveCount(0);
  expect((await call()).status()).toBe(401);
});

test('staff activate a spool and see the result; activating it again finds it already active', async ({
  page,
}) => {
  await signIn(page, STAFF);
  await page.goto('/backoffice/activation');
  await expect(page.getByRole('heading', { name: 'Label activation', level: 1 })).toBeVisible();

  // Nothing pasted: the field says so, nothing is sent.
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Enter at least one label id, spool number or order id.')).toBeVisible();

  await page.getByLabel('Spool numbers').fill(`${DEMO_SPOOL}\nNO-SUCH-SPOOL`);
  await page.getByRole('button', { name: 'Activate' }).click();
  const result = page.getByTestId('activation-result');
  await expect(result).toContainText('Labels activated now: 500');
  await expect(result).toContainText('Labels already active: 0');
  await expect(result).toContainText('Unknown identifiers: 1');
  await expect(result).toContainText('Unknown spool numbers');
  await expect(result).toContainText('NO-SUCH-SPOOL');

  await page.getByLabel('Spool numbers').fill(DEMO_SPOOL);
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(result).toContainText('Labels activated now: 0');
  await expect(result).toContainText('Labels already active: 500');
});

test('staff create a key of the label-authentication ingest scope: only the ingestion call takes it', async ({
  page,
}) => {
  test.slow();
  await signIn(page, STAFF);
  await page.goto('/backoffice/api-keys');
  const name = `E2E ingest key ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Scope').selectOption({ label: 'Label authentication ingest' });
  await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS ?? 'test-results'}/api-key-scope.png` });
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = (await page.getByTestId('created-api-key').innerText()).trim();
  const row = page.getByTestId('api-key-row').filter({ hasText: name });
  await expect(row).toContainText('Label authentication ingest');

  const event = {
    id: `e2e-${Date.now()}`,
    timestamp: '2026-01-15T10:00:00Z',
    label_id: 'BCDFGHJKLMNP',
    status: 99,
    verification_count: 1,
    lat: 49,
    lon: 9,
    accuracy: 0,
  };
  const ingest = await page.request.post('/integration/api/verifications/', {
    headers: { authorization: `Bearer ${key}`, cookie: '' },
    data: [event],
  });
  expect(ingest.status()).toBe(200);
  expect(await ingest.json()).toEqual({ received: 1, inserted: 1, duplicates: 0, rejected: [] });
  const activation = await page.request.post(INTEGRATION, {
    headers: { authorization: `Bearer ${key}`, cookie: '' },
    data: { label_ids: ['BCDFGHJKLMNP'] },
  });
  expect(activation.status()).toBe(403);
});
