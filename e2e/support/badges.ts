import type { Locator } from '@playwright/test';

/** The badges inside `scope` whose text does not fit (cut with an ellipsis): their texts. */
export async function truncatedBadges(scope: Locator): Promise<string[]> {
  return scope
    .locator('.mantine-Badge-label')
    .evaluateAll((labels) =>
      labels
        .filter(
          (label) => label.scrollWidth > label.clientWidth + 1 || label.getBoundingClientRect().width < 1,
        )
        .map((label) => label.textContent ?? ''),
    );
}
