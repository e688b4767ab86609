import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import {
  expectNoSeriousA11yFindings,
  inLanguage,
  signInIn,
  type UiLanguage,
  useLanguage,
} from './support/accessibility';
import { DEMO_ACCOUNTS } from './support/accounts';
import { openMailboxMail } from './support/mailbox';
import { signIn } from './support/sign-in';

const STAFF = DEMO_ACCOUNTS.staff!;
const SUPPLIER = DEMO_ACCOUNTS.supplier!;
const CUSTOMER_SERVICE = 'customer-service@provider.example';

function ticker(page: Page) {
  return page.getByTestId('news-ticker');
}

test('staff edit the news; the ticker shows it in English and in French, READ MORE opens its link', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = randomUUID().slice(0, 8);
  const english = `Plant holiday closure ${tag}: last shipments on 19 December.`;
  const french = `Fermeture annuelle ${tag}\u00a0: dernières expéditions le 19 décembre.`;
  const link = `https://provider.example/news/${tag}`;

  await signIn(page, STAFF);
  await expect(ticker(page).getByTestId('news-text')).toBeVisible();
  await ticker(page).getByRole('button', { name: 'Edit news' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit news' });
  await expect(dialog).toBeVisible();

  // Counters, and the 201st character refused on its field.
  await dialog.getByLabel('Link (READ MORE)').fill(link);
  await dialog.getByLabel('Text in English').fill(english);
  await dialog.getByLabel('Text in French').fill('f'.repeat(201));
  await expect(dialog.getByTestId('news-fr-counter')).toHaveText('201 / 200 characters');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Ensure this field has no more than 200 characters.')).toBeVisible();
  await dialog.getByLabel('Text in French').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByLabel('Link (READ MORE)').fill('provider.example/news');
  await dialog.getByLabel('Text in French').fill(french);
  await expect(dialog.getByTestId('news-fr-counter')).toHaveText(`${french.length} / 200 characters`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a web address starting with http:// or https://.')).toBeVisible();
  await dialog.getByLabel('Link (READ MORE)').fill(link);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The news was saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(ticker(page).getByTestId('news-text')).toHaveText(english);
  const readMore = ticker(page).getByRole('link', { name: /READ MORE/ });
  await expect(readMore).toHaveAttribute('href', link);
  await expect(readMore).toHaveAttribute('target', '_blank');
  await expect(readMore).toHaveAttribute('rel', 'noopener noreferrer');

  // The language switch turns the ticker to French at once.
  await page.getByRole('navigation', { name: 'Side navigation' }).getByLabel('Language').click();
  await page.getByRole('option', { name: 'Français' }).click();
  await expect(ticker(page).getByTestId('news-text')).toHaveText(french);
  await expect(ticker(page).getByRole('link', { name: /EN SAVOIR PLUS/ })).toHaveAttribute('href', link);

  // A supplier signed in in French reads the French text and has no edit button.
  const supplierContext = await browser.newContext();
  const supplierPage = await supplierContext.newPage();
  await useLanguage(supplierPage, 'fr');
  await signInIn(supplierPage, 'fr', SUPPLIER);
  await expect(ticker(supplierPage).getByTestId('news-text')).toHaveText(french);
  await expect(ticker(supplierPage).getByRole('button', { name: 'Modifier les actualités' })).toHaveCount(0);
  await supplierContext.close();
});

test('the ticker scrolls, pauses on hover and keyboard focus, and stands still for reduced motion', async ({
  page,
}) => {
  // The browser tests run with reduced motion (playwright.config.ts): this one needs the motion.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await signIn(page, SUPPLIER);
  const text = ticker(page).getByTestId('news-text');
  const track = ticker(page).getByTestId('news-track');
  await expect(text).toBeVisible();
  const playState = () => track.evaluate((element) => getComputedStyle(element).animationPlayState);
  expect(await track.evaluate((element) => getComputedStyle(element).animationName)).not.toBe('none');
  expect(await playState()).toBe('running');
  await ticker(page).getByRole('heading', { name: 'News' }).hover();
  expect(await playState()).toBe('paused');
  await page.mouse.move(0, 0);
  expect(await playState()).toBe('running');
  await ticker(page).getByRole('button', { name: 'Pause the news' }).focus();
  expect(await playState()).toBe('paused');
  await page.keyboard.press('Enter');
  await expect(ticker(page).getByRole('button', { name: 'Play the news' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('Tab');
  await expect(ticker(page).getByRole('link', { name: /READ MORE/ })).toBeFocused();
  expect(await playState()).toBe('paused');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(text).toBeVisible();
  expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  expect(await text.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('normal');
  await expect(ticker(page).getByRole('button', { name: 'Pause the news' })).toHaveCount(0);
});

test('a supplier sends a contact message by keyboard only; customer service read it in the mailbox', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const topic = `Label question ${randomUUID().slice(0, 8)}`;
  await signIn(page, SUPPLIER);
  await page
    .getByRole('navigation', { name: 'Side navigation' })
    .getByRole('link', { name: 'Contact' })
    .click();
  await expect(page).toHaveURL(/\/contact\/contact$/);
  await expect(page.getByRole('heading', { name: 'Contact', level: 1 })).toBeVisible();

  // Empty: both messages, nothing sent.
  const topicField = page.getByRole('textbox', { name: /^Topic/ });
  await topicField.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please enter a topic')).toBeVisible();
  await expect(page.getByText('Please enter a message')).toBeVisible();

  // By keyboard: the topic, Tab, the message, Tab to the contact information link, Tab to SEND.
  await topicField.focus();
  await page.keyboard.type(topic);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: /^Message/ })).toBeFocused();
  await page.keyboard.type('Our rolls of SL-OP-1001 arrived with a damaged core.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Please call me back. <b>Thanks</b> & regards');
  await expect(page.getByTestId('contact-text-counter')).toHaveText('97 / 2000 characters');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /Contact information/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'SEND' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your message was sent to customer service.')).toBeVisible();
  await expect(topicField).toHaveValue('');
  await expect(topicField).toBeFocused();

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, STAFF);
  const mail = await openMailboxMail(staffPage, CUSTOMER_SERVICE, new RegExp(topic));
  await mail.getByRole('tab', { name: 'Text' }).click();
  const text = mail.getByTestId('mail-text');
  await expect(text).toContainText(`Topic: ${topic}`);
  await expect(text).toContainText('E-mail: supplier@demo.example');
  await expect(text).toContainText('Company: Demo Parts SAS');
  await expect(text).toContainText('Account id: 12345A0001');
  await expect(text).toContainText('Please call me back. <b>Thanks</b> & regards');
  await staffContext.close();
});

test('the contact information table, and back to the form', async ({ page }) => {
  await signIn(page, SUPPLIER);
  await page.goto('/contact/contact');
  await page.getByRole('link', { name: /Contact information/ }).click();
  await expect(page).toHaveURL(/\/contact\/contact_information$/);
  await expect(page.getByRole('heading', { name: 'Contact information', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Contacts of the label provider' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row', { name: /Order processing/ })).toContainText('orders@provider.example');
  await expect(table.getByRole('row', { name: /Shipping/ })).toContainText('+49 30 1234 5620');
  const bank = table.getByRole('row', { name: /Bank data/ });
  await expect(bank).toContainText('IBAN: DE89 3704 0044 0532 0130 00');
  await expect(bank).toContainText('BIC: COBADEFFXXX');
  await expect(table.getByRole('link', { name: 'orders@provider.example' })).toHaveAttribute(
    'href',
    'mailto:orders@provider.example',
  );
  await expectNoSeriousA11yFindings(page, 'the contact information');
  await page.getByRole('link', { name: 'Back to the contact form' }).click();
  await expect(page).toHaveURL(/\/contact\/contact$/);
});

for (const language of ['en', 'fr'] as UiLanguage[]) {
  test(`welcome, contact and contact information at 768 px in ${language}: no horizontal scroll, no serious accessibility finding`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 768, height: 1024 });
    await useLanguage(page, language);
    await signInIn(page, language, STAFF);
    await expect(ticker(page).getByTestId('news-text')).toBeVisible();
    for (const path of ['/welcome', '/contact/contact', '/contact/contact_information']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yFindings(page, `${path} in ${language}`);
    }
    await page.goto('/contact/contact_information');
    await expect(
      page.getByRole('row', { name: new RegExp(inLanguage(language, 'Bank data', 'Coordonnées bancaires')) }),
    ).toBeVisible();
  });
}
