import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, type DemoAccount } from './accounts';

/** The WCAG 2.1 A and AA rules (contrast among them) that every screen and dialog must pass. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core on the page as it is now (open dialogs and dropdowns included) and fails on any
 * serious or critical finding, listing each rule with the elements it found.
 */
export async function expectNoSeriousA11yFindings(page: Page, where: string) {
  // Let transitions (modals, dropdowns) end: half-faded elements give false contrast findings.
  await page.waitForTimeout(350);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const findings = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      elements: violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    }));
  expect(findings, `axe-core findings on ${where}`).toEqual([]);
}

export type UiLanguage = 'en' | 'fr';

/** Opens the portal in the given language from the first page on (i18next's stored choice). */
export async function useLanguage(page: Page, language: UiLanguage) {
  await page.addInitScript((value) => window.localStorage.setItem('i18nextLng', value), language);
}

/** The English or the French text, for selectors that work in both languages. */
export function inLanguage(language: UiLanguage, en: string, fr: string): string {
  return language === 'fr' ? fr : en;
}

/** Fills the login form in either language; does not wait for the outcome. */
export async function submitLoginIn(
  page: Page,
  language: UiLanguage,
  email: string,
  accountId: string,
  password = DEMO_PASSWORD,
) {
  await page.getByLabel(inLanguage(language, 'E-mail/username', 'E-mail/nom d’utilisateur')).fill(email);
  await page.getByLabel(inLanguage(language, 'Account ID', 'Identifiant de compte')).fill(accountId);
  await page.getByLabel(inLanguage(language, 'Password', 'Mot de passe'), { exact: true }).fill(password);
  await page.getByRole('button', { name: inLanguage(language, 'Login', 'Connexion') }).click();
}

/** Signs in through the login page in either language and waits for the welcome page. */
export async function signInIn(page: Page, language: UiLanguage, account: DemoAccount) {
  await page.goto('/accounts/login');
  await submitLoginIn(page, language, account.email, account.accountId);
  await expect(page).toHaveURL(/\/welcome$/, { timeout: 20_000 });
}

/**
 * Holds the replies of the calls matching `url` until the returned function is called, so that a
 * screen stays in its loading state (costs being calculated, a list loading) while axe runs; later
 * calls pass at once.
 */
export async function holdReplies(page: Page, url: string | RegExp): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    // The page may have dropped the call meanwhile (a newer calculation, a navigation).
    await route.continue().catch(() => undefined);
  });
  return async () => {
    release();
  };
}
