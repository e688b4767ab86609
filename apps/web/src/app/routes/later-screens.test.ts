import { describe, expect, it } from 'vitest';
import en from '../../lib/locales/en.json';
import fr from '../../lib/locales/fr.json';
import { GUARDED_LATER_SCREENS } from './later-screens';

describe('route table', () => {
  it('holds no statistics screen any more', () => {
    // Every statistics screen of the specification is built now (issue 14): none is left here.
    expect(
      GUARDED_LATER_SCREENS.map((screen) => screen.path).filter((path) => path.startsWith('/statistics/')),
    ).toEqual([]);
  });

  it('has a title for every screen in English and French', () => {
    const titles = (tree: { screens: Record<string, string> }) => tree.screens;
    for (const screen of GUARDED_LATER_SCREENS) {
      const key = screen.titleKey.replace('screens.', '');
      expect(titles(en)[key], screen.titleKey).toBeTruthy();
      expect(titles(fr)[key], screen.titleKey).toBeTruthy();
    }
  });

  it('has no duplicate paths', () => {
    const paths = GUARDED_LATER_SCREENS.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
