// Setup of the web component tests (Vitest project `web-components`, happy-dom): jest-dom matchers,
// the browser APIs Mantine needs that happy-dom lacks, English texts, a clean DOM and storage per test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../lib/i18n';
import { LOCALE_RESOURCES } from '../lib/locale-resources';

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
Element.prototype.scrollIntoView ??= () => {};
// Mantine's autosize Textarea listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const i18n = initI18n(LOCALE_RESOURCES);
void i18n.changeLanguage('en');

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
